import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpointTable } from '../../../resources/registry.ts';
import { validCase } from './cases.ts';
import { createFileServer, type FileServer } from './fileServer.ts';
import { createTemplate, endRun, unchanged, type Template } from './harness.ts';
import { topUpRecords } from './topUp.ts';

vi.mock('../../../src/server/auth/password.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/server/auth/password.ts')>()),
  hashPassword: (await import('./cheapPassword.ts')).cheapHashPassword,
}));

/**
 * The action-log row of a change is written in the change's own transaction: with the action
 * log made unwritable (a trigger that aborts every insert), no write endpoint may answer 2xx,
 * and nothing may have changed. Generated from endpointTable(), so new endpoints join. Runs on a
 * real database file with the server's own connection and transactions (fileServer.ts).
 */

let t: Template;
let server: FileServer;
beforeAll(async () => {
  t = await createTemplate(topUpRecords);
  server = createFileServer(t, {
    prepare: (sqlite) => sqlite.exec("create trigger audit_down before insert on action_log begin select raise(abort, 'action log unavailable'); end"),
  });
}, 60_000);
afterAll(() => server?.close());

const writes = endpointTable().filter((e) => e.method !== 'GET');

/**
 * Hand-written handlers that still log after their change (`c.set('audit')` outside a
 * transaction) instead of `auditChange(c, trx, …)`: marked `it.fails`, so the test turns red —
 * and this entry must go — once the handler is fixed.
 */
const LOGS_AFTER_THE_CHANGE = new Set<string>([]);

describe('a change and its action-log row commit together or not at all', () => {
  for (const e of writes) {
    const test = LOGS_AFTER_THE_CHANGE.has(e.key) ? it.fails : it;
    test(`${e.key} ${e.method} ${e.path}`, { timeout: 120_000 }, async () => {
      let stopped = 0;
      await fc.assert(
        fc.asyncProperty(validCase(e, t).map((c) => ({ ...c, caller: 'superadmin' as const, headers: { ...c.headers, authorization: t.auth.superadmin } })), async (c) => {
          const run = server.start();
          try {
            const res = await run.request(c.method, c.path, { body: c.body, headers: c.headers });
            const where = `${c.method} ${c.path} ${c.body?.slice(0, 200) ?? ''} → ${res.status} ${res.text.slice(0, 200)}`;
            expect(res.status, `answered without its action-log row: ${where}`).toBeGreaterThanOrEqual(400);
            if (res.status === 500) stopped += 1;
            expect(unchanged(run, t), `changed without its action-log row: ${where}`).toBe(true);
            expect(res.text, where).not.toMatch(/action log unavailable|sqlite/i);
          } finally {
            endRun(run);
          }
        }),
        { numRuns: 40 },
      );
      if (e.resource && e.kind === 'create') expect(stopped, 'a valid create is stopped by the unwritable log').toBeGreaterThan(0);
    });
  }
});
