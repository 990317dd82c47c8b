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
