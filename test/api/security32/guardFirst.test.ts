import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, type TestUser } from '../../helpers/testServer.ts';
import { accountId, createTicket, createType, post, ticket } from '../workflow/fixtures.ts';

/**
 * Issue 32, item 12: who may write a record is decided before anything reveals its state. A
 * caller refused on this record gets 403 whatever version they send and whatever state the
 * record is in — never 409 (which says "it changed" or "it is closed"). The outside test's two
 * cases, and the other hand-written writes that look at a record before the caller's right.
 * guardFirst.walk.test.ts walks every versioned write the same way.
 */

let s: TestServer;
let typeId: number;
const ids: Partial<Record<TestUser, number>> = {};

beforeAll(async () => {
  s = await createTestServer();
  for (const u of ['superadmin', 'admin', 'staff', 'member'] as const) ids[u] = await accountId(s, u);
  // the outside test's admin managed system accounts: the ceiling, not the endpoint, refuses it on the super admin
  await s.db.insertInto('admin_permission').values(['manage_admin_account', 'manage_account_permission'].map((action) => ({ admin_id: ids.admin ?? 0, action }))).execute();
  typeId = (await createType(s)).id;
});
afterAll(() => s.close());

const STALE = 999;

/** A ticket the admin created and handles: staff (get_workflow_bucket, no update right) is neither. */
const adminsTicket = () => createTicket(s, typeId, { handler_id: ids.admin }, 'admin');

const expect403 = (res: { status: number; body: unknown }, what: string) => {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(403);
  expect((res.body as { code: string }).code).toBe('40300');
};

describe('PUT /workflow/bucket/:id/desc by a caller who does not handle the ticket', () => {
  it('a stale version → 403, not 409', async () => {
    const t = await adminsTicket();
    expect403(await s.request('PUT', `/workflow/bucket/${t.id}/desc`, { as: 'staff', body: { version: STALE, description: '改写描述' } }), 'stale');
    expect403(await s.request('PUT', `/workflow/bucket/${t.id}/desc`, { as: 'staff', body: { version: t.version, description: '改写描述' } }), 'current');
    expect((await ticket(s, t.id)).version).toBe(t.version);
  });

  it('a closed ticket → 403, not 409 工单已关闭', async () => {
    const t = await adminsTicket();
    const closed = await s.request('PUT', `/workflow/bucket/${t.id}/close`, { as: 'admin', body: { version: t.version, result: '已远程解决' } });
    expect(closed.status).toBe(200);
    expect403(await s.request('PUT', `/workflow/bucket/${t.id}/desc`, { as: 'staff', body: { version: Number(closed.body.data.version), description: '改写描述' } }), 'closed');
  });

  it('its handler still gets 409 for a stale version, and the write with the current one', async () => {
    const t = await adminsTicket();
    expect((await s.request('PUT', `/workflow/bucket/${t.id}/desc`, { as: 'admin', body: { version: STALE, description: '补充描述' } })).status).toBe(409);
    expect((await s.request('PUT', `/workflow/bucket/${t.id}/desc`, { as: 'admin', body: { version: t.version, description: '补充描述' } })).status).toBe(200);
  });
});

describe('the ticket actions (转派, 关闭) by a caller who does not handle the ticket', () => {
  for (const [action, fields] of [['assign', () => ({ handler_id: ids.superadmin, remark: '请跟进' })], ['close', () => ({ result: '已解决' })]] as const) {
    it(`${action}: a stale version → 403`, async () => {
      const t = await adminsTicket();
      expect403(await s.request('PUT', `/workflow/bucket/${t.id}/${action}`, { as: 'staff', body: { version: STALE, ...fields() } }), action);
    });
  }
});

describe('an admin acting on the super admin', () => {
  it('disabling with a stale version → 403, not 409', async () => {
    const res = await s.request('PUT', `/account/admin/${ids.superadmin}/status`, { as: 'admin', body: { action: 'disable', version: STALE } });
    expect403(res, 'disable');
  });

  it('editing the profile or deleting with a stale version → 403', async () => {
    expect403(await s.request('PUT', `/account/admin/${ids.superadmin}/profile`, { as: 'admin', body: { version: STALE, nickname: '老板' } }), 'profile');
    expect403(await s.request('DELETE', `/account/admin/${ids.superadmin}?version=${STALE}`, { as: 'admin' }), 'delete');
  });

  it('changing the rights with a stale version → 403', async () => {
    expect403(await s.request('PUT', `/account/admin/${ids.superadmin}/permission`, { as: 'admin', body: { group: 128, actions: [], version: STALE } }), 'rights');
  });

  it('the admin may still act on an account below it; a stale version there is 409', async () => {
    const res = await s.request('PUT', `/account/admin/${ids.staff}/status`, { as: 'admin', body: { action: 'disable', version: STALE } });
    expect(res.status).toBe(409);
  });

  it('disabling oneself with a stale version → 403', async () => {
    expect403(await s.request('PUT', `/account/admin/${ids.superadmin}/status`, { as: 'superadmin', body: { action: 'disable', version: STALE } }), 'self');
  });
});

describe('PUT /workflow/process/:id on another\'s entry', () => {
  it('→ 403 before what kind of entry it is shows (400 只有处理备注可以修改)', async () => {
    const t = await adminsTicket();
    const history = await s.request('GET', `/workflow/process?bucket_id=${t.id}`, { as: 'admin' });
    const created = history.body.data.list.find((e) => String(e.kind) === 'create');
    expect403(await s.request('PUT', `/workflow/process/${Number(created?.id)}`, { as: 'staff', body: { content: '改写' } }), 'not a comment');
    const comment = await post(s, '/workflow/process', { bucket_id: t.id, content: '已电话联系' }, 'admin');
    await s.request('PUT', `/workflow/bucket/${t.id}/close`, { as: 'admin', body: { version: (await ticket(s, t.id)).version, result: '已解决' } });
    expect403(await s.request('PUT', `/workflow/process/${comment.id}`, { as: 'staff', body: { content: '改写' } }), 'closed ticket');
  });
});
