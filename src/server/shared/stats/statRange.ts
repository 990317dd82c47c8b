import { chinaDayStart } from '../../../domain/chinaTime.ts';
import { dayCount, defaultStatRange, isDay, MAX_STAT_DAYS, shiftDay } from '../../../domain/notificationStat.ts';
import { ApiError } from '../../errors.ts';

/** The statistics' range: China days `from`..`to` (both included) and the instants `[start, end)` they cover. */
export interface StatRange {
  from: string;
  to: string;
  start: string;
  end: string;
}

const day = (raw: string | undefined, name: string): string | undefined => {
  const v = raw?.trim();
  if (!v) return undefined;
  if (!isDay(v)) throw new ApiError('FILTER_INVALID', `统计${name}日期应为 YYYY-MM-DD 格式的日期`);
  return v;
};

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD` (China days, both included); without them the last 30 days,
 * today included; one bound alone keeps 30 days' length. A bad day, a start after the end or a
 * range over 366 days → 400 in Chinese.
 */
export function statRange(rawFrom: string | undefined, rawTo: string | undefined, now: number): StatRange {
  const fallback = defaultStatRange(now);
  const givenFrom = day(rawFrom, '开始');
  const givenTo = day(rawTo, '结束');
  const span = dayCount(fallback.from, fallback.to) - 1;
  const to = givenTo ?? (givenFrom ? shiftDay(givenFrom, span) : fallback.to);
  const from = givenFrom ?? shiftDay(to, -span);
  if (from > to) throw new ApiError('FILTER_INVALID', '统计时间的开始不能晚于结束');
  if (dayCount(from, to) > MAX_STAT_DAYS) throw new ApiError('FILTER_INVALID', `统计时间最长 ${String(MAX_STAT_DAYS)} 天，请缩短时间范围`);
  return { from, to, start: chinaDayStart(from), end: chinaDayStart(shiftDay(to, 1)) };
}
