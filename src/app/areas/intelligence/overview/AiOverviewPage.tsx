import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, DatePicker, Table, theme } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DATE_FORMATS } from '../../../../domain/dates.ts';
import type { Translate } from '../../../locales/text.ts';
import { useText } from '../../../locales/useText.ts';
import { exportFigures } from '../../../schema/list/exportFigures.ts';
import { ListPanel } from '../../../schema/list/ListPanel.tsx';
import { SummaryChart } from '../../../shared/charts/SummaryChart.tsx';
import { busyDay, dayBarsOption, keywordPath, percentOf, SOURCE_TEXT, sourceShares, sourcesOption, totalsOf, unansweredPath } from './overviewCharts.ts';
import { DaysTable, SourcesTable } from './OverviewTables.tsx';
import { TryConsole } from './TryConsole.tsx';
import { useAiOverview, type AiOverview, type AnswerSource, type OverviewDays } from './useAiOverview.ts';
import './overview.css';

/** Builds and downloads the figures as an xlsx (the writer and the rows load on the click). */
async function exportOverview(o: AiOverview, t: Translate): Promise<void> {
  await exportFigures(t('ai.overview.sheet'), t('ai.overview.fileTitle'), async () => (await import('./overviewExport.ts')).overviewRows(o, t));
}

type KeywordRow = AiOverview['topKeywords'][number];
type UnansweredRow = AiOverview['topUnanswered'][number];

/**
 * /intelligence/overview (数据统计): the assistant over a range of China days (default the last
 * 30) — conversations, messages and users, the answer rate and satisfaction; the per-day counts
 * and the answers' sources as charts, each with its figures for screen readers; the keywords hit
 * most (each opens its detail) and the questions left unanswered (each opens 对话历史 filtered to
 * them); and 试一试, the console asking as a customer would. The range is component state, kept
 * while the keep-alive tab is hidden; 导出 writes the figures as an xlsx.
 */
export function AiOverviewPage() {
  const t = useText();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [days, setDays] = useState<OverviewDays>(null);
  const [exporting, setExporting] = useState(false);
  const { overview, loading, error, refetch } = useAiOverview(days);
  const shown = days ?? (overview ? [overview.from, overview.to] : null);
  const totals = overview ? totalsOf(overview) : null;

  const sourceColors: Record<AnswerSource, string> = useMemo(
    () => ({ keyword: token.colorPrimary, corpus: token.colorSuccess, knowledge: token['purple-6'], llm: token['magenta-6'], none: token.colorError }),
    [token],
  );
  const dayList = useMemo(() => overview?.days ?? [], [overview]);
  const shares = useMemo(() => (overview ? sourceShares(overview) : []), [overview]);
  const daysOption = useMemo(
    () => (dayList.some(busyDay) ? dayBarsOption(dayList, { conversations: t('ai.overview.conversations'), messages: t('ai.overview.messages'), users: t('ai.overview.users') }, [token.colorPrimary, token.colorSuccess, token.colorWarning]) : null),
    [dayList, t, token],
  );
  const sourcesChart = useMemo(
    () => (shares.length ? sourcesOption(shares.map((s) => ({ label: t(SOURCE_TEXT[s.source]), count: s.count, share: s.share, color: sourceColors[s.source] })), t('ai.overview.share')) : null),
    [shares, sourceColors, t],
  );

  const onExport = async () => {
    if (!overview) return;
    setExporting(true);
    try {
      await exportOverview(overview, t);
      void message.success(t('ai.overview.exportDone'));
    } catch (err) {
      void message.error(t('ai.overview.exportFailed', { message: err instanceof Error ? err.message : String(err) }));
    } finally {
      setExporting(false);
    }
  };

  const daysTitle = t('ai.overview.byDay');
  const sourcesTitle = t('ai.overview.sources');
  const figure = (key: 'conversations' | 'messages' | 'users') => (
    <div><dt>{t(`ai.overview.${key}`)}</dt><dd data-testid={`ai-ov-${key}`}>{totals ? totals[key] : '-'}</dd></div>
  );
  return (
    <ListPanel
      title={t('ai.overview.title')}
      extra={
        <div className="ai-ov-tools" data-testid="ai-ov-tools">
          <label htmlFor="ai-ov-range" className="ai-ov-range-label">{t('ai.overview.range')}</label>
          <DatePicker.RangePicker
            aria-label={t('ai.overview.range')}
            id="ai-ov-range"
            allowClear={false}
            value={shown ? [dayjs(shown[0]), dayjs(shown[1])] : null}
            onChange={(d) => setDays(d?.[0] && d[1] ? [d[0].format(DATE_FORMATS.date), d[1].format(DATE_FORMATS.date)] : null)}
          />
          <Button icon={<DownloadOutlined />} onClick={() => void onExport()} loading={exporting} disabled={!overview}>{t('ai.overview.export')}</Button>
        </div>
      }
    >
      <div className="ai-ov" data-testid="ai-overview">
        {/* busy while the figures read; the console beside them stays live (its answers are announced) */}
        <section className="ai-ov" aria-busy={loading} aria-label={t('ai.overview.title')}>
          {error && <Alert type="error" showIcon message={t('ai.overview.loadFailed', { message: error.message })} />}
          <dl className="ai-ov-figures" data-testid="ai-ov-figures">
            {figure('conversations')}
            {figure('messages')}
            {figure('users')}
            <div><dt>{t('ai.overview.answerRate')}</dt><dd data-testid="ai-ov-answerRate">{overview ? percentOf(overview.answerRate) : '-'}</dd></div>
            <div>
              <dt>{t('ai.overview.satisfaction')}</dt>
              <dd data-testid="ai-ov-satisfaction">{overview ? percentOf(overview.satisfaction.rate) : '-'}</dd>
              {overview && <dd className="ai-ov-votes" style={{ color: token.colorTextSecondary }} data-testid="ai-ov-votes">{t('ai.overview.votes', { up: overview.satisfaction.up, down: overview.satisfaction.down })}</dd>}
            </div>
          </dl>
          <div className="ai-ov-charts">
            <SummaryChart
              id="ai-ov-days"
              title={daysTitle}
              figures={t('ai.overview.chartLabel', { title: daysTitle, figures: dayList.filter(busyDay).map((d) => t('ai.overview.byDayRow', { ...d })).join('，') })}
              option={daysOption}
              height={300}
              empty={t('ai.overview.empty')}
              table={<DaysTable caption={daysTitle} days={dayList} />}
            />
            <SummaryChart
              id="ai-ov-sources"
              title={sourcesTitle}
              figures={t('ai.overview.chartLabel', { title: sourcesTitle, figures: shares.map((s) => t('ai.overview.sourceRow', { source: t(SOURCE_TEXT[s.source]), count: s.count, share: percentOf(s.share) })).join('，') })}
              option={sourcesChart}
              height={Math.max(160, shares.length * 36 + 40)}
              empty={t('ai.overview.empty')}
              table={<SourcesTable caption={sourcesTitle} shares={shares} />}
            />
          </div>
          <div className="ai-ov-tops">
            <Card size="small" title={<h3 className="ai-ov-card-title">{t('ai.overview.topKeywords')}</h3>} data-testid="ai-ov-topKeywords">
              <Table<KeywordRow>
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={overview?.topKeywords ?? []}
                locale={{ emptyText: t('ai.overview.noKeywords') }}
                columns={[
                  { title: t('ai.overview.keyword'), dataIndex: 'keyword', render: (v: string, k) => <Link to={keywordPath(k.id)} className="ai-ov-wrap">{v}</Link> },
                  { title: t('ai.overview.hits'), dataIndex: 'hits', width: 88, align: 'right' },
                ]}
              />
            </Card>
            <Card size="small" title={<h3 className="ai-ov-card-title">{t('ai.overview.topUnanswered')}</h3>} data-testid="ai-ov-topUnanswered">
              <Table<UnansweredRow>
                size="small"
                rowKey="question"
                pagination={false}
                dataSource={overview?.topUnanswered ?? []}
                locale={{ emptyText: t('ai.overview.noUnanswered') }}
                columns={[
                  { title: t('ai.overview.question'), dataIndex: 'question', render: (v: string) => <Link to={unansweredPath(v)} title={t('ai.overview.unansweredTitle')} className="ai-ov-wrap">{v}</Link> },
                  { title: t('ai.overview.times'), dataIndex: 'count', width: 72, align: 'right' },
                ]}
              />
            </Card>
          </div>
        </section>
        <TryConsole onAsked={() => void refetch()} />
      </div>
    </ListPanel>
  );
}
