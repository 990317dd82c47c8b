import { createRandom } from '../../../src/server/db/random.ts';
/**
 * A small seeded PRNG (mulberry32) for the tests that pick moments or choices at random: the
 * seed comes from the environment variable named (to replay a failure) or from the clock, and
 * is printed in every failure message through `describeSeed`.
 */
export interface SeededRandom {
  seed: number;
  /** A number in [0, 1), like Math.random(). */
  next(): number;
  /** An integer in [0, n). */
  below(n: number): number;
  /** `NAME=seed`, to put in assertion messages. */
  describeSeed(): string;
}

/** mulberry32, the demo seed's own generator (src/server/db/seed.ts). */
export const mulberry32 = createRandom;

/** A generator seeded from `process.env[envName]` when set, else from the clock. */
export function seededRandom(envName: string, env: Record<string, string | undefined> = process.env): SeededRandom {
  const given = env[envName];
  const replay = given !== undefined && given !== '';
  if (replay && !Number.isFinite(Number(given))) throw new Error(`${envName} must be a number, got ${given}`);
  const seed = replay ? Number(given) >>> 0 : Date.now() >>> 0;
  const next = mulberry32(seed);
  return { seed, next, below: (n) => Math.floor(next() * n), describeSeed: () => `${envName}=${seed}` };
}
