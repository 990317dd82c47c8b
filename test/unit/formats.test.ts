import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, formatDate } from '../../src/domain/dates.ts';
import { formatFileSize } from '../../src/domain/fileSize.ts';
import { AVATAR_THUMB_SIZE, DEFAULT_IMAGE_SIZE, avatarThumb, forceHttps, imageThumb } from '../../src/domain/image.ts';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 - 1, '1024 KB'],
    [1024 * 1024, '1 MB'],
    [5.25 * 1024 * 1024, '5.25 MB'],
    [3 * 1024 * 1024 * 1024, '3072 MB'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
  it.each([-1, NaN, Infinity, null, undefined])('%s → -', (bytes) => {
    expect(formatFileSize(bytes)).toBe('-');
  });
});

describe('formatDate', () => {
  // an instant given in China time: the formatter answers in China time whatever the machine's zone (TZ=UTC in CI)
  const d = new Date('2026-11-02T09:05:07+08:00');
  it.each([
    ['date', '2026-11-02'],
    ['time', '09:05:07'],
    ['hour', '2026-11-02 09:00'],
    ['datetime', '2026-11-02 09:05:07'],
  ] as const)('%s → %s', (format, text) => {
    expect(formatDate(d, format)).toBe(text);
    expect(formatDate(d.getTime(), format)).toBe(text);
  });
  it('defaults to datetime and reads ISO strings', () => {
    expect(formatDate(d.toISOString())).toBe('2026-11-02 09:05:07');
  });
  it('shows a UTC instant in China time: the day and hour turn over at 16:00 UTC', () => {
    expect(formatDate('2026-08-30T14:17:33.306Z')).toBe('2026-08-30 22:17:33');
    expect(formatDate('2026-08-30T16:00:00.000Z')).toBe('2026-08-31 00:00:00');
    expect(formatDate('2026-08-30T16:00:00.000Z', 'date')).toBe('2026-08-31');
    expect(formatDate('2026-08-30T15:59:59.000Z', 'hour')).toBe('2026-08-30 23:00');
  });
  it.each([null, undefined, '', 'not a date'])('%j → -', (value) => {
    expect(formatDate(value)).toBe('-');
  });
  it('names the four formats of section 9', () => {
    expect(Object.keys(DATE_FORMATS)).toEqual(['date', 'time', 'hour', 'datetime']);
  });
});

describe('images', () => {
  it.each([
    ['http://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['HTTP://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['//cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['/uploads/a.png', '/uploads/a.png'],
    ['', ''],
    [null, ''],
  ])('forceHttps(%j) → %j', (url, expected) => {
    expect(forceHttps(url)).toBe(expected);
  });
  it('sizes thumbnails at 88 by default and 64 for avatars', () => {
    expect(DEFAULT_IMAGE_SIZE).toBe(88);
    expect(AVATAR_THUMB_SIZE).toBe(64);
    expect(imageThumb('http://x.cn/a.png')).toBe('https://x.cn/a.png?x-oss-process=image/resize,m_fill,w_88,h_88');
    expect(avatarThumb('https://x.cn/a.png?v=1')).toBe('https://x.cn/a.png?v=1&x-oss-process=image/resize,m_fill,w_64,h_64');
    expect(avatarThumb('/uploads/a.png')).toBe('/uploads/a.png');
  });
});
