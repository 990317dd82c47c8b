import { describe, expect, it } from 'vitest';
import { MAX_WORKERS, workersFromEnv } from '../../src/server/workers.ts';

describe('WORKERS', () => {
  it('unset or empty is one process', () => {
    expect(workersFromEnv({})).toBe(1);
    expect(workersFromEnv({ WORKERS: '' })).toBe(1);
    expect(workersFromEnv({ WORKERS: ' ' })).toBe(1);
  });

  it('takes every whole number from 1 to 64', () => {
    expect(MAX_WORKERS).toBe(64);
    for (let n = 1; n <= MAX_WORKERS; n++) expect(workersFromEnv({ WORKERS: String(n) })).toBe(n);
    expect(workersFromEnv({ WORKERS: ' 4 ' })).toBe(4);
  });

  it.each(['0', '65', '100', '1000', '-2', '2.5', '1e1', '0x2', '02', 'abc', '二', '+3', 'NaN', 'Infinity'])('refuses %j with a Chinese message naming the range and the value', (value) => {
    expect(() => workersFromEnv({ WORKERS: value })).toThrow(`环境变量 WORKERS 必须是 1 到 64 之间的整数（现在是「${value}」）`);
  });
});
