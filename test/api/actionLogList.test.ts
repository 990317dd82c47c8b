import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';
import { idOf } from './peopleFixtures.ts';

/** GET /system/action-logs: who, what, which record, before/after, when, from where; filtered. */
let s: TestServer;
let token = '';
beforeAll(async () => {
  s = await createTestServer();
  token = (await s.login('staff')).token;
  await s.request('POST', '/account/admin/login', { body: { username: 'staff', password: 'Bad-guess-77' } });
  await s.request('GET', '/account/admin', { as: 'staff' });
  await s.request('POST', '/account/admin', { as: 'superadmin', body: { username: 'qa_wang', password: 'secret-init-1', name: '王质检', group: 64 } });
  const member = await idOf(s, 'member');
  await s.request('PUT', `/account/admin/${member}/profile`, { as: 'superadmin', body: { nickname: '小明', version: 1 } });
  await s.request('PUT', `/account/admin/${member}/password`, { as: 'superadmin', body: { newPassword: 'secret-reset-2' } });
  s.clock.advance(3 * 86_400_000);
  await s.request('PUT', `/account/admin/${member}/permission`, { as: 'superadmin', body: { group: 64, actions: ['manage_needs_repair'], version: 2 } });
});
afterAll(() => s.close());

const list = async (query = '') => (await s.request('GET', `/system/action-logs?pageSize=100${query}`, { as: 'superadmin' })).body.data;

describe('the action log list', () => {
  it('shows each change with who, what, record, before/after, when and address, newest first', async () => {
    const { list: rows } = await list();
    expect(rows[0].action).toBe('rights.update');
    const update = rows.find((r) => String(r.action) === 'admins.update');
    expect(update).toMatchObject({ username: 'superadmin', resource: 'admins', record_id: String(await idOf(s, 'member')), status_code: 200 });
    expect(update?.before.nickname).toBe(null);
    expect(update?.after.nickname).toBe('小明');
    expect(typeof update?.ip).toBe('string');
    expect(String(update?.created_at)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const rights = rows[0];
    expect(rights.before).toEqual({ group: 1, actions: [] });
    expect(rights.after).toEqual({ group: 64, actions: ['manage_needs_repair'] });
  });

  it('shows refused logins and refused access', async () => {
    const refused = await list('&action=login.refused');
    expect(refused.total).toBe(1);
    expect(refused.list[0]).toMatchObject({ username: 'staff', status_code: 401 });
    const denied = await list('&action=access.denied&username=staff');
    expect(denied.total).toBe(1);
    expect(denied.list[0].status_code).toBe(403);
  });

  it('filters by user, action prefix, resource and date range', async () => {
    const byUser = await list('&username=superadmin');
    expect(byUser.total).toBeGreaterThan(0);
    expect(byUser.list.every((r) => String(r.username) === 'superadmin')).toBe(true);
    const admins = await list('&action=admins.');
    expect(admins.list.map((r) => r.action).sort()).toEqual(['admins.create', 'admins.update']);
    const byResource = await list('&resource=admins');
    expect(byResource.list.length).toBeGreaterThan(0);
    expect(byResource.list.every((r) => String(r.resource) === 'admins')).toBe(true);
    const day = new Date(s.clock.now()).toISOString().slice(0, 10);
    const today = await list(`&created_at=${day},${day}`);
    expect(today.list.map((r) => r.action)).toEqual(['rights.update']);
    expect((await list('&created_at=2000-01-01,2000-01-02')).total).toBe(0);
  });

  it('never shows a password, token or hash', async () => {
    const text = JSON.stringify(await list());
    for (const secret of ['secret-init-1', 'secret-reset-2', 'Bad-guess-77', 'demo123456', token, 'scrypt']) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/"(password|newPassword|oldPassword|password_hash|token|token_hash)"/);
  });

  it('refuses bad filters with a Chinese 400 and needs get_action_log', async () => {
    const bad = await s.request('GET', '/system/action-logs?created_at=yesterday', { as: 'superadmin' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('时间');
    expect((await s.request('GET', '/system/action-logs', { as: 'admin' })).status).toBe(403);
    expect((await s.request('GET', '/system/action-logs', { as: null })).status).toBe(401);
  });
});
