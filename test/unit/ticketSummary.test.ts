import { describe, expect, it } from 'vitest';
import { chinaMonth, chinaMonthOfUtcDay, chinaMonthStart } from '../../src/domain/chinaTime.ts';
import { monthsBetween, topWithOther } from '../../src/domain/ticketSummary.ts';

describe('the problem summary’s months and bars', () => {
  it('reads months in China time', () => {
    expect(chinaMonth(Date.parse('2026-10-31T15:59:59.999Z'))).toBe('2026-10');
    expect(chinaMonth(Date.parse('2026-10-31T16:00:00.000Z'))).toBe('2026-11');
    // a UTC day with its "16:00 or later" flag, as the database groups it
    expect(chinaMonthOfUtcDay('2026-10-31', false)).toBe('2026-10');
    expect(chinaMonthOfUtcDay('2026-10-31', true)).toBe('2026-11');
    expect(chinaMonthOfUtcDay('2026-12-31', true)).toBe('2027-01');
    expect(chinaMonthOfUtcDay('2026-10-30', true)).toBe('2026-10');
  });

  it('starts months at China midnight, across a year', () => {
    const now = Date.parse('2026-11-22T04:00:00.000Z');
    expect(chinaMonthStart(now)).toBe('2026-10-31T16:00:00.000Z');
    expect(chinaMonthStart(now, -11)).toBe('2025-11-30T16:00:00.000Z');
    expect(chinaMonthStart(now, 2)).toBe('2026-12-31T16:00:00.000Z');
  });

  it('lists every month between two, over a new year', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-02', '2026-02')).toEqual(['2026-02']);
    expect(monthsBetween('2026-03', '2026-02')).toEqual([]);
  });

  it('keeps the largest bars and sums the rest as one', () => {
    const counts = [{ label: 'A', value: 1 }, { label: 'B', value: 5 }, { label: 'C', value: 2 }, { label: 'D', value: 1 }];
    expect(topWithOther(counts, 2, '其他')).toEqual([{ label: 'B', value: 5 }, { label: 'C', value: 2 }, { label: '其他', value: 2 }]);
    expect(topWithOther(counts, 4, '其他')).toHaveLength(4);
  });
});
