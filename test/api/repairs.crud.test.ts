import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';
import { createRepair, validRepair } from './repairFixtures.ts';

let s: TestServer;
beforeEach(async () => {
  s = await createTestServer();
});
afterEach(() => s.close());

describe('repair create / one / update / delete', () => {
  it('creates with server-set number, status, version and a create event', async () => {
    const rec = await createRepair(s);
    expect(rec).toMatchObject({ type: 1, status: 'pending', version: 1, fee: 0, serial: 'SUP01AB2401', created_at: '2026-11-22T04:00:00.000Z' });
    expect(rec.no).toBe('WX202611220001');
    const second = await createRepair(s, { type: 3, serial: 'sup01ab2401' });
    expect(second.no).toBe('KX202611220001');
    expect(second.serial).toBe('SUP01AB2401');
    expect((await createRepair(s)).no).toBe('WX202611220002');
    const one = await s.request('GET', `/needs/manage-repair/${rec.id}`, { as: 'staff' });
    expect(one.body.data).toEqual(rec);
    const history = await s.request('GET', `/needs/manage-repair/${rec.id}/status`, { as: 'staff' });
    expect(history.body.data.list).toHaveLength(1);
    expect(history.body.data.list[0]).toMatchObject({ kind: 'create', to_status: 'pending', operator_name: '李晓燕' });
  });

  it('checks required fields and types with Chinese messages naming the field', async () => {
    const missing = await s.request('POST', '/needs/manage-repair', { as: 'staff', body: validRepair({ fault: '' }) });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('「故障描述」不能为空');
    const serial = await s.request('POST', '/needs/manage-repair', { as: 'staff', body: validRepair({ serial: 'SUP01AB2413' }) });
    expect(serial.body.message).toContain('「序列号」格式不正确');
    const type = await s.request('POST', '/needs/manage-repair', { as: 'staff', body: validRepair({ type: 2 }) });
    expect(type.status).toBe(400);
    const status = await s.request('POST', '/needs/manage-repair', { as: 'staff', body: validRepair({ status: 'completed' }) });
    expect(status.status).toBe(400);
    expect(status.body.message).toBe('不允许修改的字段：status');
  });

  it('404 for a missing record', async () => {
    const res = await s.request('GET', '/needs/manage-repair/999', { as: 'staff' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('40400');
  });

  it('updates partially with version, writes an update event, and refuses a stale version unchanged', async () => {
    const rec = await createRepair(s);
    s.clock.advance(60_000);
    const res = await s.request('PUT', `/needs/manage-repair/${rec.id}`, { as: 'staff', body: { version: 1, fault: '雕刻深度不一致', fee: 12000 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ fault: '雕刻深度不一致', fee: 12000, version: 2, customer_name: '陈志强', updated_at: '2026-11-22T04:01:00.000Z' });
    const stale = await s.request('PUT', `/needs/manage-repair/${rec.id}`, { as: 'staff', body: { version: 1, fault: '开机无反应' } });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ code: '40900', message: '记录已被他人修改，请刷新后重试', data: null });
    const now = await s.request('GET', `/needs/manage-repair/${rec.id}`, { as: 'staff' });
    expect(now.body.data).toEqual(res.body.data);
    const history = await s.request('GET', `/needs/manage-repair/${rec.id}/status`, { as: 'staff' });
    expect(history.body.data.list[1]).toMatchObject({ kind: 'update', data: { changes: { fault: { from: '激光头不出光', to: '雕刻深度不一致' } } } });
    const noVersion = await s.request('PUT', `/needs/manage-repair/${rec.id}`, { as: 'staff', body: { fault: '开机无反应' } });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.code).toBe('40008');
  });

  it('deletes with version (and its events); stale or missing version refused', async () => {
    const rec = await createRepair(s);
    expect((await s.request('DELETE', `/needs/repair/${rec.id}`, { as: 'staff' })).body.code).toBe('40008');
    expect((await s.request('DELETE', `/needs/repair/${rec.id}?version=7`, { as: 'staff' })).status).toBe(409);
    expect((await s.request('GET', `/needs/manage-repair/${rec.id}`, { as: 'staff' })).status).toBe(200);
    expect((await s.request('DELETE', `/needs/repair/${rec.id}?version=1`, { as: 'staff' })).status).toBe(200);
    expect((await s.request('GET', `/needs/manage-repair/${rec.id}`, { as: 'staff' })).status).toBe(404);
    expect(await s.db.selectFrom('repair_event').selectAll().where('repair_id', '=', rec.id).execute()).toEqual([]);
  });
});

describe('follow and history', () => {
  it('adds a note without bumping the version; history is ascending', async () => {
    const rec = await createRepair(s);
    const res = await s.request('PUT', `/needs/manage-repair/${rec.id}/follow`, { as: 'staff', body: { content: '已电话联系客户' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'follow', content: '已电话联系客户', action_label: '跟进', operator_name: '李晓燕' });
    expect((await s.request('GET', `/needs/manage-repair/${rec.id}`, { as: 'staff' })).body.data.version).toBe(1);
    await s.request('PUT', `/needs/manage-repair/${rec.id}/status`, { as: 'staff', body: { action: 'receive', version: 1, remark: '顺丰到件' } });
    const history = (await s.request('GET', `/needs/manage-repair/${rec.id}/status`, { as: 'staff' })).body.data.list;
    expect(history.map((e) => String(e.kind))).toEqual(['create', 'follow', 'status']);
    expect(history[2]).toMatchObject({ action: 'receive', action_label: '确认收件', from_status: 'pending', to_status: 'received', content: '顺丰到件' });
    const keys = ['id', 'kind', 'action', 'action_label', 'from_status', 'to_status', 'content', 'data', 'operator_id', 'operator_name', 'created_at'];
    expect(Object.keys(history[0]).sort()).toEqual([...keys].sort());
    expect((await s.request('PUT', `/needs/manage-repair/${rec.id}/follow`, { as: 'staff', body: { content: '' } })).status).toBe(400);
    expect((await s.request('PUT', `/needs/manage-repair/${rec.id}/follow`, { as: 'staff', body: { content: 'x'.repeat(1001) } })).status).toBe(400);
  });
});

describe('count', () => {
  it('counts open (pending) repairs of each screen', async () => {
    await createRepair(s);
    await createRepair(s);
    await createRepair(s, { type: 3 });
    const done = await createRepair(s);
    await s.request('PUT', `/needs/manage-repair/${done.id}/status`, { as: 'staff', body: { action: 'cancel', version: 1, remark: '重复' } });
    const res = await s.request('GET', '/needs/manage-repair/count', { as: 'staff' });
    expect(res.body).toEqual({ data: { repair: 2, quickrp: 1 } });
  });

  it('agrees with the list totals on seeded data', async () => {
    const seeded = await createTestServer({ seed: true });
    const count = (await seeded.request('GET', '/needs/manage-repair/count', { as: 'staff' })).body.data;
    const ordinary = (await seeded.request('GET', '/needs/manage-repairs?type=1&status=pending', { as: 'staff' })).body.data.total;
    const quick = (await seeded.request('GET', '/needs/manage-repairs?type=3&status=pending', { as: 'staff' })).body.data.total;
    expect(count).toEqual({ repair: ordinary, quickrp: quick });
    await seeded.close();
  });
});
