import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpointTable } from '../../../resources/registry.ts';
import { validCase } from './cases.ts';
import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/database.ts';
import { dialectOf } from '../../../src/server/db/dialect.ts';
import { runsFor } from './fuzzRuns.ts';
import { createTemplate, dropTemplate, endRun, unchanged, type RunServer, type Template } from './harness.ts';
import { createRealServer } from './servers.ts';
import { topUpRecords } from './topUp.ts';

vi.mock('../../../src/server/auth/password.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/server/auth/password.ts')>()),
  hashPassword: (await import('./cheapPassword.ts')).cheapHashPassword,
}));

/**
 * The action-log row of a change is written in the change's own transaction: with the action
 * log made unwritable (a trigger that aborts every insert), no write endpoint may answer 2xx,
 * and nothing may have changed. Generated from endpointTable(), so new endpoints join. Runs with
 * the server's own connections and real transactions (servers.ts: a copy of the template per run).
 */

/** Makes every insert into the action log fail, in each dialect's trigger language. */
async function breakTheActionLog(db: Db): Promise<void> {
  if (dialectOf(db).name === 'postgres') {
    await sql`create function audit_down() returns trigger language plpgsql as $$ begin raise exception 'action log unavailable'; end $$`.execute(db);
    await sql`create trigger audit_down before insert on action_log for each row execute function audit_down()`.execute(db);
  } else {
    await sql`create trigger audit_down before insert on action_log begin select raise(abort, 'action log unavailable'); end`.execute(db);
  }
}

let t: Template;
let server: RunServer;
beforeAll(async () => {
  t = await createTemplate(topUpRecords, { alter: breakTheActionLog });
  server = createRealServer(t);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await dropTemplate(t);
});

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
          const run = await server.start();
          try {
            const res = await run.request(c.method, c.path, { body: c.body, headers: c.headers });
            const where = `${c.method} ${c.path} ${c.body?.slice(0, 200) ?? ''} → ${res.status} ${res.text.slice(0, 200)}`;
            expect(res.status, `answered without its action-log row: ${where}`).toBeGreaterThanOrEqual(400);
            if (res.status === 500) stopped += 1;
            expect(await unchanged(run, t), `changed without its action-log row: ${where}`).toBe(true);
            expect(res.text, where).not.toMatch(/action log unavailable|sqlite|postgres|plpgsql/i);
          } finally {
            await endRun(run);
          }
        }),
        { numRuns: runsFor(40) },
      );
      if (e.resource && e.kind === 'create') expect(stopped, 'a valid create is stopped by the unwritable log').toBeGreaterThan(0);
    });
  }
});
