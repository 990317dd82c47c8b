import fc from 'fast-check';
import type { EndpointEntry } from '../../../resources/registry.ts';
import { TEST_DIALECT } from '../../helpers/testDatabase.ts';
import type { FuzzCase } from './cases.ts';
import { endRun, type RunServer, type Template } from './harness.ts';
import { checkAnswer } from './oracle.ts';

/**
 * Runs per endpoint and property: env FUZZ_RUNS; else 200 on SQLite (a run there costs ~0.1 ms)
 * and 20 on PostgreSQL (a run of the fuzz server costs a few ms there, pgSavepointServer.ts; the
 * real-transaction server's run is a database of its own, pgServer.ts: CREATE DATABASE …
 * TEMPLATE, then DROP, ~0.1–0.4 s on a busy 2-core machine).
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? (TEST_DIALECT === 'postgres' ? 20 : 200));

/** The runs of a property that takes `sqliteRuns` at the default 200: the same share of FUZZ_RUNS, never below 20. */
export const runsFor = (sqliteRuns: number): number => Math.max(20, Math.round((sqliteRuns * FUZZ_RUNS) / 200));

/** Sends each generated case to a fresh copy of the template and checks the answer. */
export async function fuzzEndpoint(server: RunServer, e: EndpointEntry, t: Template, cases: fc.Arbitrary<FuzzCase>, seed?: number): Promise<number> {
  let runs = 0;
  await fc.assert(
    fc.asyncProperty(cases, async (c) => {
      runs += 1;
      const run = await server.start();
      try {
        const res = await run.request(c.method, c.path, { body: c.body, headers: c.headers });
        await checkAnswer(e, c, res, run, t);
      } finally {
        await endRun(run);
      }
    }),
    { numRuns: FUZZ_RUNS, seed, endOnFailure: true },
  );
  return runs;
}
