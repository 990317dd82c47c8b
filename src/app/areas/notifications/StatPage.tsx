import { exportFigures } from '../../schema/list/exportFigures.ts';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, DatePicker, Radio, Table, theme } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { DATE_FORMATS } from '../../../domain/dates.ts';
import { ratePercent, type NotificationStat, type StatError } from '../../../domain/notificationStat.ts';
import { explainVendorError } from '../../../../resources/notifications/vendorCodes.ts';
import { useText } from '../../locales/useText.ts';
import { ListPanel } from '../../schema/list/ListPanel.tsx';
import { SummaryChart } from '../../shared/charts/SummaryChart.tsx';
import { CHANNEL_OPTIONS, channelLabel } from './channels.ts';
import { dayCountsOf, dayBarsOption, ratedChannels, ratesOption } from './statCharts.ts';
import { DaysTable, RatesTable } from './StatTables.tsx';
import { useNotificationStat, type StatDays } from './useNotificationStat.ts';
import './stat.css';

const ALL = '';

/** Builds and downloads the statistics as an xlsx (the writer and the rows load on the click). */
async function exportStat(s: NotificationStat, t: ReturnType<typeof useText>): Promise<void> {
  await exportFigures(t('ntStat.sheet'), t('ntStat.fileTitle'), async () => (await import('./statExport.ts')).statRows(s, t));
}

/**
 * /notification/stat: the notifications created in a range of China days (default the last 30) —
 * figures, sent/failed/delivered per day (all channels or one), the success rate per channel and
 * the top failure reasons; each chart with its figures for screen readers. The range and the
 * channel are component state, kept while the keep-alive tab is hidden; 导出 writes an xlsx.
 */
export function NotificationStatPage() {
  const t = useText();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [days, setDays] = useState<StatDays>(null);
  const [channel, setChannel] = useState(ALL);
  const [exporting, setExporting] = useState(false);
  const { stat, loading, error } = useNotificationStat(days);
  const shown = days ?? (stat ? [stat.from, stat.to] : null);
  const lines = useMemo(() => (stat ? dayCountsOf(stat, channel === ALL ? null : channel) : []), [stat, channel]);
  const rates = useMemo(() => (stat ? ratedChannels(stat.channels).map((r) => ({ label: channelLabel(r.channel), percent: r.percent })) : []), [stat]);
  const linesOption = useMemo(
    () => (lines.some((d) => d.sent || d.failed || d.delivered) ? dayBarsOption(lines, { sent: t('ntStat.sent'), failed: t('ntStat.failed'), delivered: t('ntStat.delivered') }, [token.colorPrimary, token.colorError, token.colorSuccess]) : null),
    [lines, t, token],
  );
  const ratesChart = useMemo(() => (rates.length ? ratesOption(rates, t('ntStat.successRate'), token.colorSuccess) : null), [rates, t, token]);

  const onExport = async () => {
    if (!stat) return;
    setExporting(true);
    try {
      await exportStat(stat, t);
      void message.success(t('ntStat.exportDone'));
    } catch (err) {
      void message.error(t('ntStat.exportFailed', { message: err instanceof Error ? err.message : String(err) }));
    } finally {
      setExporting(false);
    }
  };

  const linesTitle = t('ntStat.byDay', { channel: channel === ALL ? t('ntStat.allChannels') : channelLabel(channel) });
  const ratesTitle = t('ntStat.rates');
  const figure = (key: 'total' | 'sent' | 'failed' | 'uncertain' | 'delivered', color?: string) => (
    <div><dt>{t(`ntStat.${key}`)}</dt><dd data-testid={`stat-${key}`} style={{ color }}>{stat ? stat.total[key] : '-'}</dd></div>
  );
  return (
    <ListPanel
      title={t('ntStat.title')}
      extra={
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }} data-testid="nt-stat-tools">
          <DatePicker.RangePicker
            aria-label={t('ntStat.range')}
            id="nt-stat-range"
            allowClear={false}
            value={shown ? [dayjs(shown[0]), dayjs(shown[1])] : null}
            onChange={(d) => setDays(d?.[0] && d[1] ? [d[0].format(DATE_FORMATS.date), d[1].format(DATE_FORMATS.date)] : null)}
          />
          <Button icon={<DownloadOutlined />} onClick={() => void onExport()} loading={exporting} disabled={!stat}>{t('ntStat.export')}</Button>
        </div>
      }
    >
      <section className="nt-stat" aria-busy={loading} data-testid="nt-stat">
        {error && <Alert type="error" showIcon message={t('ntStat.loadFailed', { message: error.message })} />}
        <dl className="nt-stat-figures" data-testid="stat-figures">
          {figure('total')}
          {figure('sent')}
          {figure('failed', token.colorError)}
          {figure('uncertain')}
          {figure('delivered')}
          <div><dt>{t('ntStat.successRate')}</dt><dd data-testid="stat-rate">{stat ? ratePercent(stat.total.successRate) : '-'}</dd></div>
        </dl>
        <div role="group" aria-label={t('ntStat.channelSwitch')}>
          <Radio.Group optionType="button" buttonStyle="solid" value={channel} onChange={(e) => setChannel(String(e.target.value))}
            options={[{ value: ALL, label: t('ntStat.allChannels') }, ...CHANNEL_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }))]} />
        </div>
        <div className="nt-stat-charts">
          <SummaryChart
            id="stat-days"
            title={linesTitle}
            figures={t('ntStat.chartLabel', { title: linesTitle, figures: lines.filter((d) => d.sent || d.failed || d.delivered).map((d) => t('ntStat.byDayRow', { ...d })).join('，') })}
            option={linesOption}
            height={300}
            empty={t('ntStat.empty')}
            table={<DaysTable caption={linesTitle} days={lines} />}
          />
          <SummaryChart
            id="stat-rates"
            title={ratesTitle}
            figures={t('ntStat.chartLabel', { title: ratesTitle, figures: (stat?.channels ?? []).filter((c) => c.successRate !== null).map((c) => t('ntStat.rateRow', { channel: channelLabel(c.channel), rate: ratePercent(c.successRate), sent: c.sent, failed: c.failed })).join('，') })}
            option={ratesChart}
            height={Math.max(160, rates.length * 36 + 40)}
            empty={t('ntStat.empty')}
            table={stat && <RatesTable caption={ratesTitle} channels={stat.channels.filter((c) => c.successRate !== null)} />}
          />
        </div>
        <Card size="small" title={<h3 className="ticket-summary-card-title">{t('ntStat.topErrors')}</h3>} data-testid="stat-topErrors">
          <Table<StatError>
            size="small"
            rowKey={(e) => `${e.channel}|${e.error}`}
            pagination={false}
            dataSource={stat?.topErrors ?? []}
            locale={{ emptyText: t('ntStat.noErrors') }}
            columns={[
              { title: t('ntStat.error'), dataIndex: 'error', render: (v: string, e) => <span style={{ wordBreak: 'break-all' }}>{explainVendorError(v, e.channel)}</span> },
              { title: t('ntStat.channel'), dataIndex: 'channel', width: 80, render: (v: string) => channelLabel(v) },
              { title: t('ntStat.count'), dataIndex: 'count', width: 72, align: 'right' },
            ]}
          />
        </Card>
      </section>
    </ListPanel>
  );
}
