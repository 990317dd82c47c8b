import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';
import { createRepair } from './repairFixtures.ts';

let s: TestServer;
beforeEach(async () => {
  s = await createTestServer();
});
afterEach(() => s.close());

const logs = () => s.db.selectFrom('action_log').selectAll().orderBy('id').execute();

describe('action log', () => {
  it('writes one row per mutation and per refusal, never a secret', async () => {
    const { uid, token } = await s.login('staff');
    await s.request('POST', '/account/admin/login', { body: { username: 'staff', password: 'wrong-one' } });
    await s.request('POST', '/account/admin/login', { body: { username: 'ghost', password: 'demo123456' } });
    const rec = await createRepair(s);
    await s.request('PUT', `/needs/manage-repair/${rec.id}`, { as: 'staff', body: { version: 1, fault: '开机无反应' } });
    await s.request('PUT', `/needs/manage-repair/${rec.id}/status`, { as: 'staff', body: { action: 'receive', version: 2 } });
    await s.request('PUT', `/needs/manage-repair/${rec.id}/follow`, { as: 'staff', body: { content: '已联系' } });
    await s.request('PUT', '/account/admin/profile/i', { as: 'staff', body: { nickname: '燕' } });
    await s.request('PUT', `/account/admin/${uid}/password`, { as: 'staff', body: { oldPassword: 'demo123456', newPassword: 'demo123456-new' } });
    await s.request('GET', '/needs/manage-repairs', { as: 'member' });
    await s.request('DELETE', `/needs/repair/${rec.id}?version=3`, { as: 'superadmin' });
    const rows = await logs();
    const actions = rows.map((r) => r.action);
    expect(actions.filter((a) => a === 'login.refused')).toHaveLength(2);
    for (const a of ['repairs.create', 'repairs.update', 'repairs.receive', 'repairs.follow', 'account.profile', 'account.password', 'access.denied', 'repairs.delete']) {
      expect(actions.filter((x) => x === a), a).toHaveLength(1);
    }
    const denied = rows.find((r) => r.action === 'access.denied');
    expect(denied).toMatchObject({ username: 'member', status_code: 403 });
    const update = rows.find((r) => r.action === 'repairs.update');
    expect(update).toMatchObject({ username: 'staff', resource: 'repairs', record_id: String(rec.id), status_code: 200 });
    expect(JSON.parse(update?.before_json ?? '{}').fault).toBe('激光头不出光');
    expect(JSON.parse(update?.after_json ?? '{}').fault).toBe('开机无反应');
    const text = JSON.stringify(rows);
    expect(text).not.toContain('demo123456');
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/password_hash|scrypt\$/);
  });

  it('records throttled and disabled logins; reads and failed validation write nothing', async () => {
    for (let i = 0; i < 6; i++) await s.request('POST', '/account/admin/login', { body: { username: 'admin', password: 'x' } });
    await s.db.updateTable('admin').set({ status: 0 }).where('username', '=', 'member').execute();
    await s.request('POST', '/account/admin/login', { body: { username: 'member', password: 'demo123456' } });
    const rows = await logs();
    expect(rows.filter((r) => r.action === 'login.refused').map((r) => r.status_code)).toEqual([401, 401, 401, 401, 401, 429, 403]);
    const count = rows.length;
    await s.request('GET', '/needs/manage-repairs', { as: 'staff' });
    await s.request('POST', '/needs/manage-repair', { as: 'staff', body: { fault: '' } });
    expect((await logs()).filter((r) => r.action !== 'login')).toHaveLength(count);
  });

  it('logs an IPv4 caller on a dual-stack socket (::ffff:a.b.c.d) and the local machine (::1) as plain IPv4', async () => {
    const loginFrom = (remoteAddress: string, password: string) =>
      s.app.request(
        '/api/cms/account/admin/login',
        { method: 'POST', body: JSON.stringify({ username: 'staff', password }), headers: { 'content-type': 'application/json' } },
        { incoming: { socket: { remoteAddress } } },
      );
    expect((await loginFrom('::ffff:192.168.1.20', 'demo123456')).status).toBe(200);
    expect((await loginFrom('::1', 'wrong-one')).status).toBe(401);
    expect((await loginFrom('2001:db8::7', 'wrong-one')).status).toBe(401);
    const rows = await logs();
    expect(rows.map((r) => [r.action, r.ip])).toEqual([
      ['login', '192.168.1.20'],
      ['login.refused', '127.0.0.1'],
      ['login.refused', '2001:db8::7'],
    ]);
  });
});
