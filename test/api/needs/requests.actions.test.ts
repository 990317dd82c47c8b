import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_STATUSES, requests } from '../../../resources/requests.ts';
import { transitionBlock } from '../../../resources/registry.ts';
import { createTestServer, type TestServer } from '../../helpers/testServer.ts';
import { createRequest, createStock, forceStatus, REQUEST_ACTION_FIELDS, REQUEST_ACTION_PATHS, stockQuantity } from './fixtures.ts';

let s: TestServer;
let stockId: number;
beforeAll(async () => {
  s = await createTestServer();
  stockId = (await createStock(s, { quantity: 1000 })).id;
});
afterAll(() => s.close());

const statuses = REQUEST_STATUSES.map((o) => o.value);
const STOCK_DELTA: Record<string, number> = { ship: -1, confirm_return: 1 };

describe('request transition table: every action × every status, through the status endpoint', () => {
  for (const action of requests.status.actions) {
    for (const status of statuses) {
      const allowed = (action.from as readonly string[]).includes(status);
      it(`${action.name} from ${status} → ${allowed ? 200 : 409}`, async () => {
        const rec = await createRequest(s, stockId);
        const version = await forceStatus(s, 'request', rec.id, status);
        const stockBefore = await stockQuantity(s, stockId);
        const res = await s.request('PUT', `/needs/manage-request/${rec.id}/status`, { as: 'staff', body: { action: action.name, version, ...REQUEST_ACTION_FIELDS[action.name] } });
        const after = (await s.request('GET', `/needs/manage-request/${rec.id}`, { as: 'staff' })).body.data;
        if (allowed) {
          expect(res.status).toBe(200);
          expect(res.body.data).toMatchObject({ status: action.to, version: version + 1 });
          expect(await stockQuantity(s, stockId)).toBe(stockBefore + (STOCK_DELTA[action.name] ?? 0));
        } else {
          expect(res.status).toBe(409);
          expect(res.body).toEqual({ code: '40901', message: transitionBlock(requests, action, status), data: null });
          expect(after.status).toBe(status);
          expect(await stockQuantity(s, stockId)).toBe(stockBefore);
        }
      });
    }
  }
});

describe('the section-7 action paths', () => {
  for (const [name, path] of Object.entries(REQUEST_ACTION_PATHS)) {
    const action = requests.status.actions.find((a) => a.name === name);
    if (!action) throw new Error(name);
    for (const status of statuses) {
      const allowed = (action.from as readonly string[]).includes(status);
      it(`PUT ${path} from ${status} → ${allowed ? 200 : 409}`, async () => {
        const rec = await createRequest(s, stockId);
        const version = await forceStatus(s, 'request', rec.id, status);
        const res = await s.request('PUT', path.replace(':id', String(rec.id)), { as: 'staff', body: { version, ...REQUEST_ACTION_FIELDS[name] } });
        expect(res.status).toBe(allowed ? 200 : 409);
        if (allowed) expect(res.body.data.status).toBe(action.to);
        else expect(res.body.message).toMatch(/^当前状态「.+」不能/);
      });
    }
  }

  it('refuses another action named in the body of a fixed-action path', async () => {
    const rec = await createRequest(s, stockId);
    const res = await s.request('PUT', `/needs/refuse-request/${rec.id}`, { as: 'staff', body: { action: 'approve', version: rec.version, remark: '不行' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('40009');
  });
});

describe('what each action asks for, and who/when', () => {
  it('a refusal needs a reason', async () => {
    const rec = await createRequest(s, stockId);
    const res = await s.request('PUT', `/needs/refuse-request/${rec.id}`, { as: 'staff', body: { version: rec.version } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('「拒绝原因」不能为空');
  });

  it('shipping needs a tracking number; credit needs an amount ≥ 0 in fen', async () => {
    const rec = await createRequest(s, stockId);
    let v = await forceStatus(s, 'request', rec.id, 'approved');
    expect((await s.request('PUT', `/needs/manage-request/${rec.id}/status`, { as: 'staff', body: { action: 'ship', version: v } })).body.message).toContain('「发出快递单号」不能为空');
    v = await forceStatus(s, 'request', rec.id, 'returned');
    const neg = await s.request('PUT', `/needs/credit/${rec.id}`, { as: 'staff', body: { version: v, credit_amount: -1 } });
    expect(neg.status).toBe(400);
    expect(neg.body.message).toContain('「入账金额」不能小于 0');
    const okRes = await s.request('PUT', `/needs/credit/${rec.id}`, { as: 'staff', body: { version: v, credit_amount: 12000 } });
    expect(okRes.body.data).toMatchObject({ status: 'credited', credit_amount: 12000 });
  });

  it('records who and when, with the values asked for, in the status history', async () => {
    const rec = await createRequest(s, stockId);
    await s.request('PUT', `/needs/refuse-request/${rec.id}`, { as: 'admin', body: { version: rec.version, remark: '非保内设备' } });
    const hist = await s.request('GET', `/needs/manage-request/${rec.id}/1/status`, { as: 'staff' });
    expect(hist.status).toBe(200);
    const last = hist.body.data.list[hist.body.data.list.length - 1];
    const admin = await s.db.selectFrom('admin').select(['id', 'name']).where('username', '=', 'admin').executeTakeFirstOrThrow();
    expect(last).toMatchObject({ kind: 'status', action: 'refuse', action_label: '拒绝申请', from_status: 'pending', to_status: 'refused', content: '非保内设备', operator_id: admin.id, operator_name: admin.name });
    expect(last.created_at).toBe(new Date(s.clock.now()).toISOString());
    const log = await s.db.selectFrom('action_log').selectAll().where('action', '=', 'requests.refuse').where('record_id', '=', String(rec.id)).execute();
    expect(log).toHaveLength(1);
  });
});

describe('stock moves in the same transaction', () => {
  it('ship takes the quantity out, confirm return puts it back', async () => {
    const item = await createStock(s, { quantity: 3 });
    const rec = await createRequest(s, item.id, { quantity: 2 });
    const v = await forceStatus(s, 'request', rec.id, 'approved');
    const shipped = await s.request('PUT', `/needs/manage-request/${rec.id}/status`, { as: 'staff', body: { action: 'ship', version: v, express_out: 'SF1' } });
    expect(shipped.status).toBe(200);
    expect(await stockQuantity(s, item.id)).toBe(1);
    const back = await s.request('PUT', `/needs/confirm-return/${rec.id}`, { as: 'staff', body: { version: shipped.body.data.version } });
    expect(back.status).toBe(200);
    expect(await stockQuantity(s, item.id)).toBe(3);
    const hist = await s.request('GET', `/needs/stock/item/${item.id}/history`, { as: 'admin' });
    expect(hist.body.data.list.map((e) => e.content)).toEqual([null, `备用机申请 ${String(rec.no)} 发出`, `备用机申请 ${String(rec.no)} 归还入库`]);
  });

  it('too little stock → 409 库存不足, and neither status nor stock changes', async () => {
    const item = await createStock(s, { name: 'LX-30W 备用机', quantity: 1 });
    const rec = await createRequest(s, item.id, { quantity: 2 });
    const v = await forceStatus(s, 'request', rec.id, 'approved');
    const res = await s.request('PUT', `/needs/manage-request/${rec.id}/status`, { as: 'staff', body: { action: 'ship', version: v, express_out: 'SF1' } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: '40903', message: '库存不足：「LX-30W 备用机」仅剩 1，需要 2', data: null });
    expect(await stockQuantity(s, item.id)).toBe(1);
    expect((await s.request('GET', `/needs/manage-request/${rec.id}`, { as: 'staff' })).body.data).toMatchObject({ status: 'approved', version: v });
  });

  it('once sent, the item and quantity can no longer be edited', async () => {
    const rec = await createRequest(s, stockId);
    const v = await forceStatus(s, 'request', rec.id, 'sent');
    const res = await s.request('PUT', `/needs/manage-request/${rec.id}`, { as: 'staff', body: { version: v, quantity: 5 } });
    expect(res.status).toBe(409);
    const okRes = await s.request('PUT', `/needs/manage-request/${rec.id}`, { as: 'staff', body: { version: v, address: '浙江省杭州市滨江区' } });
    expect(okRes.status).toBe(200);
  });
});
