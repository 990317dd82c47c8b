import { describe, expect, it } from 'vitest';
import { BACKOFF_STEPS_MS, backoffMs } from '../../src/domain/notificationBackoff.ts';

describe('the retry schedule of notifications', () => {
  it('waits 30 s, 2 min, 10 min, 1 h and 6 h after attempts 1 to 5 (middle of the jitter)', () => {
    expect([1, 2, 3, 4, 5].map((a) => backoffMs(a, 0.5))).toEqual([30_000, 120_000, 600_000, 3_600_000, 21_600_000]);
  });

  it('keeps 6 h after attempt 5 and treats a bad attempt number as the first', () => {
    expect(backoffMs(9, 0.5)).toBe(21_600_000);
    expect(backoffMs(0, 0.5)).toBe(30_000);
    expect(backoffMs(-3, 0.5)).toBe(30_000);
  });

  it('spreads each wait by at most ±10 %', () => {
    for (const [i, step] of BACKOFF_STEPS_MS.entries()) {
      expect(backoffMs(i + 1, 0)).toBe(Math.round(step * 0.9));
      expect(backoffMs(i + 1, 0.999999)).toBeLessThanOrEqual(Math.round(step * 1.1));
      expect(backoffMs(i + 1, 0.999999)).toBeGreaterThan(Math.round(step * 1.09));
    }
  });

  it('grows with every attempt, whatever the jitter', () => {
    for (let a = 1; a < BACKOFF_STEPS_MS.length; a++) expect(backoffMs(a + 1, 0)).toBeGreaterThan(backoffMs(a, 0.999999));
  });
});
