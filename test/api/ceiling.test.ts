import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';
import { callWith, idOf, insertAccount, logCount, setPermissions, snapshot } from './peopleFixtures.ts';

/**
 * The permission ceiling: nobody but a super admin grants a group above their own or an
 * action they lack, or changes an account of their own level or above. Each way of exceeding
 * it answers 403, changes nothing, and leaves an access.denied row.
 */
let s: TestServer;
let admin: string;
const ADMIN_RIGHTS = ['manage_account_permission', 'manage_admin_account', 'manage_needs_repair', 'manage_needs_stock'];

beforeEach(async () => {
  s = await createTestServer();
  await setPermissions(s, 'admin', ADMIN_RIGHTS);
  admin = (await s.login('admin')).auth;
});
afterEach(() => s.close());

async function versionOf(username: string): Promise<number> {
  return (await s.db.selectFrom('admin').select('version').where('username', '=', username).executeTakeFirstOrThrow()).version;
}

async function expectRefused(target: string, send: () => Promise<{ status: number; body: unknown }>) {
  const before = await snapshot(s, target);
  const denied = await logCount(s, 'access.denied');
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(await snapshot(s, target)).toEqual(before);
  expect(await logCount(s, 'access.denied')).toBe(denied + 1);
}

describe('rights.update under the ceiling', () => {
  it('lets an admin grant an action they hold to a lower account', async () => {
    const staff = await idOf(s, 'staff');
    const res = await callWith(s, admin, 'PUT', `/account/admin/${staff}/permission`, { group: 64, actions: ['manage_needs_repair', 'manage_needs_stock'], version: await versionOf('staff') });
    expect(res.status).toBe(200);
    expect(res.body.data.actions).toEqual(['manage_needs_repair', 'manage_needs_stock']);
  });

  it('lets an admin remove an action they do not hold themselves', async () => {
    const staff = await idOf(s, 'staff');
    const res = await callWith(s, admin, 'PUT', `/account/admin/${staff}/permission`, { group: 64, actions: ['manage_needs_repair'], version: await versionOf('staff') });
    expect(res.status).toBe(200);
    expect(res.body.data.actions).toEqual(['manage_needs_repair']);
  });

  it('refuses a group above the granter’s own', async () => {
    const staff = await idOf(s, 'staff');
    await expectRefused('staff', () => callWith(s, admin, 'PUT', `/account/admin/${staff}/permission`, { group: 512, actions: [], version: 1 }));
  });

  it('refuses an action the granter lacks', async () => {
    const staff = await idOf(s, 'staff');
    await expectRefused('staff', () =>
      callWith(s, admin, 'PUT', `/account/admin/${staff}/permission`, { group: 64, actions: ['manage_needs_repair', 'get_action_log'], version: 1 }));
  });

  it('refuses changing an account of the same level', async () => {
    const peer = await insertAccount(s, 'peer', 128);
    await expectRefused('peer', () => callWith(s, admin, 'PUT', `/account/admin/${peer}/permission`, { group: 64, actions: [], version: 1 }));
  });

  it('refuses changing an account of a higher level', async () => {
    const sa = await idOf(s, 'superadmin');
    await expectRefused('superadmin', () => callWith(s, admin, 'PUT', `/account/admin/${sa}/permission`, { group: 1, actions: [], version: 1 }));
  });

  it('refuses raising oneself', async () => {
    const self = await idOf(s, 'admin');
    const version = await versionOf('admin');
    await expectRefused('admin', () => callWith(s, admin, 'PUT', `/account/admin/${self}/permission`, { group: 512, actions: ADMIN_RIGHTS, version }));
    await expectRefused('admin', () => callWith(s, admin, 'PUT', `/account/admin/${self}/permission`, { group: 128, actions: [...ADMIN_RIGHTS, 'get_action_log'], version }));
  });

  it('lets a super admin grant anything to anybody', async () => {
    const staff = await idOf(s, 'staff');
    const res = await s.request('PUT', `/account/admin/${staff}/permission`, { as: 'superadmin', body: { group: 128, actions: ['get_action_log', 'manage_wxmenu'], version: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ group: 128, actions: ['get_action_log', 'manage_wxmenu'] });
  });
});

describe('system-account calls under the ceiling', () => {
  it('refuses creating an account above the creator’s level', async () => {
    const before = await s.db.selectFrom('admin').select('id').execute();
    const res = await callWith(s, admin, 'POST', '/account/admin', { username: 'boss', password: 'abcd1234', name: '老板', group: 512 });
    expect(res.status).toBe(403);
    expect(await s.db.selectFrom('admin').select('id').execute()).toEqual(before);
  });

  it('refuses raising a lower account above the editor’s level through the profile', async () => {
    const staff = await idOf(s, 'staff');
    await expectRefused('staff', () => callWith(s, admin, 'PUT', `/account/admin/${staff}/profile`, { group: 512, version: 1 }));
  });

  it('refuses editing, disabling, resetting or deleting an account of the same or a higher level', async () => {
    const peer = await insertAccount(s, 'peer', 128);
    const sa = await idOf(s, 'superadmin');
    for (const [name, id] of [['peer', peer], ['superadmin', sa]] as const) {
      await expectRefused(name, () => callWith(s, admin, 'PUT', `/account/admin/${id}/profile`, { nickname: '改名', version: 1 }));
      await expectRefused(name, () => callWith(s, admin, 'PUT', `/account/admin/${id}/status`, { action: 'disable', version: 1 }));
      await expectRefused(name, () => callWith(s, admin, 'PUT', `/account/admin/${id}/password`, { newPassword: 'hijacked-123' }));
      await expectRefused(name, () => callWith(s, admin, 'DELETE', `/account/admin/${id}?version=1`));
    }
  });

  it('lets an admin manage a lower account', async () => {
    const staff = await idOf(s, 'staff');
    const res = await callWith(s, admin, 'PUT', `/account/admin/${staff}/profile`, { nickname: '小李', group: 128, version: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ nickname: '小李', group: 128 });
  });

  it('never lets anybody delete or disable the account they are logged in with', async () => {
    const sa = await idOf(s, 'superadmin');
    expect((await s.request('DELETE', `/account/admin/${sa}?version=1`, { as: 'superadmin' })).status).toBe(403);
    expect((await s.request('PUT', `/account/admin/${sa}/status`, { as: 'superadmin', body: { action: 'disable', version: 1 } })).status).toBe(403);
    expect(await snapshot(s, 'superadmin')).toMatchObject({ status: 1 });
  });
});
