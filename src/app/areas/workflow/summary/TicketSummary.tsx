import { exportFigures } from '../../../schema/list/exportFigures.ts';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, DatePicker, theme } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { chinaDate } from '../../../../domain/chinaTime.ts';
import { DATE_FORMATS } from '../../../../domain/dates.ts';
import type { TicketSummary as Summary } from '../../../../domain/ticketSummary.ts';
import { useText } from '../../../locales/useText.ts';
import { questionTicketsPath } from './questionTicketsPath.ts';
import { CountsTable, MonthsTable } from './SummaryTables.tsx';
import { SummaryChart } from '../../../shared/charts/SummaryChart.tsx';
import { barsHeight, countsOption, countsText, monthsOption } from './summaryCharts.ts';
import { useTicketSummary, type SummaryDays } from './useTicketSummary.ts';

/** The China days a summary covers (its `to` is exclusive), as the range picker shows them. */
const daysOf = (s: Summary): [string, string] => [chinaDate(Date.parse(s.from)), chinaDate(Date.parse(s.to) - 1)];

/** Builds and downloads the summary as an xlsx (the writer and the rows load on the click). */
async function exportSummary(s: Summary, t: ReturnType<typeof useText>): Promise<void> {
  await exportFigures(t('wfSummary.sheet'), t('wfSummary.fileTitle'), async () => (await import('./summaryExport.ts')).summaryRows(s, daysOf(s), t));
}

/**
 * 问题汇总's panel (above the recurring-problem list): the tickets created in a period — not
 * closed, overdue, all — and charts by type, device model, handler and month, each with its
 * figures for screen readers; the period (default the last 12 months) is component state, kept
 * while the tab is kept alive; 导出汇总 writes the same figures to an xlsx.
 */
export function TicketSummary() {
  const t = useText();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [days, setDays] = useState<SummaryDays>(null);
  const [exporting, setExporting] = useState(false);
  const { summary, loading, error } = useTicketSummary(days);
  const shown = days ?? (summary ? daysOf(summary) : null);
  const charts = useMemo(() => {
    if (!summary) return null;
    const bars = (list: Summary['byType'], color: string) => (list.length ? countsOption(list, t('wfSummary.count'), color) : null);
    return {
      byType: bars(summary.byType, token.colorPrimary),
      byModel: bars(summary.byModel, token.colorInfo),
      byHandler: bars(summary.byHandler, token.colorWarning),
      byMonth: summary.total || summary.byMonth.some((m) => m.closed) ? monthsOption(summary.byMonth, { created: t('wfSummary.created'), closed: t('wfSummary.closed') }, [token.colorPrimary, token.colorSuccess]) : null,
    };
  }, [summary, t, token]);

  const onExport = async () => {
    if (!summary) return;
    setExporting(true);
    try {
      await exportSummary(summary, t);
      void message.success(t('wfSummary.exportDone'));
    } catch (err) {
      void message.error(t('wfSummary.exportFailed', { message: err instanceof Error ? err.message : String(err) }));
    } finally {
      setExporting(false);
    }
  };

  const countsChart = (key: 'byType' | 'byModel' | 'byHandler', title: string) => (
    <SummaryChart
      id={`summary-${key}`}
      title={title}
      figures={summary ? t('wfSummary.chartLabel', { title, figures: countsText(summary[key]) }) : ''}
      option={charts?.[key] ?? null}
      height={barsHeight(summary?.[key].length ?? 0)}
      empty={t('wfSummary.empty')}
      table={summary && <CountsTable caption={title} counts={summary[key]} />}
    />
  );
  const monthsTitle = t('wfSummary.byMonth');

  return (
    <section className="ticket-summary" aria-labelledby="ticket-summary-title" data-testid="ticket-summary" aria-busy={loading}>
      <div className="ticket-summary-head">
        <h3 id="ticket-summary-title" style={{ margin: 0, fontSize: token.fontSizeLG }}>{t('wfSummary.title')}</h3>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <DatePicker.RangePicker
            aria-label={t('wfSummary.range')}
            id="ticket-summary-range"
            allowClear={false}
            value={shown ? [dayjs(shown[0]), dayjs(shown[1])] : null}
            onChange={(d) => setDays(d?.[0] && d[1] ? [d[0].format(DATE_FORMATS.date), d[1].format(DATE_FORMATS.date)] : null)}
          />
          <Button icon={<DownloadOutlined />} onClick={() => void onExport()} loading={exporting} disabled={!summary}>{t('wfSummary.export')}</Button>
        </div>
      </div>
      {error && <Alert type="error" showIcon message={t('wfSummary.loadFailed', { message: error.message })} />}
      <dl className="ticket-summary-figures" data-testid="summary-figures">
        <div><dt>{t('wfSummary.open')}</dt><dd data-testid="summary-open">{summary?.open ?? '-'}</dd></div>
        <div><dt>{t('wfSummary.overdue')}</dt><dd data-testid="summary-overdue" style={{ color: token.colorError }}>{summary?.overdue ?? '-'}</dd></div>
        <div><dt>{t('wfSummary.total')}</dt><dd data-testid="summary-total">{summary?.total ?? '-'}</dd></div>
      </dl>
      <div className="ticket-summary-charts">
        {countsChart('byType', t('wfSummary.byType'))}
        {countsChart('byModel', t('wfSummary.byModel'))}
        {countsChart('byHandler', t('wfSummary.byHandler'))}
        <SummaryChart
          id="summary-byMonth"
          title={monthsTitle}
          figures={summary ? t('wfSummary.chartLabel', { title: monthsTitle, figures: summary.byMonth.map((m) => `${m.month} ${t('wfSummary.created')} ${m.created} ${t('wfSummary.closed')} ${m.closed}`).join('，') }) : ''}
          option={charts?.byMonth ?? null}
          height={300}
          empty={t('wfSummary.empty')}
          table={summary && <MonthsTable caption={monthsTitle} months={summary.byMonth} />}
        />
      </div>
      <Card size="small" title={<h4 className="ticket-summary-card-title">{t('wfSummary.topQuestions')}</h4>} data-testid="summary-topQuestions">
        {summary?.topQuestions.length ? (
          <ol className="ticket-summary-top">
            {summary.topQuestions.map((q) => (
              <li key={q.id}>
                <Link to={questionTicketsPath(q.id)}>{q.title}</Link>
                {` · ${q.tickets}`}
              </li>
            ))}
          </ol>
        ) : (
          <span style={{ color: token.colorTextSecondary }}>{t('wfSummary.noQuestions')}</span>
        )}
      </Card>
    </section>
  );
}
