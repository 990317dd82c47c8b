import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreDatabase } from '../../../src/server/db/backup.ts';
import { restorePostgres } from '../../../src/server/db/backupPg.ts';
import { runningServerPids, startLockPath } from '../../../src/server/db/serverLock.ts';
import { LOGIN_MAX_FAILURES } from '../../../src/domain/session.ts';
import { TEST_DIALECT } from '../../helpers/testDatabase.ts';
import { validRepair } from '../repairFixtures.ts';
import { createChildDatabase, type ChildDatabase } from './childDatabase.ts';
import { httpLogin, startChildServer, type ChildServer } from './childServer.ts';

/**
 * Issue 15, broken 4, and issue 18: two server processes (`npm run serve` twice) on one database
 * — an SQLite file, or one PostgreSQL database (TEST_DIALECT) — must act as one. A logout, a
 * password change, an account disable and a rights change made through one hold in the other at
 * its very next request — right after that other server served the same session from its cache
 * — a write through one is read back through the other, in a record, a list and its total, a
 * write with the version read before the other's write gets 409, and failed logins through one
 * count toward the throttle of the other. `npm run restore` refuses while either server lives,
 * and two servers started at the same moment on an empty database both start.
 */

const sqlite = TEST_DIALECT === 'sqlite';
const dir = mkdtempSync(join(tmpdir(), 'cms-two-servers-'));
let database: ChildDatabase;
let a: ChildServer;
let b: ChildServer;
beforeAll(async () => {
  database = await createChildDatabase(dir);
  a = await startChildServer({ DATABASE_URL: database.url });
  b = await startChildServer({ DATABASE_URL: database.url });
}, 60_000);
afterAll(async () => {
  await a?.stop('SIGKILL');
  await b?.stop('SIGKILL');
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

interface Answer {
  status: number;
  body: { code?: string; message?: string; data?: Record<string, unknown> & { list?: Record<string, unknown>[]; total?: number } };
}

async function call(server: ChildServer, auth: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { authorization: auth };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}/api/cms${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

/** The stored account row, read as a third connection would. */
const account = (username: string): Promise<{ id: number; version: number }> =>
  database.use((db) => db.selectFrom('admin').select(['id', 'version']).where('username', '=', username).executeTakeFirstOrThrow());

/** `npm run restore`'s check on the dialect under test: refused while a server uses the database. */
const restoreRefusal = (): Promise<unknown> => (sqlite ? restoreDatabase(database.url, database.url) : restorePostgres(join(dir, 'none.dump'), database.url));

const login = (server: ChildServer, username: string, password: string) =>
  fetch(`${server.url}/api/cms/account/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) }).then(
    async (res) => ({ status: res.status, body: (await res.json()) as Answer['body'] }),
  );

const repairs = '/needs/manage-repairs?type=1&pageSize=5';

describe('two servers on one database', () => {
  it('both hold the database: restore refuses while either one lives', async () => {
    if (sqlite) expect(runningServerPids(database.url)).toEqual([a.process.pid, b.process.pid].sort((x, y) => (x ?? 0) - (y ?? 0)));
    await expect(restoreRefusal()).rejects.toThrow(/请先停止服务/);
  });

  it('a logout through one server ends the session in the other at its next request', async () => {
    const auth = await httpLogin(a.url, 'staff');
    expect((await call(b, auth, 'GET', repairs)).status).toBe(200);
    expect((await call(a, auth, 'POST', '/account/admin/logout', {})).status).toBe(200);
    const after = await call(b, auth, 'GET', repairs);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('40100');
  });

  it("a password change through one server ends the account's other sessions in the other server", async () => {
    const own = await httpLogin(a.url, 'zhouwei');
    const other = await httpLogin(b.url, 'zhouwei');
    expect((await call(b, other, 'GET', repairs)).status).toBe(200);
    const changed = await call(a, own, 'PUT', `/account/admin/${(await account('zhouwei')).id}/password`, { oldPassword: 'demo123456', newPassword: 'Changed-pass-15' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await call(b, other, 'GET', repairs)).status).toBe(401);
    expect((await call(b, own, 'GET', repairs)).status).toBe(200);
  });

  it('disabling an account through one server ends its sessions in the other', async () => {
    const admin = await httpLogin(a.url, 'superadmin');
    const session = await httpLogin(b.url, 'chenjing');
    expect((await call(b, session, 'GET', '/account/admin/check')).status).toBe(200);
    const target = await account('chenjing');
    const res = await call(a, admin, 'PUT', `/account/admin/${target.id}/status`, { action: 'disable', version: target.version });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await call(b, session, 'GET', '/account/admin/check');
    expect(after.status).toBe(401);
  });

  it('a right removed through one server closes the page in the other at its next request, and a right granted opens it', async () => {
    const admin = await httpLogin(a.url, 'superadmin');
    const staff = await httpLogin(b.url, 'staff');
    expect((await call(b, staff, 'GET', repairs)).status).toBe(200);
    const before = await account('staff');
    const removed = await call(a, admin, 'PUT', `/account/admin/${before.id}/permission`, { group: 64, actions: ['manage_message'], version: before.version });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await call(b, staff, 'GET', repairs)).status).toBe(403);
    const between = await account('staff');
    const granted = await call(a, admin, 'PUT', `/account/admin/${between.id}/permission`, { group: 64, actions: ['manage_message', 'manage_needs_repair'], version: between.version });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect((await call(b, staff, 'GET', repairs)).status).toBe(200);
  });

  it('a write through one server is read back through the other: the record, the list page and its total', async () => {
    const onA = await httpLogin(a.url, 'admin');
    const onB = await httpLogin(b.url, 'admin');
    const before = await call(b, onB, 'GET', repairs);
    expect(before.status).toBe(200);
    const created = await call(a, onA, 'POST', '/needs/manage-repair', validRepair({ fault: '两台服务器之间的写入' }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = Number(created.body.data?.id);
    const list = await call(b, onB, 'GET', repairs);
    expect(list.body.data?.total).toBe(Number(before.body.data?.total) + 1);
    expect(list.body.data?.list?.[0]?.id).toBe(id);
    const read = await call(b, onB, 'GET', `/needs/manage-repair/${id}`);
    expect(read.body.data?.fault).toBe('两台服务器之间的写入');
    const updated = await call(b, onB, 'PUT', `/needs/manage-repair/${id}`, { fault: '另一台服务器改过', version: Number(read.body.data?.version) });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await call(a, onA, 'GET', `/needs/manage-repair/${id}`)).body.data?.fault).toBe('另一台服务器改过');
  });

  it('a write with the version read before the other server wrote gets 409 at once, and changes nothing', async () => {
    const onA = await httpLogin(a.url, 'admin');
    const onB = await httpLogin(b.url, 'admin');
    const created = await call(a, onA, 'POST', '/needs/manage-repair', validRepair({ fault: '两边都读到版本 1' }));
    const id = Number(created.body.data?.id);
    const readOnB = await call(b, onB, 'GET', `/needs/manage-repair/${id}`);
    const stale = Number(readOnB.body.data?.version);
    const first = await call(a, onA, 'PUT', `/needs/manage-repair/${id}`, { fault: 'A 先保存', version: stale });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await call(b, onB, 'PUT', `/needs/manage-repair/${id}`, { fault: 'B 用旧版本保存', version: stale });
    expect(second.status, JSON.stringify(second.body)).toBe(409);
    expect(second.body).toMatchObject({ code: '40900', message: '记录已被他人修改，请刷新后重试' });
    const now = await call(b, onB, 'GET', `/needs/manage-repair/${id}`);
    expect(now.body.data).toMatchObject({ fault: 'A 先保存', version: stale + 1 });
  });

  it('the login throttle is shared: failed logins through one server refuse the next login through the other, even with the right password', async () => {
    expect((await login(b, 'sunfang', 'demo123456')).status).toBe(200);
    for (let n = 0; n < LOGIN_MAX_FAILURES; n++) {
      const failed = await login(a, 'sunfang', `wrong-${n}`);
      expect(failed.status, JSON.stringify(failed.body)).toBe(401);
    }
    const refused = await login(b, 'sunfang', 'demo123456');
    expect(refused.status, JSON.stringify(refused.body)).toBe(429);
    expect(refused.body).toMatchObject({ code: '42900', message: '登录失败次数过多，请 5 分钟后再试' });
    expect((await login(a, 'sunfang', 'demo123456')).status).toBe(429);
  });

  it("a deep page read through one server follows a write through the other (the keyset anchors are not kept past another process's commit)", async () => {
    const onA = await httpLogin(a.url, 'admin');
    const onB = await httpLogin(b.url, 'admin');
    const page = (n: number) => call(b, onB, 'GET', `/needs/manage-repairs?type=1&pageSize=10&page=${n}&withTotal=0`);
    const ids = (x: Answer) => (x.body.data?.list ?? []).map((r) => Number(r.id));
    const before21 = ids(await page(21));
    const before22 = ids(await page(22));
    expect(before22).toHaveLength(10);
    expect(ids(await page(22))).toEqual(before22);
    const created = await call(a, onA, 'POST', '/needs/manage-repair', validRepair({ fault: '把每一页往后推一行' }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(ids(await page(22))).toEqual([before21[9], ...before22.slice(0, 9)]);
  });

  it('when the second server stops, the first still holds the database', async () => {
    await b.stop('SIGTERM');
    if (sqlite) {
      expect(runningServerPids(database.url)).toEqual([a.process.pid]);
      await expect(restoreRefusal()).rejects.toThrow(new RegExp(`进程 ${a.process.pid}`));
    } else {
      expect((await call(a, await httpLogin(a.url, 'admin'), 'GET', repairs)).status).toBe(200);
      await expect(restoreRefusal()).rejects.toThrow(/请先停止服务/);
    }
  });
});

describe('two servers started at the same moment on an empty database', () => {
  it('both start (one migrates and seeds while the other waits), and both serve the same data', async () => {
    const fresh = await createChildDatabase(dir, 'fresh.db');
    const started = await Promise.allSettled([startChildServer({ DATABASE_URL: fresh.url }), startChildServer({ DATABASE_URL: fresh.url })]);
    const servers = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    try {
      expect(started.map((r) => (r.status === 'rejected' ? String(r.reason).slice(0, 300) : 'started'))).toEqual(['started', 'started']);
      const totals = await Promise.all(servers.map(async (srv) => (await call(srv, await httpLogin(srv.url, 'admin'), 'GET', repairs)).body.data?.total));
      expect(totals[0]).toBeGreaterThan(0);
      expect(totals[1]).toBe(totals[0]);
      if (sqlite) expect(existsSync(startLockPath(fresh.url))).toBe(false);
    } finally {
      for (const srv of servers) await srv.stop('SIGKILL');
      await fresh.drop();
    }
  }, 60_000);
});
