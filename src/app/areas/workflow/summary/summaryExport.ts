import type { TicketSummary } from '../../../../domain/ticketSummary.ts';
import type { Translate } from '../../../locales/text.ts';
import { escapeCell, type Cell } from '../../../schema/list/exportCells.ts';

/** The summary's headers and rows for one sheet: 分类, 项目, 工单数/新建, 关闭. */
export function summaryRows(s: TicketSummary, range: readonly [string, string], t: Translate): { headers: string[]; rows: Cell[][] } {
  const counts = (section: string, list: readonly { label: string; value: number }[]): Cell[][] => list.map((c) => [section, escapeCell(c.label), c.value, null]);
  return {
    headers: [t('wfSummary.section'), t('wfSummary.label'), t('wfSummary.count'), t('wfSummary.closed')],
    rows: [
      [t('wfSummary.rangeRow'), `${range[0]} ~ ${range[1]}`, null, null],
      [t('wfSummary.figures'), t('wfSummary.total'), s.total, null],
      [t('wfSummary.figures'), t('wfSummary.open'), s.open, null],
      [t('wfSummary.figures'), t('wfSummary.overdue'), s.overdue, null],
      ...counts(t('wfSummary.byType'), s.byType),
      ...counts(t('wfSummary.byModel'), s.byModel),
      ...counts(t('wfSummary.byHandler'), s.byHandler),
      ...s.byMonth.map((m): Cell[] => [t('wfSummary.byMonth'), m.month, m.created, m.closed]),
      ...counts(t('wfSummary.topQuestions'), s.topQuestions.map((q) => ({ label: q.title, value: q.tickets }))),
    ],
  };
}
