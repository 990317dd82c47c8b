import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../helpers/testServer.ts';
import { createRequest, createStock, forceStatus, validRequest } from './fixtures.ts';

let s: TestServer;
let stockId: number;
beforeAll(async () => {
  s = await createTestServer();
  stockId = (await createStock(s)).id;
});
afterAll(() => s.close());

describe('request calls of section 7', () => {
  it('creates with a BY/PJ number by type, pending, with the stock item label embedded', async () => {
    const backup = await createRequest(s, stockId);
    const accessory = await createRequest(s, stockId, { type: 2 });
    expect(backup).toMatchObject({ no: 'BY202611220001', type: 1, status: 'pending', version: 1 });
    expect(accessory).toMatchObject({ no: 'PJ202611220001', type: 2 });
    const one = await s.request('GET', `/needs/manage-request/${backup.id}`, { as: 'staff' });
    expect(one.body.data).toMatchObject({ id: backup.id, stock_id: stockId, stock_id_label: 'F1 备用机' });
  });

  it('refuses a create naming a stock item that does not exist, or a bad type', async () => {
    const res = await s.request('POST', '/needs/manage-request', { as: 'staff', body: validRequest(99999) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('「申领物品」不存在');
    const bad = await s.request('POST', '/needs/manage-request', { as: 'staff', body: validRequest(stockId, { type: 3 }) });
    expect(bad.status).toBe(400);
  });

  it('lists by type (the screen filter), newest first, with status filter and q search', async () => {
    const s2 = await createTestServer();
    const item = await createStock(s2);
    const a = await createRequest(s2, item.id, { customer_name: '李娜' });
    s2.clock.advance(60_000);
    const b = await createRequest(s2, item.id, { customer_name: '刘洋' });
    await createRequest(s2, item.id, { type: 2 });
    await forceStatus(s2, 'request', a.id, 'sent');
    const list = await s2.request('GET', '/needs/manage-requests?type=1', { as: 'staff' });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list.map((r) => r.id)).toEqual([b.id, a.id]);
    expect((await s2.request('GET', '/needs/manage-requests?type=1&status=sent', { as: 'staff' })).body.data.list.map((r) => r.id)).toEqual([a.id]);
    expect((await s2.request('GET', `/needs/manage-requests?type=1&q=${encodeURIComponent('刘')}`, { as: 'staff' })).body.data.total).toBe(1);
    expect((await s2.request('GET', '/needs/manage-requests?type=2', { as: 'staff' })).body.data.total).toBe(1);
    expect((await s2.request('GET', '/needs/manage-requests?status=nope', { as: 'staff' })).status).toBe(400);
    await s2.close();
  });

  it('updates with the version; a stale version is 409 and changes nothing', async () => {
    const rec = await createRequest(s, stockId);
    const res = await s.request('PUT', `/needs/manage-request/${rec.id}`, { as: 'staff', body: { version: 1, reason: '客户急需备用机赶工期' } });
    expect(res.body.data).toMatchObject({ reason: '客户急需备用机赶工期', version: 2 });
    const stale = await s.request('PUT', `/needs/manage-request/${rec.id}`, { as: 'staff', body: { version: 1, reason: '另一个原因' } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('40900');
    const status = await s.request('PUT', `/needs/manage-request/${rec.id}`, { as: 'staff', body: { version: 2, status: 'credited' } });
    expect(status.status).toBe(400);
  });

  it('deletes at /needs/request/:id with the version, history included', async () => {
    const rec = await createRequest(s, stockId);
    expect((await s.request('DELETE', `/needs/request/${rec.id}?version=9`, { as: 'staff' })).status).toBe(409);
    expect((await s.request('DELETE', `/needs/request/${rec.id}?version=1`, { as: 'staff' })).status).toBe(200);
    expect((await s.request('GET', `/needs/manage-request/${rec.id}`, { as: 'staff' })).status).toBe(404);
  });

  it('follow adds a note without bumping the version; the history is read at /:id/:type/status', async () => {
    const rec = await createRequest(s, stockId, { type: 2 });
    const f = await s.request('PUT', `/needs/manage-request/${rec.id}/follow`, { as: 'staff', body: { content: '已电话确认收货地址' } });
    expect(f.status).toBe(200);
    expect((await s.request('PUT', `/needs/manage-request/${rec.id}/follow`, { as: 'staff', body: { content: '' } })).status).toBe(400);
    const hist = await s.request('GET', `/needs/manage-request/${rec.id}/2/status`, { as: 'staff' });
    expect(hist.body.data.list.map((e) => e.kind)).toEqual(['create', 'follow']);
    expect((await s.request('GET', `/needs/manage-request/${rec.id}`, { as: 'staff' })).body.data.version).toBe(1);
    expect((await s.request('GET', `/needs/manage-request/${rec.id}/1/status`, { as: 'staff' })).status).toBe(404);
  });

  it('counts open requests (待审核 + 待发出) keyed by type', async () => {
    const s2 = await createTestServer();
    const item = await createStock(s2);
    const a = await createRequest(s2, item.id);
    await createRequest(s2, item.id);
    const c = await createRequest(s2, item.id, { type: 2 });
    await forceStatus(s2, 'request', a.id, 'approved');
    await forceStatus(s2, 'request', c.id, 'refused');
    const res = await s2.request('GET', '/needs/manage-requests/count', { as: 'staff' });
    expect(res.body.data).toEqual({ 1: 2, 2: 0 });
    expect((await s2.request('GET', '/needs/manage-requests/count', { as: 'member' })).status).toBe(403);
    await s2.close();
  });
});
