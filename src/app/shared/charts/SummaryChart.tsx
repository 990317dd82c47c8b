import type { EChartsCoreOption } from 'echarts/core';
import { Card, Empty } from 'antd';
import type { ReactNode } from 'react';
import { lazyWithTimeout } from '../../routing/lazyWithTimeout.tsx';
import './summaryCards.css';

const LazyEChart = lazyWithTimeout<{ option: EChartsCoreOption; height?: number }>(() => import('../../libs/EChart.tsx').then((m) => m.EChart));

interface Props {
  id: string;
  title: string;
  /** The figures in one sentence: the chart's accessible name. */
  figures: string;
  option: EChartsCoreOption | null;
  height: number;
  empty: string;
  /** The same figures as a table, for screen readers (visually hidden). */
  table: ReactNode;
}

/**
 * One summary chart in a card. The canvas is hidden from assistive technology; the card names its
 * figures (aria-label) and carries them as a visually hidden table.
 */
export function SummaryChart({ id, title, figures, option, height, empty, table }: Props) {
  return (
    <Card size="small" title={<h4 className="ticket-summary-card-title" id={`${id}-title`}>{title}</h4>} data-testid={id}>
      <figure className="ticket-summary-figure" role="group" aria-labelledby={`${id}-title`} aria-describedby={option ? `${id}-figures` : undefined}>
        {option ? (
          <>
            <div aria-hidden="true"><LazyEChart option={option} height={height} /></div>
            <p id={`${id}-figures`} className="ticket-summary-hidden">{figures}</p>
            <div className="ticket-summary-hidden">{table}</div>
          </>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
        )}
      </figure>
    </Card>
  );
}
