import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECT } from '../../helpers/testDatabase.ts';
import { createTemplate, dropTemplate, endRun, unchanged, type RunServer, type Template } from './harness.ts';
import { createFuzzServer, createRealServer } from './servers.ts';

/**
 * The oracle under the fuzz and atomicity suites: `unchanged` must say false after any change
 * that stayed, and true when only log rows were written or a change was rolled back — on each
 * server those suites run on, so the cheap path (counting rows written) cannot hide a change.
 */
let t: Template;
beforeAll(async () => {
  t = await createTemplate();
}, 60_000);
afterAll(() => dropTemplate(t));

const kinds: [string, (t: Template) => RunServer][] = [
  ['fuzz server', createFuzzServer],
  ['real server', createRealServer],
];

describe.each(kinds)(`unchanged on the %s (${TEST_DIALECT})`, (_name, make) => {
  let server: RunServer;
  beforeAll(() => {
    server = make(t);
  });
  afterAll(() => server.close());

  it('is true for a run that only read', async () => {
    const run = await server.start();
    try {
    const res = await run.request('GET', '/system/config', { headers: { authorization: t.auth.superadmin } });
    expect(res.status).toBe(200);
    expect(await unchanged(run, t)).toBe(true);
    } finally {
      await endRun(run);
    }
  });

  it('is false after a committed change of a user row', async () => {
    const run = await server.start();
    try {
    const changed = await run.db.updateTable('customer').set({ name: '改过的名字' }).where('id', '=', t.records.customers[0].id).executeTakeFirst();
    expect(Number(changed.numUpdatedRows)).toBe(1);
    expect(await unchanged(run, t)).toBe(false);
    } finally {
      await endRun(run);
    }
  });

  it('is true when only the action log was written', async () => {
    const run = await server.start();
    try {
    await sql`insert into action_log (admin_id, action, resource, status_code, created_at) values (${t.adminIds.superadmin}, 'test.only', 'test', 200, ${new Date().toISOString()})`.execute(run.db);
    expect(await unchanged(run, t)).toBe(true);
    } finally {
      await endRun(run);
    }
  });

  it('is true after a change that was rolled back', async () => {
    const run = await server.start();
    try {
    await expect(
      run.db.transaction().execute(async (trx) => {
        await trx.updateTable('customer').set({ name: '回滚的名字' }).where('id', '=', t.records.customers[0].id).execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await unchanged(run, t)).toBe(true);
    } finally {
      await endRun(run);
    }
  });

  it('is false after a deleted row, and the next run starts from the template again', async () => {
    const run = await server.start();
    try {
    await run.db.deleteFrom('action_log').execute();
    const deleted = await run.db.deleteFrom('system_config').where('id', '=', t.records.config[0].id).executeTakeFirst();
    expect(Number(deleted.numDeletedRows)).toBe(1);
    expect(await unchanged(run, t)).toBe(false);
    } finally {
      await endRun(run);
    }
    const next = await server.start();
    expect(await unchanged(next, t)).toBe(true);
    await endRun(next);
  });
});
