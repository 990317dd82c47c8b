import { CHINA_OFFSET_MS } from './chinaTime.ts';

/** The four date formats of section 9, as dayjs/format patterns. */
export const DATE_FORMATS = {
  date: 'YYYY-MM-DD',
  time: 'HH:mm:ss',
  hour: 'YYYY-MM-DD HH:00',
  datetime: 'YYYY-MM-DD HH:mm:ss',
} as const;

export type DateFormat = keyof typeof DATE_FORMATS;

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * Formats an ISO string, a Date or epoch milliseconds as China time (UTC+8, chinaTime.ts) —
 * whatever the browser's or the server's own zone; empty or invalid input gives '-'. The app's
 * one time formatter. Pure (no dayjs) so the server and tests use the same rule.
 */
export function formatDate(value: string | number | Date | null | undefined, format: DateFormat = 'datetime'): string {
  if (value === null || value === undefined || value === '') return '-';
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return '-';
  const d = new Date(instant.getTime() + CHINA_OFFSET_MS);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  switch (format) {
    case 'date':
      return date;
    case 'time':
      return time;
    case 'hour':
      return `${date} ${pad(d.getUTCHours())}:00`;
    case 'datetime':
      return `${date} ${time}`;
  }
}
