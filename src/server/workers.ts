import { StartRefused } from './startFailure.ts';

/** The most server processes `WORKERS` may ask for. */
export const MAX_WORKERS = 64;

/**
 * How many server processes `WORKERS` asks for (`npm run serve` on one machine, node:cluster):
 * unset or empty is 1, the single process without a cluster; otherwise a whole number from 1 to
 * MAX_WORKERS, or the start fails with a message that says so.
 */
export function workersFromEnv(env: { WORKERS?: string }): number {
  const raw = env.WORKERS?.trim() ?? '';
  if (raw === '') return 1;
  const count = /^[1-9]\d{0,2}$/.test(raw) ? Number(raw) : NaN;
  if (!(count >= 1 && count <= MAX_WORKERS)) throw new StartRefused(`环境变量 WORKERS 必须是 1 到 ${MAX_WORKERS} 之间的整数（现在是「${env.WORKERS}」）`);
  return count;
}
