import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnedValue } from '../../../src/domain/erp/purchaseMoney.ts';
import { createTestServer, type Loose, type TestServer } from '../../helpers/testServer.ts';
import { erpFixture, orderIn, orderRow, serialsOf, shipSnapshot, stockIn, stockRow, type Erp, type Model, type Order } from './stockFixtures.ts';
import { stockProblems } from './stockInvariants.ts';

/**
 * 退货入库 (POST /erp/purchase/:id/return) on both databases: the serials come back (their rows
 * keep when and why), the stock moves in with a ledger row, the order's returned amount is the
 * lines' returnedValue (1 + 1 units give what 2 give), an order paid all but the returned value
 * becomes 已完成; refused: a serial of another order (naming it), one never shipped, one back
 * already (409), twice in the body, no reason, the state; and a returned serial is never shipped again.
 */

let s: TestServer;
let erp: Erp;
let model: Model;
let order: Order;
let sent: string[];

beforeAll(async () => {
  s = await createTestServer();
  erp = await erpFixture(s, 7);
  model = erp.models.find((m) => m.code === '15') as Model;
  await stockIn(s, model.id, 10);
  // 3 units at ¥333.33 with 5 % off the line, the group's 7 % off the order
  order = await orderIn(s, erp, [{ product_id: model.id, quantity: 3, unit_price: 33_333, discount_rate: 5 }]);
  sent = serialsOf(erp, model, 3);
  const res = await s.request('POST', `/erp/purchase/${order.id}/ship`, { as: 'superadmin', body: { version: 1, courier_no: 'SF100', lines: [{ line_id: order.lineIds[0], serials: sent }] } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}, 60_000);
afterAll(() => s?.close());

const back = (id: number, body: unknown, as: 'superadmin' | 'staff' = 'superadmin') => s.request('POST', `/erp/purchase/${id}/return`, { as, body });

describe('a return', () => {
  it('takes serials back: their rows, the stock in with a ledger row, the returned amount computed once on the line', async () => {
    const line = await s.db.selectFrom('erp_purchase_line').selectAll().where('id', '=', order.lineIds[0]).executeTakeFirstOrThrow();
    expect((await stockRow(s, model.id)).on_hand).toBe(7);
    const one = await back(order.id, { version: 2, serials: [sent[0].toLowerCase()], reason: '外壳破损' });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.data.shipments[0].serials.filter((x: Loose) => String(x.serial) === sent[0]).map((x: Loose) => x.return_reason)).toEqual(['外壳破损']);
    let row = await orderRow(s, order.id);
    const oneUnit = returnedValue({ amount: Number(line.amount), quantity: 3, returned_quantity: 1 }, 7);
    expect(Number(row.returned_amount)).toBe(oneUnit);
    expect(row.state).toBe('shipped');
    expect(Number(row.version)).toBe(3);
    const serialRow = await s.db.selectFrom('erp_shipment_serial').selectAll().where('serial', '=', sent[0]).executeTakeFirstOrThrow();
    expect(serialRow.return_reason).toBe('外壳破损');
    expect(serialRow.returned_at).toBe(new Date(s.clock.now()).toISOString());
    expect((await stockRow(s, model.id)).on_hand).toBe(8);
    const ledger = await s.db.selectFrom('erp_stock_ledger').selectAll().where('kind', '=', 'return').execute();
    expect(ledger.map((l) => [Number(l.quantity), Number(l.balance), Number(l.purchase_id), l.reason])).toEqual([[1, 8, order.id, '外壳破损']]);

    const two = await back(order.id, { version: 3, serials: [sent[1]], reason: '客户退货' });
    expect(two.status).toBe(200);
    row = await orderRow(s, order.id);
    // computed on the whole returned count: what one return of two units would give
    expect(Number(row.returned_amount)).toBe(returnedValue({ amount: Number(line.amount), quantity: 3, returned_quantity: 2 }, 7));
    expect(Number((await s.db.selectFrom('erp_purchase_line').select('returned_quantity').where('id', '=', line.id).executeTakeFirstOrThrow()).returned_quantity)).toBe(2);
    const events = await s.db.selectFrom('erp_purchase_event').select(['action', 'content']).where('erp_purchase_id', '=', order.id).where('action', '=', 'returnSerials').execute();
    expect(events.map((e) => e.content)).toEqual(['退货入库 1 台：外壳破损', '退货入库 1 台：客户退货']);
    expect(await stockProblems(s.db)).toEqual([]);
  });

  it('an order paid all but what came back becomes 已完成', async () => {
    const o = await orderIn(s, erp, [{ product_id: model.id, quantity: 2, unit_price: 10_001 }]);
    const serials = serialsOf(erp, model, 2);
    expect((await s.request('POST', `/erp/purchase/${o.id}/ship`, { as: 'superadmin', body: { version: 1, courier_no: 'SF101', lines: [{ line_id: o.lineIds[0], serials }] } })).status).toBe(200);
    const line = await s.db.selectFrom('erp_purchase_line').selectAll().where('id', '=', o.lineIds[0]).executeTakeFirstOrThrow();
    const total = Number((await orderRow(s, o.id)).total);
    await s.db.updateTable('erp_purchase').set({ paid: total - returnedValue({ amount: Number(line.amount), quantity: 2, returned_quantity: 1 }, 7) }).where('id', '=', o.id).execute();
    const res = await back(o.id, { version: 2, serials: [serials[1]], reason: '多发了一台' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await orderRow(s, o.id)).state).toBe('completed');
  });
});

describe('a refused return changes nothing', () => {
  const refused = async (id: number, body: unknown, status: number, message: string | RegExp, as: 'superadmin' | 'staff' = 'superadmin') => {
    const before = await shipSnapshot(s);
    const res = await back(id, body, as);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (typeof message === 'string') expect(String(res.body.message)).toBe(message);
    else expect(String(res.body.message)).toMatch(message);
    expect(await shipSnapshot(s)).toEqual(before);
  };
  const version = async (id: number) => Number((await orderRow(s, id)).version);

  it('a serial back already: 409; never shipped, of another order, not valid, twice: 400 naming it', async () => {
    const v = await version(order.id);
    await refused(order.id, { version: v, serials: [sent[0]], reason: '再退一次' }, 409, `序列号「${sent[0]}」已于 2026-11-22 退货入库`);
    const never = serialsOf(erp, model, 1)[0];
    await refused(order.id, { version: v, serials: [never], reason: '没发过' }, 400, `序列号「${never}」没有随采购单 ${order.no} 发出`);
    const otherOrder = await s.db.selectFrom('erp_shipment_serial as x').innerJoin('erp_purchase as p', 'p.id', 'x.purchase_id').select(['x.serial', 'p.no']).where('x.purchase_id', '!=', order.id).executeTakeFirstOrThrow();
    await refused(order.id, { version: v, serials: [otherOrder.serial], reason: '别的单' }, 400, `序列号「${otherOrder.serial}」随采购单 ${otherOrder.no} 发出，不是本单的设备`);
    await refused(order.id, { version: v, serials: ['12345'], reason: '乱填' }, 400, '序列号「12345」不是有效的序列号');
    await refused(order.id, { version: v, serials: [sent[2], sent[2].toLowerCase()], reason: '重复' }, 400, `序列号「${sent[2]}」在本次退货中出现了两次`);
  });

  it('no reason, no serials, a stale version, no right', async () => {
    const v = await version(order.id);
    await refused(order.id, { version: v, serials: [sent[2]] }, 400, '请填写退货原因（2–200 个字）');
    await refused(order.id, { version: v, serials: [sent[2]], reason: ' 坏 ' }, 400, '请填写退货原因（2–200 个字）');
    await refused(order.id, { version: v, serials: [], reason: '空的' }, 400, '请填写要退货的序列号');
    await refused(order.id, { version: v + 5, serials: [sent[2]], reason: '过期' }, 409, '记录已被他人修改，请刷新后重试');
    await refused(order.id, { version: v, serials: [sent[2]], reason: '无权' }, 403, /没有权限/, 'staff');
  });

  it('an order with nothing shipped: 409 with the state table reason', async () => {
    const o = await orderIn(s, erp, [{ product_id: model.id, quantity: 1 }]);
    await refused(o.id, { version: 1, serials: [sent[2]], reason: '未发货' }, 409, '已审核的采购单没有可退货的设备');
  });
});

describe('a returned serial', () => {
  it('is never shipped again: 409 naming the order it went with', async () => {
    const o = await orderIn(s, erp, [{ product_id: model.id, quantity: 1 }]);
    const before = await shipSnapshot(s);
    const res = await s.request('POST', `/erp/purchase/${o.id}/ship`, { as: 'superadmin', body: { version: 1, courier_no: 'SF102', lines: [{ line_id: o.lineIds[0], serials: [sent[0]] }] } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`序列号「${sent[0]}」已随采购单 ${order.no} 发出`);
    expect(await shipSnapshot(s)).toEqual(before);
    expect(await stockProblems(s.db)).toEqual([]);
  });
});
