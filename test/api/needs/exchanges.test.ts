import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXCHANGE_STATUSES, exchanges } from '../../../resources/needs/exchanges.ts';
import { transitionBlock } from '../../../resources/registry.ts';
import { createTestServer, type TestServer } from '../../helpers/testServer.ts';
import { createExchange, createStock, forceStatus, stockQuantity, stockReserved } from './fixtures.ts';

let s: TestServer;
let stockId: number;
beforeAll(async () => {
  s = await createTestServer();
  stockId = (await createStock(s, { name: 'M2 Ultra 整机', kind: 'unit', quantity: 500 })).id;
});
afterAll(() => s.close());

const FIELDS: Record<string, Record<string, unknown>> = {
  approve: {},
  reject: { remark: '超出七天换新期限' },
  ship: { new_serial: 'SUP05U2611', express_out: 'SF5550001' },
  receive_old: { express_back: 'SF5550002', remark: '旧机激光器损坏，与描述一致' },
  cancel: { remark: '客户改为维修' },
};

/** What each action does to on hand and reserved units. */
const STOCK_DELTA: Record<string, { quantity: number; reserved: number }> = {
  approve: { quantity: 0, reserved: 1 },
  ship: { quantity: -1, reserved: -1 },
  cancel: { quantity: 0, reserved: -1 },
};

describe('exchange transition table: every action × every status', () => {
  for (const action of exchanges.status.actions) {
    for (const status of EXCHANGE_STATUSES.map((o) => o.value)) {
      const allowed = (action.from as readonly string[]).includes(status);
      it(`${action.name} from ${status} → ${allowed ? 200 : 409}`, async () => {
        const rec = await createExchange(s, stockId);
        const version = await forceStatus(s, 'exchange', rec.id, status);
        const before = { quantity: await stockQuantity(s, stockId), reserved: await stockReserved(s, stockId) };
        const after = async () => ({ quantity: await stockQuantity(s, stockId), reserved: await stockReserved(s, stockId) });
        const res = await s.request('PUT', `/needs/exchange/${rec.id}/status`, { as: 'admin', body: { action: action.name, version, ...FIELDS[action.name] } });
        if (allowed) {
          expect(res.status).toBe(200);
          expect(res.body.data.status).toBe(action.to);
          const d = STOCK_DELTA[action.name] ?? { quantity: 0, reserved: 0 };
          expect(await after()).toEqual({ quantity: before.quantity + d.quantity, reserved: before.reserved + d.reserved });
        } else {
          expect(res.status).toBe(409);
          expect(res.body.message).toBe(transitionBlock(exchanges, action, status));
          expect(await after()).toEqual(before);
        }
      });
    }
  }
});

describe('exchange records', () => {
  it('numbers HH + day + sequence; ship writes the new serial; list searches old and new serials', async () => {
    const s2 = await createTestServer();
    const item = await createStock(s2, { name: 'M2 Ultra 整机（换货用）', kind: 'unit', quantity: 1 });
    const rec = await createExchange(s2, item.id);
    expect(rec.no).toBe('HH202611220001');
    const approved = await s2.request('PUT', `/needs/exchange/${rec.id}/status`, { as: 'admin', body: { action: 'approve', version: 1 } });
    const shipped = await s2.request('PUT', `/needs/exchange/${rec.id}/status`, { as: 'admin', body: { action: 'ship', version: approved.body.data.version, new_serial: 'sup05u2611', express_out: 'SF1' } });
    expect(shipped.body.data).toMatchObject({ status: 'shipped', new_serial: 'SUP05U2611', express_out: 'SF1' });
    expect(await stockQuantity(s2, item.id)).toBe(0);
    expect((await s2.request('GET', '/needs/exchanges?q=SUP05U26', { as: 'admin' })).body.data.total).toBe(1);
    expect((await s2.request('GET', '/needs/exchanges?old_serial=SUP05U2501', { as: 'admin' })).body.data.total).toBe(1);
    const second = await createExchange(s2, item.id);
    const short = await s2.request('PUT', `/needs/exchange/${second.id}/status`, { as: 'admin', body: { action: 'approve', version: second.version } });
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({ code: '40903', message: '库存不足：「M2 Ultra 整机（换货用）」可用仅剩 0（库存 0，已预留 0），需要 1' });
    expect((await s2.request('GET', '/needs/exchanges', { as: 'staff' })).status).toBe(403);
    await s2.close();
  });

  it('a bad serial is refused in Chinese', async () => {
    const res = await s.request('POST', '/needs/exchange', { as: 'admin', body: { old_serial: 'SUP1A2401', stock_id: stockId, customer_name: '王', customer_phone: '13900001111', reason: '故障换新' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('「原序列号」格式不正确');
  });
});

describe('stock items', () => {
  it('CRUD with a unique SKU, whole non-negative quantities, and a history of adjustments', async () => {
    const item = await createStock(s, { sku: 'PJ-LENS-F160', kind: 'accessory', name: 'F160 场镜', quantity: 10 });
    expect((await s.request('POST', '/needs/stock/item', { as: 'admin', body: { name: '重复', sku: 'PJ-LENS-F160', kind: 'accessory', quantity: 1 } })).status).toBe(409);
    const neg = await s.request('PUT', `/needs/stock/item/${item.id}`, { as: 'admin', body: { version: 1, quantity: -1 } });
    expect(neg.status).toBe(400);
    expect(neg.body.message).toContain('「库存数量」不能小于 0');
    expect((await s.request('PUT', `/needs/stock/item/${item.id}`, { as: 'admin', body: { version: 1, quantity: 1.5 } })).body.message).toContain('必须是整数');
    const adj = await s.request('PUT', `/needs/stock/item/${item.id}`, { as: 'admin', body: { version: 1, quantity: 8 } });
    expect(adj.body.data.quantity).toBe(8);
    const list = await s.request('GET', '/needs/stock/items?kind=accessory&sort=quantity', { as: 'admin' });
    expect(list.body.data.list[0]).toMatchObject({ sku: 'PJ-LENS-F160' });
    const hist = await s.request('GET', `/needs/stock/item/${item.id}/history`, { as: 'admin' });
    expect(hist.body.data.list.map((e) => e.kind)).toEqual(['create', 'update']);
    expect((await s.request('DELETE', `/needs/stock/item/${item.id}?version=2`, { as: 'admin' })).status).toBe(200);
  });
});

describe('stock item options (the select of 申领物品 / 换出库存)', () => {
  it('lists id and name by name prefix for every staff account, not for members', async () => {
    await createStock(s, { name: '振镜驱动板', sku: 'PJ-GALVO-X', kind: 'accessory' });
    const res = await s.request('GET', `/needs/stock/item-options?q=${encodeURIComponent('振镜')}`, { as: 'staff' });
    expect(res.status).toBe(200);
    expect(res.body.data.list).toEqual([{ value: expect.any(Number), label: '振镜驱动板', initials: 'zjqdb' }]);
    expect((await s.request('GET', '/needs/stock/item-options', { as: 'member' })).status).toBe(403);
  });
});
