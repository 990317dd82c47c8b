import { tickets } from '../../../../resources/workflow/tickets.ts';
import { chinaMonth, chinaMonthStart } from '../../../domain/chinaTime.ts';
import { MAX_SUMMARY_MONTHS, monthsBetween } from '../../../domain/ticketSummary.ts';
import { parseRange } from '../../engine/filterValues.ts';
import { fieldByName } from '../../engine/schema.ts';
import { ApiError } from '../../errors.ts';

/** The summary's creation range: `from` included, `to` excluded (ISO instants); `from` may be open. */
export interface SummaryRange {
  from?: string;
  to: string;
}

/**
 * `?created=from,to` as the list filters read a range (date-only bounds are China days, `to`'s
 * day included); without it the last 12 months: this China month and the 11 before it. An open
 * `to` ends now. A bad date, `from` after `to` or a range past 10 years → 400 in Chinese.
 */
export function summaryRange(raw: string | undefined, now: number): SummaryRange {
  if (!raw || raw.trim() === '' || raw.trim() === ',') return { from: chinaMonthStart(now, -11), to: chinaMonthStart(now, 1) };
  const created = fieldByName(tickets, 'created_at');
  if (!created) throw new Error('tickets declare created_at');
  const r = parseRange(created, raw);
  // an inclusive ISO `to` (a full instant) becomes exclusive one millisecond later
  const to = r.to ? (r.toInclusive ? new Date(Date.parse(r.to) + 1).toISOString() : r.to) : new Date(now + 1).toISOString();
  if (r.from && r.from >= to) throw new ApiError('FILTER_INVALID', '统计时间的开始不能晚于结束');
  if (r.from && monthsBetween(chinaMonth(Date.parse(r.from)), chinaMonth(Date.parse(to) - 1)).length > MAX_SUMMARY_MONTHS) {
    throw new ApiError('FILTER_INVALID', '统计时间最长 10 年，请缩短时间范围');
  }
  return { from: r.from, to };
}
