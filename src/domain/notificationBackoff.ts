/**
 * When a notification is tried again after a failed attempt (issue 20): exponential steps of
 * 30 s, 2 min, 10 min, 1 h and 6 h (the last repeats), each spread by ±10 % so rows that failed
 * together do not all come back at the same instant. Pure: `random` is a number in [0, 1).
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The wait after attempt 1, 2, 3, 4 and 5 or later, before jitter. */
export const BACKOFF_STEPS_MS: readonly number[] = [30 * SECOND, 2 * MINUTE, 10 * MINUTE, HOUR, 6 * HOUR];

/** The spread of each wait: ±10 %. */
export const BACKOFF_JITTER = 0.1;

/** The wait in ms after the failed attempt number `attempt` (1-based). */
export function backoffMs(attempt: number, random: number): number {
  const step = BACKOFF_STEPS_MS[Math.min(Math.max(1, Math.floor(attempt)), BACKOFF_STEPS_MS.length) - 1];
  const r = Math.min(Math.max(random, 0), 1);
  return Math.round(step * (1 + BACKOFF_JITTER * (2 * r - 1)));
}
