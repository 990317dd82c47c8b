import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_STATUSES, requests } from '../../../resources/needs/requests.ts';
import { transitionBlock } from '../../../resources/registry.ts';
import { createTestServer, type TestServer } from '../../helpers/testServer.ts';
import { createRequest, createStock, forceStatus, REQUEST_ACTION_FIELDS, REQUEST_ACTION_PATHS, stockQuantity, stockReserved } from './fixtures.ts';

let s: TestServer;
let stockId: number;
beforeAll(async () => {
  s = await createTestServer();
  stockId = (await createStock(s, { quantity: 1000 })).id;
});
afterAll(() => s.close());

const statuses = REQUEST_STATUSES.map((o) => o.value);
/** What each action does to on hand and reserved units of a quantity-1 request. */
const STOCK_DELTA: Record<string, { quantity: number; reserved: number }> = {
  approve: { quantity: 0, reserved: 1 },
  ship: { quantity: -1, reserved: -1 },
  cancel: { quantity: 0, reserved: -1 },
  confirm_return: { quantity: 1, reserved: 0 },
};
const level = async (id: number) => ({ quantity: await stockQuantity(s, id), reserved: await stockReserved(s, id) });

describe('request transition table: every action × every status, through the status endpoint', () => {
  for (const action of requests.status.actions) {
    for (const status of statuses) {
      const allowed = (action.from as readonly string[]).includes(status);
      it(`${action.name} from ${status} → ${allowed ? 200 : 409}`, async () => {
        const rec = await createRequest(s, stockId);
        const version = await forceStatus(s, 'request', rec.id, status);
        const stockBefore = await level(stockId);
        const res = await s.request('PUT', `/needs/manage-request/${rec.id}/status`, { as: 'staff', body: { action: action.name, version, ...REQUEST_ACTION_FIELDS[action.name] } });
        const after = (await s.request('GET', `/needs/manage-request/${rec.id}`, { as: 'staff' })).body.data;
        if (allowed) {
          expect(res.status).toBe(200);
          expect(res.body.data).toMatchObject({ status: action.to, version: version + 1 });
          const d = STOCK_DELTA[action.name] ?? { quantity: 0, reserved: 0 };
          expect(await level(stockId)).toEqual({ quantity: stockBefore.quantity + d.quantity, reserved: stockBefore.reserved + d.reserved });
        } else {
          expect(res.status).toBe(409);
          expect(res.body).toEqual({ code: '40901', message: transitionBlock(requests, action, status), data: null });
          expect(after.status).toBe(status);
          expect(await level(stockId)).toEqual(stockBefore);
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
    expect(neg.body.message).toContain('「入账金额」不能小于 ¥0.00');
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
  it('approve reserves, ship takes the reserved units out, confirm return puts them back, each in the item’s history', async () => {
    const item = await createStock(s, { quantity: 3 });
    const rec = await createRequest(s, item.id, { quantity: 2 });
    const approved = await s.request('PUT', `/needs/manage-request/${rec.id}/status`, { as: 'staff', body: { action: 'approve', version: rec.version } });
    expect(approved.status).toBe(200);
    expect(await level(item.id)).toEqual({ quantity: 3, reserved: 2 });
    const shipped = await s.request('PUT', `/needs/manage-request/${rec.id}/status`, { as: 'staff', body: { action: 'ship', version: approved.body.data.version, express_out: 'SF1' } });
    expect(shipped.status).toBe(200);
    expect(await level(item.id)).toEqual({ quantity: 1, reserved: 0 });
    const back = await s.request('PUT', `/needs/confirm-return/${rec.id}`, { as: 'staff', body: { version: shipped.body.data.version } });
    expect(back.status).toBe(200);
    expect(await level(item.id)).toEqual({ quantity: 3, reserved: 0 });
    const hist = await s.request('GET', `/needs/stock/item/${item.id}/history`, { as: 'admin' });
    expect(hist.body.data.list.map((e) => e.content)).toEqual([null, `备用机申请 ${String(rec.no)} 审核通过`, `备用机申请 ${String(rec.no)} 发出`, `备用机申请 ${String(rec.no)} 确认归还`]);
  });

  it('approving more than is available → 409 库存不足 naming item, left and needed, and neither status nor stock changes', async () => {
    const item = await createStock(s, { name: 'LX-30W 备用机', quantity: 1 });
    const rec = await createRequest(s, item.id, { quantity: 2 });
    const res = await s.request('PUT', `/needs/manage-request/${rec.id}/status`, { as: 'staff', body: { action: 'approve', version: rec.version } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: '40903', message: '库存不足：「LX-30W 备用机」可用仅剩 1（库存 1，已预留 0），需要 2', data: null });
    expect(await level(item.id)).toEqual({ quantity: 1, reserved: 0 });
    expect((await s.request('GET', `/needs/manage-request/${rec.id}`, { as: 'staff' })).body.data).toMatchObject({ status: 'pending', version: rec.version });
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
