import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';
import { idOf } from './peopleFixtures.ts';

/** System accounts (/admin/list): the section-7 admin calls. */
let s: TestServer;
beforeEach(async () => {
  s = await createTestServer();
});
afterEach(() => s.close());

const NEW = { username: 'liu_gong', password: 'laser-2026', name: '刘工', nickname: '刘师傅', group: 64, phone: '13800138000', email: 'liu@laser-service.cn' };

describe('GET /account/admin and /account/admin/:id', () => {
  it('lists accounts without any password or hash, filterable by group and status', async () => {
    const res = await s.request('GET', '/account/admin', { as: 'superadmin' });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(4);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/password|hash|token/i);
    const staff = await s.request('GET', '/account/admin?group=64', { as: 'superadmin' });
    expect(staff.body.data.list.map((a) => a.username)).toEqual(['staff']);
    const one = await s.request('GET', `/account/admin/${await idOf(s, 'admin')}`, { as: 'superadmin' });
    expect(one.body.data).toMatchObject({ username: 'admin', group: 128, status: 1 });
  });

  it('needs manage_admin_account', async () => {
    expect((await s.request('GET', '/account/admin', { as: 'admin' })).status).toBe(403);
    expect((await s.request('GET', '/account/admin', { as: null })).status).toBe(401);
  });
});

describe('POST /account/admin', () => {
  it('creates an account that can log in with its initial password', async () => {
    const res = await s.request('POST', '/account/admin', { as: 'superadmin', body: NEW });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ username: 'liu_gong', group: 64, status: 1, version: 1 });
    expect(res.body.data).not.toHaveProperty('password');
    expect((await s.login('liu_gong', 'laser-2026')).uid).toBe(res.body.data.id);
    const logged = await s.db.selectFrom('action_log').select(['after_json']).where('action', '=', 'admins.create').execute();
    expect(logged).toHaveLength(1);
    expect(logged[0].after_json).not.toMatch(/laser-2026|password|hash/);
  });

  it('refuses a short password, a bad username, a duplicate and unknown keys with Chinese 4xx', async () => {
    const short = await s.request('POST', '/account/admin', { as: 'superadmin', body: { ...NEW, password: '123' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('初始密码');
    const noPassword = await s.request('POST', '/account/admin', { as: 'superadmin', body: { ...NEW, password: undefined } });
    expect(noPassword.status).toBe(400);
    const badName = await s.request('POST', '/account/admin', { as: 'superadmin', body: { ...NEW, username: '刘 工!' } });
    expect(badName.status).toBe(400);
    expect(badName.body.message).toContain('用户名');
    const dup = await s.request('POST', '/account/admin', { as: 'superadmin', body: { ...NEW, username: 'staff' } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('「用户名」已存在');
    const extra = await s.request('POST', '/account/admin', { as: 'superadmin', body: { ...NEW, password_hash: 'x' } });
    expect(extra.status).toBe(400);
    const status = await s.request('POST', '/account/admin', { as: 'superadmin', body: { ...NEW, status: 0 } });
    expect(status.status).toBe(400);
    expect((await s.request('GET', '/account/admin', { as: 'superadmin' })).body.data.total).toBe(4);
  });
});

describe('PUT /account/admin/:id/profile and DELETE /account/admin/:id', () => {
  it('edits with the version; a stale version is 409 and changes nothing', async () => {
    const id = await idOf(s, 'staff');
    const ok = await s.request('PUT', `/account/admin/${id}/profile`, { as: 'superadmin', body: { name: '李晓燕', nickname: '燕子', version: 1 } });
    expect(ok.body.data).toMatchObject({ nickname: '燕子', version: 2 });
    const stale = await s.request('PUT', `/account/admin/${id}/profile`, { as: 'superadmin', body: { nickname: '旧版', version: 1 } });
    expect(stale.status).toBe(409);
    const password = await s.request('PUT', `/account/admin/${id}/profile`, { as: 'superadmin', body: { password: 'sneaky-123', version: 2 } });
    expect(password.status).toBe(400);
    expect((await s.request('GET', `/account/admin/${id}`, { as: 'superadmin' })).body.data.nickname).toBe('燕子');
  });

  it('deletes with the version', async () => {
    const id = await idOf(s, 'member');
    expect((await s.request('DELETE', `/account/admin/${id}?version=7`, { as: 'superadmin' })).status).toBe(409);
    expect((await s.request('DELETE', `/account/admin/${id}?version=1`, { as: 'superadmin' })).status).toBe(200);
    expect((await s.request('GET', `/account/admin/${id}`, { as: 'superadmin' })).status).toBe(404);
  });
});

describe('rights endpoints', () => {
  it('lists every account with its group and actions', async () => {
    const res = await s.request('GET', '/account/permission', { as: 'superadmin' });
    expect(res.status).toBe(200);
    const staff = res.body.data.list.find((a) => String(a.username) === 'staff');
    expect(staff?.actions).toEqual(['create_workflow_bucket', 'get_workflow_bucket', 'list_workflow_bucket', 'manage_message', 'manage_needs_repair', 'manage_needs_request']);
    const one = await s.request('GET', `/account/admin/${staff?.id}/permission`, { as: 'superadmin' });
    expect(one.body.data).toEqual(staff);
  });

  it('refuses unknown actions, bad groups and missing versions with Chinese 400s', async () => {
    const id = await idOf(s, 'staff');
    const unknown = await s.request('PUT', `/account/admin/${id}/permission`, { as: 'superadmin', body: { group: 64, actions: ['fly'], version: 1 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('未知的权限：fly');
    const group = await s.request('PUT', `/account/admin/${id}/permission`, { as: 'superadmin', body: { group: 100, actions: [], version: 1 } });
    expect(group.status).toBe(400);
    expect(group.body.message).toContain('用户组');
    const noVersion = await s.request('PUT', `/account/admin/${id}/permission`, { as: 'superadmin', body: { group: 64, actions: [] } });
    expect(noVersion.status).toBe(400);
    expect((await s.request('GET', '/account/admin/99999/permission', { as: 'superadmin' })).status).toBe(404);
  });

  it('pages on the server as the engine lists 系统账号: a page of the size asked, the total, 用户名 search, and 400 on bad paging', async () => {
    const all = await s.request('GET', '/account/permission', { as: 'superadmin' });
    const one = await s.request('GET', '/account/permission?page=2&pageSize=1', { as: 'superadmin' });
    expect(one.status).toBe(200);
    expect(one.body.data.list).toHaveLength(1);
    expect(one.body.data.total).toBe(all.body.data.total);
    expect(one.body.data.list[0]).toEqual(all.body.data.list[1]);
    const found = await s.request('GET', '/account/permission?q=staff', { as: 'superadmin' });
    expect(found.body.data.list.map((a) => a.username)).toContain('staff');
    expect(found.body.data.list.every((a) => String(a.username).startsWith('staff') || String(a.name).startsWith('staff'))).toBe(true);
    for (const bad of ['page=abc', 'page=0', 'pageSize=1000', 'pageSize=-1']) {
      const res = await s.request('GET', `/account/permission?${bad}`, { as: 'superadmin' });
      expect(res.status, bad).toBe(400);
      expect(res.body.message, bad).toMatch(/页码|每页/);
    }
  });

  it('needs manage_account_permission', async () => {
    expect((await s.request('GET', '/account/permission', { as: 'admin' })).status).toBe(403);
  });
});

describe('PUT /account/admin/profile/i (one’s own profile)', () => {
  it('edits the caller’s own profile only, and refuses a group or a bad email', async () => {
    const res = await s.request('PUT', '/account/admin/profile/i', { as: 'member', body: { nickname: '小明', email: 'xm@laser-service.cn', phone: '13912345678' } });
    expect(res.status).toBe(200);
    expect(res.body.data.info).toMatchObject({ nickname: '小明', email: 'xm@laser-service.cn', phone: '13912345678' });
    const group = await s.request('PUT', '/account/admin/profile/i', { as: 'member', body: { group: 512 } });
    expect(group.status).toBe(400);
    const email = await s.request('PUT', '/account/admin/profile/i', { as: 'member', body: { email: 'not-an-email' } });
    expect(email.status).toBe(400);
    expect(email.body.message).toBe('「邮箱」格式不正确');
    expect((await s.request('GET', '/account/admin/check', { as: 'member' })).body.data).toMatchObject({ group: 1, info: { email: 'xm@laser-service.cn' } });
  });
});
