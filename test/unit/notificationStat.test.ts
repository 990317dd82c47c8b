import { describe, expect, it } from 'vitest';
import { chinaDayOfUtcDay, chinaDayStart } from '../../src/domain/chinaTime.ts';
import { dayCount, daysBetween, defaultStatRange, isDay, ratePercent, shiftDay, successRate } from '../../src/domain/notificationStat.ts';

describe('notification statistics: China days', () => {
  it.each([
    ['2026-11-22', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['2026-11-22T00:00', false],
    ['', false],
  ])('isDay(%j) is %s', (day, expected) => {
    expect(isDay(day)).toBe(expected);
  });

  it('starts a China day at 16:00 UTC the day before', () => {
    expect(chinaDayStart('2026-11-01')).toBe('2026-10-31T16:00:00.000Z');
  });

  it('puts an instant from 16:00 UTC on the next China day', () => {
    expect(chinaDayOfUtcDay('2026-12-31', true)).toBe('2027-01-01');
    expect(chinaDayOfUtcDay('2026-12-31', false)).toBe('2026-12-31');
  });

  it('counts and lists the days of a range, both ends included', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(daysBetween('2026-03-01', '2026-02-28')).toEqual([]);
    expect(dayCount('2026-02-27', '2026-03-01')).toBe(3);
    expect(dayCount('2025-11-23', '2026-11-22')).toBe(365);
    expect(shiftDay('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('defaults to the last 30 China days, today included', () => {
    // 2026-11-22 17:00 UTC is already the 23rd in China
    expect(defaultStatRange(Date.parse('2026-11-22T17:00:00Z'))).toEqual({ from: '2026-10-25', to: '2026-11-23' });
  });

  it('rates sent against sent + failed', () => {
    expect(successRate(2, 1)).toBe(0.6667);
    expect(successRate(0, 0)).toBeNull();
    expect(successRate(0, 3)).toBe(0);
    expect(ratePercent(0.6667)).toBe('66.7%');
    expect(ratePercent(1)).toBe('100%');
    expect(ratePercent(null)).toBe('-');
  });
});
