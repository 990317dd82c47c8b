import fc from 'fast-check';
import type { EndpointEntry } from '../../../resources/registry.ts';
import type { FuzzCase } from './cases.ts';
import { endRun, type FuzzServer, type Template } from './harness.ts';
import { checkAnswer } from './oracle.ts';

/** Runs per endpoint and property: env FUZZ_RUNS, 200 by default (CI). */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/** Sends each generated case to a fresh copy of the template and checks the answer. */
export async function fuzzEndpoint(server: FuzzServer, e: EndpointEntry, t: Template, cases: fc.Arbitrary<FuzzCase>, seed?: number): Promise<number> {
  let runs = 0;
  await fc.assert(
    fc.asyncProperty(cases, async (c) => {
      runs += 1;
      const run = server.start();
      try {
        const res = await run.request(c.method, c.path, { body: c.body, headers: c.headers });
        checkAnswer(e, c, res, run, t);
      } finally {
        endRun(run);
      }
    }),
    { numRuns: FUZZ_RUNS, seed, endOnFailure: true },
  );
  return runs;
}
