import { describe, expect, it } from 'vitest';
import { CHINA_OFFSET, chinaDate, chinaDayKey } from '../../src/domain/chinaTime.ts';

describe('the China day (src/domain/chinaTime.ts)', () => {
  it('turns at 16:00 UTC, midnight in China', () => {
    expect(chinaDate(Date.parse('2026-11-24T15:59:59.999Z'))).toBe('2026-11-24');
    expect(chinaDate(Date.parse('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
  });

  it('gives a record number its yyyyMMdd, across a year end', () => {
    expect(chinaDayKey(Date.parse('2026-12-31T16:30:00Z'))).toBe('20270101');
    expect(chinaDayKey(Date.parse('2026-12-31T15:30:00Z'))).toBe('20261231');
  });

  it('is the offset a date-only filter starts its day at', () => {
    expect(Date.parse(`2026-11-24T00:00:00${CHINA_OFFSET}`)).toBe(Date.parse('2026-11-23T16:00:00Z'));
    expect(chinaDate(Date.parse(`2026-11-24T00:00:00${CHINA_OFFSET}`))).toBe('2026-11-24');
  });
});
