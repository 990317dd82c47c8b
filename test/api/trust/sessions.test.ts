import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_MS } from '../../../src/domain/session.ts';
import { createTestServer, type TestServer } from '../../helpers/testServer.ts';

/**
 * Sessions end when they should, on the very next request of every session of the account:
 * logout (that session), password change (the others), account disable (all), a rights change
 * (all, in their answers); 30 days after login on the injected clock; a second login is a new token.
 */

let s: TestServer;
beforeEach(async () => {
  s = await createTestServer();
});
afterEach(() => s.close());

const check = (auth: string) => s.request('GET', '/account/admin/check', { headers: { authorization: auth } });
const listRepairs = (auth: string) => s.request('GET', '/needs/manage-repairs', { headers: { authorization: auth } });
const idOf = async (username: string) => (await s.db.selectFrom('admin').select(['id', 'version']).where('username', '=', username).executeTakeFirstOrThrow());

describe('sessions', () => {
  it('a second login gets a new token; both sessions live side by side', async () => {
    const a = await s.login('staff');
    const b = await s.login('staff');
    expect(b.token).not.toBe(a.token);
    expect((await check(a.auth)).status).toBe(200);
    expect((await check(b.auth)).status).toBe(200);
  });

  it('logout ends that session at its next request, and only that one', async () => {
    const a = await s.login('staff');
    const b = await s.login('staff');
    expect((await s.request('POST', '/account/admin/logout', { headers: { authorization: a.auth } })).status).toBe(200);
    const after = await listRepairs(a.auth);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('40100');
    expect((await listRepairs(b.auth)).status).toBe(200);
  });

  it('a password change ends every other session at its next request', async () => {
    const sessions = [await s.login('staff'), await s.login('staff'), await s.login('staff')];
    const [own, ...others] = sessions;
    const res = await s.request('PUT', `/account/admin/${own.uid}/password`, { headers: { authorization: own.auth }, body: { oldPassword: 'demo123456', newPassword: 'Changed-pass-1' } });
    expect(res.status).toBe(200);
    for (const o of others) expect((await listRepairs(o.auth)).status).toBe(401);
    expect((await listRepairs(own.auth)).status).toBe(200);
  });

  it('disabling an account (PUT /account/admin/:id/status) ends all its sessions at their next request', async () => {
    const sessions = [await s.login('staff'), await s.login('staff')];
    const target = await idOf('staff');
    const res = await s.request('PUT', `/account/admin/${target.id}/status`, { as: 'superadmin', body: { action: 'disable', version: target.version } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const x of sessions) {
      const after = await listRepairs(x.auth);
      expect(after.status).toBe(401);
      expect(after.body.code).toBe('40100');
    }
    const enable = await s.request('PUT', `/account/admin/${target.id}/status`, { as: 'superadmin', body: { action: 'enable', version: target.version + 1 } });
    expect(enable.status).toBe(200);
    for (const x of sessions) expect((await check(x.auth)).status).toBe(401);
  });

  it('a rights change (PUT /account/admin/:id/permission) holds from the next request of every session', async () => {
    const sessions = [await s.login('staff'), await s.login('staff')];
    for (const x of sessions) expect((await listRepairs(x.auth)).status).toBe(200);
    const target = await idOf('staff');
    const res = await s.request('PUT', `/account/admin/${target.id}/permission`, { as: 'superadmin', body: { group: 64, actions: ['manage_message'], version: target.version } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const x of sessions) {
      expect((await listRepairs(x.auth)).status).toBe(403);
      const perms = await s.request('GET', '/account/permission/i', { headers: { authorization: x.auth } });
      expect(perms.body.data.map((p) => String(p.action))).toEqual(['manage_message']);
    }
    const grant = await s.request('PUT', `/account/admin/${target.id}/permission`, { as: 'superadmin', body: { group: 64, actions: ['manage_message', 'manage_needs_repair'], version: target.version + 1 } });
    expect(grant.status).toBe(200);
    for (const x of sessions) expect((await listRepairs(x.auth)).status).toBe(200);
  });

  it('a group change takes effect at the next request too', async () => {
    const member = await s.login('member');
    expect((await s.request('GET', '/account/admin', { headers: { authorization: member.auth } })).status).toBe(403);
    const target = await idOf('member');
    expect((await s.request('PUT', `/account/admin/${target.id}/permission`, { as: 'superadmin', body: { group: 512, actions: [], version: target.version } })).status).toBe(200);
    expect((await s.request('GET', '/account/admin', { headers: { authorization: member.auth } })).status).toBe(200);
  });

  it('lives exactly 30 days on the injected clock, header and cookie alike', async () => {
    const loginRes = await s.request('POST', '/account/admin/login', { body: { username: 'staff', password: 'demo123456' } });
    const cookie = (loginRes.headers.get('set-cookie') ?? '').split(';')[0];
    const a = await s.login('staff');
    s.clock.advance(TOKEN_LIFETIME_MS - 1);
    expect((await check(a.auth)).status).toBe(200);
    expect((await s.request('GET', '/account/admin/check', { headers: { cookie } })).status).toBe(200);
    s.clock.advance(1);
    const expired = await check(a.auth);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ code: '40101', message: '登录已过期，请重新登录', data: null });
    expect((await s.request('GET', '/account/admin/check', { headers: { cookie } })).status).toBe(401);
    const fresh = await s.login('staff');
    expect((await check(fresh.auth)).status).toBe(200);
  });
});
