import type { Clock } from './context.ts';
import { StartRefused } from './startFailure.ts';

/** The part of the environment the clock reads. */
export interface ClockEnv {
  NODE_ENV?: string;
  NOW?: string;
}

/**
 * The server's clock. Outside production (`NODE_ENV` other than `production`) an ISO instant in
 * `NOW` (e.g. `2026-11-24T00:00:00+08:00`) sets the time the server starts at; from there it runs
 * on at the real pace, so records made one after another keep their order and sessions expire.
 * Every "now" of the served app (demo seed, records, sessions, warranty state, action log) reads
 * this clock. In production `NOW` is ignored: the real time always.
 */
export function clockFromEnv(env: ClockEnv, realNow: () => number = Date.now): Clock {
  const start = env.NODE_ENV === 'production' || !env.NOW ? null : Date.parse(env.NOW);
  if (start === null) return { now: realNow };
  if (Number.isNaN(start)) throw new StartRefused(`环境变量 NOW 不是有效的时间（ISO 8601，例如 2026-11-24T00:00:00+08:00）：${env.NOW}`);
  const offset = start - realNow();
  return { now: () => realNow() + offset };
}
