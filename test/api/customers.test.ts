import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPeople } from '../../src/server/areas/people/seed.ts';
import { createTestServer, TEST_NOW, type TestServer } from '../helpers/testServer.ts';

/** Customers (/user/list, /user/permission) and their action log (/user/user-action-log). */
let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ seed: true });
  await seedPeople(s.db, TEST_NOW);
});
afterAll(() => s.close());

const DISPLAY = ['name', 'nickname', 'username', 'wechat_name', 'wechat_avatar', 'avatar', 'company', 'phone', 'email', 'group'];

describe('customer list', () => {
  it('shows the section-3 display fields, their permissions, newest first', async () => {
    const res = await s.request('GET', '/account/user?pageSize=100', { as: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(80);
    const first = res.body.data.list[0];
    for (const key of DISPLAY) expect(Object.keys(first)).toContain(key);
    expect(Array.isArray(first.permissions)).toBe(true);
  });

  it('filters by group, phone and registration date, and searches by prefix', async () => {
    const dealers = await s.request('GET', '/account/user?group=16&pageSize=100', { as: 'admin' });
    expect(dealers.body.data.total).toBeGreaterThan(0);
    for (const c of dealers.body.data.list) {
      expect(c.group).toBe(16);
      expect(c.permissions).toContain('dealer_order');
    }
    const one = (await s.request('GET', '/account/user?pageSize=1', { as: 'admin' })).body.data.list[0];
    const byPhone = await s.request('GET', `/account/user?phone=${one.phone}`, { as: 'admin' });
    expect(byPhone.body.data.list.map((c) => c.id)).toContain(one.id);
    const byName = await s.request('GET', `/account/user?q=${encodeURIComponent(String(one.name))}`, { as: 'admin' });
    expect(byName.body.data.list.length).toBeGreaterThan(0);
    expect(byName.body.data.list.every((c) => [c.name, c.username, c.phone, c.company].some((v) => String(v).startsWith(String(one.name))))).toBe(true);
    const none = await s.request('GET', '/account/user?created_at=2000-01-01,2000-12-31', { as: 'admin' });
    expect(none.body.data.total).toBe(0);
  });

  it('refuses a bad filter with a Chinese 400', async () => {
    const res = await s.request('GET', '/account/user?group=999', { as: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('用户组');
  });
});

describe('customer create, edit, permissions, delete', () => {
  it('creates, edits the profile, changes permissions, and deletes with versions', async () => {
    const created = await s.request('POST', '/account/user', { as: 'admin', body: { username: 'zhangsan01', name: '张三', company: '东莞精工激光科技有限公司', phone: '13912345678', group: 8 } });
    expect(created.status).toBe(200);
    const c = created.body.data;
    expect(c).toMatchObject({ username: 'zhangsan01', group: 8, permissions: [], version: 1 });
    const edited = await s.request('PUT', `/account/user/${c.id}`, { as: 'admin', body: { nickname: '张工', wechat_name: '张三-东莞精工', version: 1 } });
    expect(edited.body.data).toMatchObject({ nickname: '张工', wechat_name: '张三-东莞精工', version: 2 });
    const perms = await s.request('PUT', `/account/user/${c.id}`, { as: 'admin', body: { permissions: ['repair_submit', 'request_backup'], group: 16, version: 2 } });
    expect(perms.body.data).toMatchObject({ permissions: ['repair_submit', 'request_backup'], group: 16, version: 3 });
    const stale = await s.request('DELETE', `/account/user/${c.id}?version=2`, { as: 'admin' });
    expect(stale.status).toBe(409);
    expect((await s.request('DELETE', `/account/user/${c.id}?version=3`, { as: 'admin' })).status).toBe(200);
    expect((await s.request('GET', `/account/user/${c.id}`, { as: 'admin' })).status).toBe(404);
  });

  it('refuses unknown permissions, a duplicate username and bad fields with Chinese 4xx', async () => {
    const one = (await s.request('GET', '/account/user?pageSize=1', { as: 'admin' })).body.data.list[0];
    const badPerm = await s.request('PUT', `/account/user/${one.id}`, { as: 'admin', body: { permissions: ['launch_rockets'], version: one.version } });
    expect(badPerm.status).toBe(400);
    expect(badPerm.body.message).toContain('前台权限');
    const dup = await s.request('POST', '/account/user', { as: 'admin', body: { username: one.username, name: '重名' } });
    expect(dup.status, JSON.stringify(dup.body)).toBe(409);
    expect(dup.body.message).toBe('「用户名」已存在');
    const bad = await s.request('POST', '/account/user', { as: 'admin', body: { username: 'ab', name: '', email: 'not-mail' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/用户名|姓名|邮箱/);
    expect((await s.request('GET', `/account/user/${one.id}`, { as: 'admin' })).body.data.version).toBe(one.version);
  });

  it('is closed to staff and members (403) and to anonymous callers (401)', async () => {
    expect((await s.request('GET', '/account/user', { as: 'staff' })).status).toBe(403);
    expect((await s.request('GET', '/account/user', { as: 'member' })).status).toBe(403);
    expect((await s.request('GET', '/account/user', { as: null })).status).toBe(401);
  });
});

describe('customer action log (GET /system/log/user)', () => {
  it('lists what customers did, newest first, filterable by customer, action, channel and date', async () => {
    const all = await s.request('GET', '/system/log/user?pageSize=100', { as: 'admin' });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(600);
    const times = all.body.data.list.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const first = all.body.data.list[0];
    const byUser = await s.request('GET', `/system/log/user?username=${first.username}&pageSize=100`, { as: 'admin' });
    expect(byUser.body.data.list.length).toBeGreaterThan(0);
    expect(byUser.body.data.list.every((r) => r.username === first.username)).toBe(true);
    const logins = await s.request('GET', '/system/log/user?action=login&channel=wechat&pageSize=100', { as: 'admin' });
    expect(logins.body.data.total).toBeGreaterThan(0);
    expect(logins.body.data.list.every((r) => String(r.action) === 'login' && String(r.channel) === 'wechat')).toBe(true);
    const day = String(first.created_at).slice(0, 10);
    const range = await s.request('GET', `/system/log/user?created_at=${day},${day}&pageSize=100`, { as: 'admin' });
    expect(range.body.data.total).toBeGreaterThan(0);
  });

  it('needs get_user_log', async () => {
    expect((await s.request('GET', '/system/log/user', { as: 'staff' })).status).toBe(403);
    expect((await s.request('GET', '/system/log/user?action=fly', { as: 'admin' })).status).toBe(400);
  });
});
