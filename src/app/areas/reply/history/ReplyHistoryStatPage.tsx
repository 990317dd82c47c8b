import { Alert, Card, DatePicker, Radio, Table, theme } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DATE_FORMATS } from '../../../../domain/dates.ts';
import { useText } from '../../../locales/useText.ts';
import { ListPanel } from '../../../schema/list/ListPanel.tsx';
import { SummaryChart } from '../../../shared/charts/SummaryChart.tsx';
import { historyPath } from './historyPaths.ts';
import { StatDaysTable } from './StatTables.tsx';
import { browserToday, dayBarsOption, dayRate, lastDays, percentOf, PRESETS, rateBarsOption, useReplyStat, type ReplyStat, type StatDays } from './statData.ts';
import '../../../shared/charts/summaryCards.css';
import './stat.css';

type RuleRow = ReplyStat['topRules'][number];
type UnmatchedRow = ReplyStat['topUnmatched'][number];

const PRESET_TEXT = { 7: 'reply.stat.preset7', 30: 'reply.stat.preset30', 90: 'reply.stat.preset90' } as const;

/**
 * /reply/history-stat (历史统计): the messages received over a range of China days (default the
 * last 30 by the server's clock; 近7天/近30天/近90天 counted back from its today, or any range) — 消息数, 命中数 and 命中率; messages and matched per
 * day and the hit rate per day as charts, each with its figures for screen readers; the rules hit
 * most and the unmatched messages received most, each a link to 回复历史 filtered to them over the
 * same days. The range is component state, kept while the keep-alive tab is hidden.
 */
export function ReplyHistoryStatPage() {
  const t = useText();
  const { token } = theme.useToken();
  const [days, setDays] = useState<StatDays>(null);
  const { stat, loading, error } = useReplyStat(days);
  // the server's today (its first answer covers the last 30 days by its clock): the presets count back from it
  const [today, setToday] = useState<string | null>(null);
  if (days === null && stat && today !== stat.to) setToday(stat.to);
  const shown = days ?? (stat ? ([stat.from, stat.to] as const) : null);
  const preset = shown ? PRESETS.find((n) => { const d = lastDays(n, today ?? browserToday()); return d[0] === shown[0] && d[1] === shown[1]; }) : undefined;
  const dayList = useMemo(() => stat?.days ?? [], [stat]);
  const busy = dayList.filter((d) => d.messages > 0);
  const barsOption = useMemo(
    () => (dayList.some((d) => d.messages > 0) ? dayBarsOption(dayList, { messages: t('reply.stat.messages'), matched: t('reply.stat.matched') }, [token.colorPrimary, token.colorSuccess]) : null),
    [dayList, t, token],
  );
  const rateOption = useMemo(() => (dayList.some((d) => d.messages > 0) ? rateBarsOption(dayList, t('reply.stat.hitRate'), token.colorSuccess) : null), [dayList, t, token]);

  const barsTitle = t('reply.stat.byDay');
  const rateTitle = t('reply.stat.rateByDay');
  const figure = (key: 'messages' | 'matched' | 'hitRate', value: string | number | undefined) => (
    <div><dt>{t(`reply.stat.${key}`)}</dt><dd data-testid={`reply-stat-${key}`}>{value ?? '-'}</dd></div>
  );
  return (
    <ListPanel
      title={t('reply.stat.title')}
      extra={
        <div className="reply-stat-tools" data-testid="reply-stat-tools">
          <Radio.Group
            aria-label={t('reply.stat.range')}
            optionType="button"
            size="middle"
            value={preset ?? null}
            onChange={(e) => setDays(lastDays(Number(e.target.value), today ?? browserToday()))}
            options={PRESETS.map((n) => ({ value: n, label: t(PRESET_TEXT[n]) }))}
          />
          <DatePicker.RangePicker
            aria-label={t('reply.stat.range')}
            id="reply-stat-range"
            allowClear={false}
            value={shown ? [dayjs(shown[0]), dayjs(shown[1])] : null}
            onChange={(d) => {
              if (d?.[0] && d[1]) setDays([d[0].format(DATE_FORMATS.date), d[1].format(DATE_FORMATS.date)]);
            }}
          />
        </div>
      }
    >
      <section className="reply-stat" aria-busy={loading} aria-label={t('reply.stat.title')} data-testid="reply-stat">
        {error && <Alert type="error" showIcon message={t('reply.stat.loadFailed', { message: error.message })} />}
        <dl className="ticket-summary-figures" data-testid="reply-stat-figures">
          {figure('messages', stat?.total)}
          {figure('matched', stat?.matched)}
          {figure('hitRate', stat ? percentOf(stat.hitRate) : undefined)}
        </dl>
        <div className="ticket-summary-charts">
          <SummaryChart
            id="reply-stat-days"
            title={barsTitle}
            figures={t('reply.stat.chartLabel', { title: barsTitle, figures: busy.map((d) => t('reply.stat.byDayRow', { ...d })).join('，') })}
            option={barsOption}
            height={300}
            empty={t('reply.stat.empty')}
            table={<StatDaysTable caption={barsTitle} days={dayList} />}
          />
          <SummaryChart
            id="reply-stat-rate"
            title={rateTitle}
            figures={t('reply.stat.chartLabel', { title: rateTitle, figures: busy.map((d) => t('reply.stat.rateRow', { day: d.day, rate: percentOf(dayRate(d)) })).join('，') })}
            option={rateOption}
            height={300}
            empty={t('reply.stat.empty')}
            table={<StatDaysTable caption={rateTitle} days={dayList} />}
          />
        </div>
        <div className="reply-stat-tops">
          <Card size="small" title={<h3 className="ticket-summary-card-title">{t('reply.stat.topRules')}</h3>} data-testid="reply-stat-topRules">
            <Table<RuleRow>
              size="small"
              rowKey="ruleId"
              pagination={false}
              dataSource={stat?.topRules ?? []}
              locale={{ emptyText: t('reply.stat.noRules') }}
              columns={[
                { title: t('reply.stat.rule'), dataIndex: 'name', render: (v: string, r) => <Link to={historyPath({ ruleId: r.ruleId, days: shown ?? undefined })} title={t('reply.stat.ruleLink', { name: v })} className="reply-stat-wrap">{v}</Link> },
                { title: t('reply.stat.hits'), dataIndex: 'hits', width: 88, align: 'right' },
              ]}
            />
          </Card>
          <Card size="small" title={<h3 className="ticket-summary-card-title">{t('reply.stat.topUnmatched')}</h3>} data-testid="reply-stat-topUnmatched">
            <Table<UnmatchedRow>
              size="small"
              rowKey="text"
              pagination={false}
              dataSource={stat?.topUnmatched ?? []}
              locale={{ emptyText: t('reply.stat.noUnmatched') }}
              columns={[
                { title: t('reply.stat.text'), dataIndex: 'text', render: (v: string) => <Link to={historyPath({ matched: false, normalized: v, days: shown ?? undefined })} title={t('reply.stat.textLink', { text: v })} className="reply-stat-wrap">{v}</Link> },
                { title: t('reply.stat.times'), dataIndex: 'count', width: 72, align: 'right' },
              ]}
            />
          </Card>
        </div>
      </section>
    </ListPanel>
  );
}
