import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_NOW, type TestServer, type TestUser } from '../../helpers/testServer.ts';
import { accountId, createTicket, createType, validType } from './fixtures.ts';

let s: TestServer;
let typeId: number;
const ids: Record<TestUser, number> = { superadmin: 0, admin: 0, staff: 0, member: 0 };
const HOUR = 3_600_000;
beforeAll(async () => {
  s = await createTestServer();
  for (const u of Object.keys(ids) as TestUser[]) ids[u] = await accountId(s, u);
  typeId = (await createType(s, { sla_urgent: 2, sla_high: 8, sla_normal: 48, sla_low: 96 })).id;
});
afterAll(() => s.close());

describe('SLA on an injected clock: due time, overdue count, the pending queue overdue first', () => {
  it('counts by status and overdue as the clock moves', async () => {
    s.clock.set(TEST_NOW);
    const urgent = await createTicket(s, typeId, { priority: 'urgent', handler_id: ids.staff, title: '紧急工单' });
    const normal = await createTicket(s, typeId, { priority: 'normal', handler_id: ids.staff, title: '普通工单' });
    s.clock.advance(HOUR);
    const high = await createTicket(s, typeId, { priority: 'high', title: '高优先级待分配' });
    expect(urgent.due_at).toBe(new Date(TEST_NOW + 2 * HOUR).toISOString());
    expect(high.due_at).toBe(new Date(TEST_NOW + HOUR + 8 * HOUR).toISOString());

    const counts = async () => (await s.request('GET', '/workflow/bucket/count', { as: 'staff' })).body.data;
    expect(await counts()).toEqual({ open: 1, processing: 2, closed: 0, overdue: 0 });
    s.clock.set(TEST_NOW + 2 * HOUR + 1);
    expect((await counts()).overdue).toBe(1);
    s.clock.set(TEST_NOW + 10 * HOUR);
    expect((await counts()).overdue).toBe(2);

    const pending = await s.request('GET', '/workflow/bucket/pending', { as: 'staff' });
    expect(pending.status).toBe(200);
    expect(pending.body.data.list.map((t) => t.title)).toEqual(['紧急工单', '普通工单']);

    const closed = await s.request('PUT', `/workflow/bucket/${urgent.id}/close`, { as: 'staff', body: { version: urgent.version, result: '已处理完毕' } });
    expect(closed.status).toBe(200);
    expect(await counts()).toEqual({ open: 1, processing: 1, closed: 1, overdue: 1 });
    expect((await s.request('GET', '/workflow/bucket/pending/count', { as: 'staff' })).body.data).toEqual([1]);
    expect((await s.request('GET', '/workflow/bucket/count', { as: 'member' })).status).toBe(403);
    expect(normal.status).toBe('processing');
  });
});

describe('pending, pending/count and bucket/i serve each logged-in user their own tickets only', () => {
  it('per user', async () => {
    s.clock.set(TEST_NOW);
    const mineAsStaff = await createTicket(s, typeId, { handler_id: ids.admin, title: '员工创建的工单' }, 'staff');
    const forStaff = await createTicket(s, typeId, { handler_id: ids.staff, title: '给员工处理的工单', priority: 'low' }, 'admin');
    const titles = async (path: string, as: TestUser) => {
      const res = await s.request('GET', path, { as });
      expect(res.status, `${path} as ${as}`).toBe(200);
      return res.body.data.list.map((t) => String(t.title));
    };
    expect(await titles('/workflow/bucket/i', 'staff')).toEqual(['员工创建的工单']);
    expect(await titles('/workflow/bucket/pending', 'staff')).toEqual(['普通工单', '给员工处理的工单']); // due first
    expect((await s.request('GET', '/workflow/bucket/pending/count', { as: 'staff' })).body.data).toEqual([2]);
    expect(await titles('/workflow/bucket/i', 'member')).toEqual([]);
    expect((await s.request('GET', '/workflow/bucket/pending/count', { as: 'member' })).body.data).toEqual([0]);
    expect(await titles('/workflow/bucket/pending', 'member')).toEqual([]);
    expect(await titles('/workflow/bucket/pending', 'admin')).toContain('员工创建的工单');
    expect(await titles('/workflow/bucket/pending', 'admin')).not.toContain('给员工处理的工单');
    // a filter cannot widen the queue to another's tickets
    const widened = await s.request('GET', `/workflow/bucket/pending?handler_id=${ids.admin}`, { as: 'staff' });
    expect(widened.status === 400 || widened.body.data.list.every((t) => Number(t.handler_id) === ids.staff)).toBe(true);
    expect((await s.request('GET', '/workflow/bucket/pending')).status).toBe(401);
    expect(mineAsStaff.created_by).toBe(ids.staff);
    expect(forStaff.handler_id).toBe(ids.staff);
  });
});

describe('ticket types', () => {
  it('checks form_json on create and update and stores it normalised', async () => {
    const bad = await s.request('POST', '/workflow/type', { as: 'admin', body: validType({ form_json: [{ name: 'Bad Name', label: '字段', type: 'text' }] }) });
    expect(bad.status).toBe(400);
    const notList = await s.request('POST', '/workflow/type', { as: 'admin', body: validType({ form_json: { a: 1 } }) });
    expect(notList.status).toBe(400);
    const good = await s.request('POST', '/workflow/type', { as: 'admin', body: validType({ form_json: [{ name: 'ver', label: ' 软件版本 ', type: 'text', required: true }] }) });
    expect(good.status).toBe(200);
    expect(good.body.data.form_json).toEqual([{ name: 'ver', label: '软件版本', type: 'text', required: true }]);
    const upd = await s.request('PUT', `/workflow/type/${Number(good.body.data.id)}`, { as: 'admin', body: { version: 1, form_json: [{ name: 'ver', label: '版本', type: 'select' }] } });
    expect(upd.status).toBe(400);
    const handler = await s.request('POST', '/workflow/type', { as: 'admin', body: validType({ default_handler_id: 999999 }) });
    expect(handler.status).toBe(400);
    const member = await s.request('POST', '/workflow/type', { as: 'admin', body: validType({ default_handler_id: ids.member }) });
    expect(member.status).toBe(400);
  });

  it('deleting a type in use → 409 「该类型已有 N 张工单，只能停用」; an unused one is deleted', async () => {
    const used = await createType(s);
    await createTicket(s, used.id);
    await createTicket(s, used.id);
    const res = await s.request('DELETE', `/workflow/type/${used.id}?version=${used.version}`, { as: 'admin' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('该类型已有 2 张工单，只能停用');
    const off = await s.request('PUT', `/workflow/type/${used.id}`, { as: 'admin', body: { version: used.version, enabled: false } });
    expect(off.status).toBe(200);
    const unused = await createType(s);
    expect((await s.request('DELETE', `/workflow/type/${unused.id}?version=${unused.version}`, { as: 'admin' })).status).toBe(200);
  });
});
