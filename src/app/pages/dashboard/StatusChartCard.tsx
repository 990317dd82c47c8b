import { useCustom } from '@refinedev/core';
import type { EChartsCoreOption } from 'echarts/core';
import { Card, Empty } from 'antd';
import { useMemo } from 'react';
import type { ResourceDef } from '../../../../resources/define.ts';
import { lazyWithTimeout } from '../../routing/lazyWithTimeout.tsx';
import { useText } from '../../locales/useText.ts';
import { statusChartOption, type StatusStats } from './chartOption.ts';

const LazyEChart = lazyWithTimeout<{ option: EChartsCoreOption; height?: number }>(() => import('../../libs/EChart.tsx').then((m) => m.EChart));

/** This month's records of a resource by status, as stacked bars per screen. */
export function StatusChartCard({ resource }: { resource: ResourceDef }) {
  const t = useText();
  const { result, query } = useCustom<StatusStats>({ url: '', method: 'get', meta: { resource: resource.screens[0].name, endpoint: 'stats' } });
  const stats = result.data as StatusStats | undefined;
  const chart = useMemo(() => (stats?.screens ? statusChartOption(resource, stats) : null), [resource, stats]);
  return (
    <Card title={t('dashboard.monthChart', { label: resource.label })} loading={query.isLoading} data-testid={`chart:${resource.name}`}>
      {chart && chart.total > 0 ? <LazyEChart option={chart.option} /> : <Empty description={t('dashboard.chartEmpty', { label: resource.label })} />}
    </Card>
  );
}
