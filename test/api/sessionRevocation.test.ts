import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';
import { callWith, idOf } from './peopleFixtures.ts';

/**
 * Rights, status and password changes hold from the account's very next request, in every
 * one of its sessions: the auth middleware reads the account from the database per request.
 */
let s: TestServer;
let staffId: number;
let first: string;
let second: string;

beforeEach(async () => {
  s = await createTestServer();
  staffId = await idOf(s, 'staff');
  first = (await s.login('staff')).auth;
  second = (await s.login('staff')).auth;
});
afterEach(() => s.close());

const version = async (): Promise<number> =>
  (await s.db.selectFrom('admin').select('version').where('id', '=', staffId).executeTakeFirstOrThrow()).version;

const statusOf = async (auth: string, path: string): Promise<number> => (await callWith(s, auth, 'GET', path)).status;

describe('a rights change', () => {
  it('opens and closes an endpoint on the next request of every session', async () => {
    expect(await statusOf(first, '/system/action-logs')).toBe(403);
    const grant = await s.request('PUT', `/account/admin/${staffId}/permission`, { as: 'superadmin', body: { group: 64, actions: ['manage_needs_repair', 'get_action_log'], version: await version() } });
    expect(grant.status).toBe(200);
    for (const auth of [first, second]) {
      expect(await statusOf(auth, '/system/action-logs')).toBe(200);
      expect((await callWith(s, auth, 'GET', '/account/permission/i')).body.data.map((p) => p.action)).toContain('get_action_log');
    }
    const revoke = await s.request('PUT', `/account/admin/${staffId}/permission`, { as: 'superadmin', body: { group: 64, actions: [], version: await version() } });
    expect(revoke.status).toBe(200);
    for (const auth of [first, second]) {
      expect(await statusOf(auth, '/system/action-logs')).toBe(403);
      expect(await statusOf(auth, '/needs/manage-repairs')).toBe(403);
    }
  });

  it('changes the group level on the next request', async () => {
    const res = await s.request('PUT', `/account/admin/${staffId}/permission`, { as: 'superadmin', body: { group: 512, actions: [], version: await version() } });
    expect(res.status).toBe(200);
    for (const auth of [first, second]) {
      expect((await callWith(s, auth, 'GET', '/account/admin/check')).body.data.group).toBe(512);
      expect(await statusOf(auth, '/system/action-logs')).toBe(200);
    }
  });

  it('answers 409 and changes nothing for a stale version', async () => {
    const res = await s.request('PUT', `/account/admin/${staffId}/permission`, { as: 'superadmin', body: { group: 64, actions: [], version: 99 } });
    expect(res.status).toBe(409);
    expect(await statusOf(first, '/needs/manage-repairs')).toBe(200);
  });
});

describe('disabling an account', () => {
  it('ends every session at once; the login is refused; enabling lets it log in again', async () => {
    const res = await s.request('PUT', `/account/admin/${staffId}/status`, { as: 'superadmin', body: { action: 'disable', version: await version() } });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe(0);
    for (const auth of [first, second]) expect(await statusOf(auth, '/account/admin/check')).toBe(401);
    const login = await s.request('POST', '/account/admin/login', { body: { username: 'staff', password: 'demo123456' } });
    expect(login.status).toBe(403);
    const live = await s.db.selectFrom('session').select('id').where('admin_id', '=', staffId).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);
    expect((await s.request('PUT', `/account/admin/${staffId}/status`, { as: 'superadmin', body: { action: 'enable', version: await version() } })).status).toBe(200);
    for (const auth of [first, second]) expect(await statusOf(auth, '/account/admin/check')).toBe(401);
    expect((await s.login('staff')).uid).toBe(staffId);
  });

  it('refuses enabling an account that is already enabled (409)', async () => {
    const res = await s.request('PUT', `/account/admin/${staffId}/status`, { as: 'superadmin', body: { action: 'enable', version: await version() } });
    expect(res.status).toBe(409);
  });
});

describe('a password change', () => {
  it('by the account itself keeps the current session and ends the others', async () => {
    const res = await callWith(s, first, 'PUT', `/account/admin/${staffId}/password`, { oldPassword: 'demo123456', newPassword: 'new-pass-2026' });
    expect(res.status).toBe(200);
    expect(await statusOf(first, '/account/admin/check')).toBe(200);
    expect(await statusOf(second, '/account/admin/check')).toBe(401);
    expect((await s.request('POST', '/account/admin/login', { body: { username: 'staff', password: 'demo123456' } })).status).toBe(401);
    expect((await s.login('staff', 'new-pass-2026')).uid).toBe(staffId);
  });

  it('needs the right old password (400) and then changes nothing', async () => {
    const res = await callWith(s, first, 'PUT', `/account/admin/${staffId}/password`, { oldPassword: 'wrong-one', newPassword: 'new-pass-2026' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('原密码不正确');
    expect(await statusOf(second, '/account/admin/check')).toBe(200);
  });

  it('reset by a super admin ends every session of the account', async () => {
    const res = await s.request('PUT', `/account/admin/${staffId}/password`, { as: 'superadmin', body: { newPassword: 'reset-pass-99' } });
    expect(res.status).toBe(200);
    for (const auth of [first, second]) expect(await statusOf(auth, '/account/admin/check')).toBe(401);
    expect((await s.login('staff', 'reset-pass-99')).uid).toBe(staffId);
  });
});

describe('deleting an account', () => {
  it('ends its sessions', async () => {
    const res = await s.request('DELETE', `/account/admin/${staffId}?version=${await version()}`, { as: 'superadmin' });
    expect(res.status).toBe(200);
    for (const auth of [first, second]) expect(await statusOf(auth, '/account/admin/check')).toBe(401);
  });
});
