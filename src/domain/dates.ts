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
 * Formats an ISO string, a Date or epoch milliseconds in local time; empty or invalid input gives '-'.
 * Pure (no dayjs) so the server and tests use the same rule.
 */
export function formatDate(value: string | number | Date | null | undefined, format: DateFormat = 'datetime'): string {
  if (value === null || value === undefined || value === '') return '-';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '-';
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  switch (format) {
    case 'date':
      return date;
    case 'time':
      return time;
    case 'hour':
      return `${date} ${pad(d.getHours())}:00`;
    case 'datetime':
      return `${date} ${time}`;
  }
}
