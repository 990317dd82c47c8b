import { describe, expect, it } from 'vitest';
import { mulberry32, seededRandom } from '../api/trust/seededRandom.ts';

describe('the seeded PRNG of the crash and twins tests', () => {
  it('replays the same sequence from the seed in the named variable', () => {
    const a = seededRandom('CRASH_SEED', { CRASH_SEED: '12345' });
    const b = seededRandom('CRASH_SEED', { CRASH_SEED: '12345' });
    const first = Array.from({ length: 20 }, () => a.below(300));
    expect(Array.from({ length: 20 }, () => b.below(300))).toEqual(first);
    expect(new Set(first).size, 'the numbers vary').toBeGreaterThan(10);
    expect(a.seed).toBe(12345);
    expect(a.describeSeed()).toBe('CRASH_SEED=12345');
  });

  it('stays in [0, 1) and spreads over it', () => {
    const next = mulberry32(7);
    const values = Array.from({ length: 1000 }, next);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.filter((v) => v < 0.5).length).toBeGreaterThan(400);
    expect(values.filter((v) => v < 0.5).length).toBeLessThan(600);
  });

  it('seeds from the clock without the variable, and refuses a seed that is not a number', () => {
    expect(seededRandom('CRASH_SEED', {}).seed).toBeGreaterThan(0);
    expect(() => seededRandom('CRASH_SEED', { CRASH_SEED: 'abc' })).toThrow(/CRASH_SEED/);
  });
});
