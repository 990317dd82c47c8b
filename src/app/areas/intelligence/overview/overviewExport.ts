import type { Translate } from '../../../locales/text.ts';
import { escapeCell, type Cell } from '../../../schema/list/exportCells.ts';
import { percentOf, SOURCE_TEXT, sourceShares, totalsOf } from './overviewCharts.ts';
import type { AiOverview } from './useAiOverview.ts';

/**
 * The figures' headers and rows for one sheet (loaded on 导出): the range, the totals, each day,
 * each answer source, the top keywords and the top unanswered questions.
 */
export function overviewRows(o: AiOverview, t: Translate): { headers: string[]; rows: Cell[][] } {
  const totals = totalsOf(o);
  const figure = (label: string, value: Cell, extra: Cell = null): Cell[] => [t('ai.overview.figures'), label, value, extra];
  return {
    headers: [t('ai.overview.section'), t('ai.overview.item'), t('ai.overview.value'), t('ai.overview.extra')],
    rows: [
      [t('ai.overview.rangeRow'), `${o.from} ~ ${o.to}`, null, null],
      figure(t('ai.overview.conversations'), totals.conversations),
      figure(t('ai.overview.messages'), totals.messages),
      figure(t('ai.overview.users'), totals.users),
      figure(t('ai.overview.answerRate'), percentOf(o.answerRate)),
      figure(t('ai.overview.satisfaction'), percentOf(o.satisfaction.rate), t('ai.overview.votes', { up: o.satisfaction.up, down: o.satisfaction.down })),
      ...o.days.map((d): Cell[] => [t('ai.overview.dayRows'), d.day, d.messages, t('ai.overview.byDayRow', { ...d })]),
      ...sourceShares(o).map((s): Cell[] => [t('ai.overview.sources'), t(SOURCE_TEXT[s.source]), s.count, percentOf(s.share)]),
      ...o.topKeywords.map((k): Cell[] => [t('ai.overview.topKeywords'), escapeCell(k.keyword), k.hits, null]),
      ...o.topUnanswered.map((q): Cell[] => [t('ai.overview.topUnanswered'), escapeCell(q.question), q.count, null]),
    ],
  };
}
