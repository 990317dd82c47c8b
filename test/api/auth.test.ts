import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_WINDOW_MS, TOKEN_LIFETIME_MS } from '../../src/domain/session.ts';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';

let s: TestServer;
beforeEach(async () => {
  s = await createTestServer();
});
afterEach(() => s.close());

const login = (username: string, password: string, headers?: Record<string, string>) =>
  s.request('POST', '/account/admin/login', { body: { username, password }, headers });

describe('login', () => {
  it('returns the profile with a token and sets an HttpOnly cookie', async () => {
    const res = await login('admin', 'demo123456');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ username: 'admin', group: 128, status: 1, info: { group: 128, name: '王建国' } });
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/cms_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api/);
    const stored = await s.db.selectFrom('session').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(res.body.data.token);
  });

  it('gives unknown user and wrong password the same answer, with no WWW-Authenticate', async () => {
    const unknown = await login('nobody', 'demo123456');
    const wrong = await login('admin', 'wrong-password');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ code: '40102', message: '用户名或密码错误', data: null });
    expect(wrong.headers.get('www-authenticate')).toBeNull();
  });

  it('throttles the 6th try within 5 minutes (even with the right password) and resets after', async () => {
    for (let i = 0; i < 5; i++) expect((await login('staff', 'bad-password')).status).toBe(401);
    const sixth = await login('staff', 'demo123456');
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('42900');
    s.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1);
    expect((await login('staff', 'demo123456')).status).toBe(200);
  });

  it('refuses a disabled account with the right password with 403', async () => {
    await s.db.updateTable('admin').set({ status: 0 }).where('username', '=', 'staff').execute();
    const res = await login('staff', 'demo123456');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('40301');
  });
});

describe('session', () => {
  it('check returns the profile without a token; missing credentials → 401 without WWW-Authenticate', async () => {
    const res = await s.request('GET', '/account/admin/check', { as: 'staff' });
    expect(res.status).toBe(200);
    expect(res.body.data.username).toBe('staff');
    expect(res.body.data.token).toBeUndefined();
    const anon = await s.request('GET', '/account/admin/check');
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe('40100');
    expect(anon.headers.get('www-authenticate')).toBeNull();
  });

  it('logout revokes the token', async () => {
    const { auth } = await s.login('staff');
    const headers = { authorization: auth };
    expect((await s.request('POST', '/account/admin/logout', { headers })).status).toBe(200);
    const after = await s.request('GET', '/account/admin/check', { headers });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('40100');
  });

  it('expires after 30 days with SESSION_EXPIRED', async () => {
    const { auth } = await s.login('staff');
    s.clock.advance(TOKEN_LIFETIME_MS - 1);
    expect((await s.request('GET', '/account/admin/check', { headers: { authorization: auth } })).status).toBe(200);
    s.clock.advance(1);
    const res = await s.request('GET', '/account/admin/check', { headers: { authorization: auth } });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('40101');
  });

  it('stops a disabled account at its next request', async () => {
    const { auth } = await s.login('staff');
    await s.db.updateTable('admin').set({ status: 0 }).where('username', '=', 'staff').execute();
    const res = await s.request('GET', '/account/admin/check', { headers: { authorization: auth } });
    expect([401, 403]).toContain(res.status);
  });

  it('a cookie alone reads but never writes', async () => {
    const res = await login('staff', 'demo123456');
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
    const read = await s.request('GET', '/account/admin/check', { headers: { cookie } });
    expect(read.status).toBe(200);
    const write = await s.request('PUT', '/account/admin/profile/i', { body: { nickname: '小李' }, headers: { cookie } });
    expect(write.status).toBe(401);
    const logout = await s.request('POST', '/account/admin/logout', { headers: { cookie } });
    expect(logout.status).toBe(401);
  });

  it('rejects a token presented with another uid', async () => {
    const { token } = await s.login('staff');
    const forged = `Basic ${Buffer.from(`1:${token}`).toString('base64')}`;
    expect((await s.request('GET', '/account/admin/check', { headers: { authorization: forged } })).status).toBe(401);
  });
});

describe('account endpoints', () => {
  it('lists permissions: exactly the granted ones, and all for a super admin', async () => {
    const staff = await s.request('GET', '/account/permission/i', { as: 'staff' });
    expect(staff.body.data.map((p) => String(p.action)).sort()).toEqual(
      ['create_workflow_bucket', 'get_workflow_bucket', 'list_workflow_bucket', 'manage_message', 'manage_needs_repair', 'manage_needs_request'],
    );
    const sa = await s.request('GET', '/account/permission/i', { as: 'superadmin' });
    expect(sa.body.data.length).toBe(27); // section 6's 26 and ERP's 库存调整 (adjust_erp_stock)
    const member = await s.request('GET', '/account/permission/i', { as: 'member' });
    expect(member.body.data).toEqual([]);
  });

  it('a revoked permission takes effect on the next request', async () => {
    expect((await s.request('GET', '/needs/manage-repairs', { as: 'staff' })).status).toBe(200);
    await s.db.deleteFrom('admin_permission').where('action', '=', 'manage_needs_repair').execute();
    expect((await s.request('GET', '/needs/manage-repairs', { as: 'staff' })).status).toBe(403);
  });

  it('lists the groups', async () => {
    const res = await s.request('GET', '/account/user/group', { as: 'member' });
    expect(res.body.data).toEqual([
      { value: 1, label: '普通用户' },
      { value: 64, label: '员工' },
      { value: 128, label: '管理员' },
      { value: 512, label: '超级管理员' },
    ]);
  });

  it('updates the own profile and refuses unknown keys or bad values', async () => {
    const res = await s.request('PUT', '/account/admin/profile/i', { as: 'staff', body: { nickname: '燕子', phone: '13800138000', email: 'li@example.com' } });
    expect(res.status).toBe(200);
    expect(res.body.data.info).toMatchObject({ nickname: '燕子', phone: '13800138000', email: 'li@example.com' });
    const unknown = await s.request('PUT', '/account/admin/profile/i', { as: 'staff', body: { grp: 512 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('40003');
    const bad = await s.request('PUT', '/account/admin/profile/i', { as: 'staff', body: { phone: '123' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('格式不正确');
  });
});

describe('password change', () => {
  it('own: needs the old password, keeps the current session and revokes the others', async () => {
    const a = await s.login('staff');
    const b = await s.login('staff');
    const wrong = await s.request('PUT', `/account/admin/${a.uid}/password`, { headers: { authorization: a.auth }, body: { oldPassword: 'nope', newPassword: 'new-password-1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('40010');
    const short = await s.request('PUT', `/account/admin/${a.uid}/password`, { headers: { authorization: a.auth }, body: { oldPassword: 'demo123456', newPassword: 'short' } });
    expect(short.status).toBe(400);
    const res = await s.request('PUT', `/account/admin/${a.uid}/password`, { headers: { authorization: a.auth }, body: { oldPassword: 'demo123456', newPassword: 'new-password-1' } });
    expect(res.status).toBe(200);
    expect((await s.request('GET', '/account/admin/check', { headers: { authorization: a.auth } })).status).toBe(200);
    expect((await s.request('GET', '/account/admin/check', { headers: { authorization: b.auth } })).status).toBe(401);
    expect((await login('staff', 'demo123456')).status).toBe(401);
    expect((await login('staff', 'new-password-1')).status).toBe(200);
  });

  it("another's: 403 without manage_admin_account; a super admin may, revoking all its sessions", async () => {
    const staff = await s.login('staff');
    const member = await s.login('member');
    const denied = await s.request('PUT', `/account/admin/${member.uid}/password`, { as: 'admin', body: { newPassword: 'new-password-2' } });
    expect(denied.status).toBe(403);
    const res = await s.request('PUT', `/account/admin/${staff.uid}/password`, { as: 'superadmin', body: { newPassword: 'new-password-2' } });
    expect(res.status).toBe(200);
    expect((await s.request('GET', '/account/admin/check', { headers: { authorization: staff.auth } })).status).toBe(401);
  });

  it('a non-super admin with manage_admin_account cannot touch an equal or higher group', async () => {
    const admin = await s.db.selectFrom('admin').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await s.db.insertInto('admin_permission').values({ admin_id: admin.id, action: 'manage_admin_account' }).execute();
    const ids = Object.fromEntries((await s.db.selectFrom('admin').select(['id', 'username']).execute()).map((r) => [r.username, r.id]));
    expect((await s.request('PUT', `/account/admin/${ids.superadmin}/password`, { as: 'admin', body: { newPassword: 'new-password-3' } })).status).toBe(403);
    expect((await s.request('PUT', `/account/admin/${ids.staff}/password`, { as: 'admin', body: { newPassword: 'new-password-3' } })).status).toBe(200);
  });
});
