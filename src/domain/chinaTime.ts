/**
 * The product's time zone is China Standard Time (UTC+8, no daylight saving): a "day" — a
 * repair or request number's date, a date-only filter, the warranty check's today — is a day
 * there, whatever the server's or the browser's own zone. The one place that knows it.
 */
export const CHINA_OFFSET = '+08:00';
export const CHINA_OFFSET_MS = 8 * 3_600_000;

/** `YYYY-MM-DD` of an instant (epoch ms) in China. */
export const chinaDate = (ms: number): string => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** China time to the minute, `YYYY-MM-DD HH:mm` (a notification's `time` variable). */
export const chinaMinute = (ms: number): string => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** `yyyyMMdd` of an instant in China: the date part of a record number (WX20261124…). */
export const chinaDayKey = (ms: number): string => chinaDate(ms).replaceAll('-', '');

/** `YYYY-MM` of an instant (epoch ms) in China. */
export const chinaMonth = (ms: number): string => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 7);

/** The instant (ISO) a China month starts, `shift` months after the month of `ms`. */
export function chinaMonthStart(ms: number, shift = 0): string {
  const local = new Date(ms + CHINA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + shift, 1) - CHINA_OFFSET_MS).toISOString();
}

/** The instant (ISO) a China day (`YYYY-MM-DD`) starts. */
export const chinaDayStart = (day: string): string => new Date(Date.parse(`${day}T00:00:00${CHINA_OFFSET}`)).toISOString();

/** The UTC hour at which a China day begins (00:00 at UTC+8): an instant at this hour or later is the next China day. */
export const CHINA_DAY_BEGINS_UTC_HOUR = 24 - CHINA_OFFSET_MS / 3_600_000;

const shiftUtcDay = (day: string, shift: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + shift * 86_400_000).toISOString().slice(0, 10);

/**
 * The China day of a UTC day (`YYYY-MM-DD`) as grouped in the database, given whether the instant
 * was at CHINA_DAY_BEGINS_UTC_HOUR or later (already the next day in China).
 */
export const chinaDayOfUtcDay = (day: string, late: boolean): string => (late ? shiftUtcDay(day, 1) : day);

/** The China month (`YYYY-MM`) of a UTC day as grouped in the database (see chinaDayOfUtcDay). */
export const chinaMonthOfUtcDay = (day: string, late: boolean): string => chinaDayOfUtcDay(day, late).slice(0, 7);
