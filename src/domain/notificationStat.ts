import { chinaDate } from './chinaTime.ts';

/** One China day of one channel: notifications created that day that were sent, failed, of unknown outcome (发送结果未知), delivered. */
export interface StatDay {
  day: string;
  channel: string;
  sent: number;
  failed: number;
  uncertain: number;
  delivered: number;
}

/**
 * A channel's figures over the range; the success rate is sent ÷ (sent + failed), null when
 * nothing has finished. 发送结果未知 (`uncertain`) rows are neither: counted apart, out of the rate.
 */
export interface StatChannel {
  channel: string;
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  uncertain: number;
  delivered: number;
  successRate: number | null;
}

/** One of the most frequent failure reasons: its text, its channel and how many notifications it failed. */
export interface StatError {
  error: string;
  channel: string;
  count: number;
}

/**
 * `GET /notification/stat?from&to`: the notifications created in the China days `from`..`to`
 * (both included) — per day and channel, per channel with its success rate, all channels
 * together (`channel: ''`), and the ten most frequent failure reasons.
 */
export interface NotificationStat {
  from: string;
  to: string;
  days: string[];
  byDay: StatDay[];
  channels: StatChannel[];
  total: StatChannel;
  topErrors: StatError[];
}

/** Days the statistics show when no range is given (today and the 29 before). */
export const DEFAULT_STAT_DAYS = 30;
/** The longest range counted day by day. */
export const MAX_STAT_DAYS = 366;
/** How many failure reasons are listed. */
export const TOP_ERRORS = 10;

const DAY_MS = 86_400_000;

/** Whether `day` is a real calendar day written `YYYY-MM-DD`. */
export const isDay = (day: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** The China day `shift` days after `day`. */
export const shiftDay = (day: string, shift: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + shift * DAY_MS).toISOString().slice(0, 10);

/** How many days `first`..`last` covers, both included. */
export const dayCount = (first: string, last: string): number => Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS) + 1;

/** Every day from `first` to `last`, both included (none when `last` is earlier). */
export function daysBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let d = first; d <= last; d = shiftDay(d, 1)) out.push(d);
  return out;
}

/** The default range: the last `DEFAULT_STAT_DAYS` China days, today included. */
export function defaultStatRange(now: number): { from: string; to: string } {
  const to = chinaDate(now);
  return { from: shiftDay(to, 1 - DEFAULT_STAT_DAYS), to };
}

/** sent ÷ (sent + failed), rounded to four places; null when none has finished. */
export const successRate = (sent: number, failed: number): number | null => (sent + failed ? Math.round((sent / (sent + failed)) * 10_000) / 10_000 : null);

/** A success rate as a percentage (`97.5%`), or `-`. */
export const ratePercent = (rate: number | null): string => (rate === null ? '-' : `${String(Math.round(rate * 1000) / 10)}%`);
