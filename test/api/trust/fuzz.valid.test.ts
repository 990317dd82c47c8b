import { afterAll, beforeAll, describe, it, vi } from 'vitest';
import { endpointTable } from '../../../resources/registry.ts';
import { validCase } from './cases.ts';
import { FUZZ_RUNS, fuzzEndpoint } from './fuzzRuns.ts';
import { createTemplate, dropTemplate, type RunServer, type Template } from './harness.ts';
import { createFuzzServer } from './servers.ts';
import { topUpRecords } from './topUp.ts';

vi.mock('../../../src/server/auth/password.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/server/auth/password.ts')>()),
  hashPassword: (await import('./cheapPassword.ts')).cheapHashPassword,
}));

let t: Template;
let server: RunServer;
let total = 0;
beforeAll(async () => {
  t = await createTemplate(topUpRecords);
  server = createFuzzServer(t);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await dropTemplate(t);
});
afterAll(() => console.info(`fuzz (valid): ${endpointTable().length} endpoints × ${FUZZ_RUNS} runs = ${total} requests`));

describe('fuzz: requests built from the declarations never get a 5xx', () => {
  for (const e of endpointTable()) {
    it(`${e.key} ${e.method} ${e.path}`, { timeout: 120_000 }, async () => {
      total += await fuzzEndpoint(server, e, t, validCase(e, t));
    });
  }
});
