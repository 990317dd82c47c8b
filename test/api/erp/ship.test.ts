import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Loose, type TestServer } from '../../helpers/testServer.ts';
import { erpFixture, orderIn, orderRow, serialsOf, shipSnapshot, stockIn, stockRow, type Erp, type Model } from './stockFixtures.ts';
import { stockProblems } from './stockInvariants.ts';

/**
 * 发货 (POST /erp/purchase/:id/ship) on both databases: a partial shipment then the rest (the
 * states, the shipment number, the stock out with its ledger rows, the reservation released, the
 * history entry), 已完成 when the order is paid, and every refusal with its message and nothing
 * changed — the courier number, a line not of the order, a serial not valid or of another model,
 * a serial twice, a serial that went out with another order (409 naming that order), more than a
 * line still has to ship, the stock, the state, a stale version, the right. Then the serial check.
 */

let s: TestServer;
let erp: Erp;
let free: Model;
let other: Model;
let fixed: Model;

beforeAll(async () => {
  s = await createTestServer();
  erp = await erpFixture(s);
  free = erp.models.find((m) => m.code === '05') as Model;
  other = erp.models.find((m) => m.code === '10') as Model;
  fixed = erp.models.find((m) => m.letters === 'VP') as Model;
}, 60_000);
afterAll(() => s?.close());

const ship = (id: number, body: unknown, as: 'superadmin' | 'staff' | 'admin' = 'superadmin') => s.request('POST', `/erp/purchase/${id}/ship`, { as, body });

describe('a shipment', () => {
  it('ships part of an order, then the rest: states, FH number, stock out with ledger rows, reservation released, history', async () => {
    await stockIn(s, free.id, 10);
    await stockIn(s, other.id, 4);
    const order = await orderIn(s, erp, [{ product_id: free.id, quantity: 3 }, { product_id: other.id, quantity: 2 }]);
    expect(await stockRow(s, free.id)).toEqual({ on_hand: 10, reserved: 3, available: 7 });

    const first = serialsOf(erp, free, 2);
    const res = await ship(order.id, { version: 1, courier: '顺丰', courier_no: 'SF1234567890', lines: [{ line_id: order.lineIds[0], serials: first.map((x) => x.toLowerCase()) }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // the answer is the order's detail (the contract of every step)
    const detail = res.body.data;
    expect(detail.order.state).toBe('partial');
    expect(detail.shipments).toHaveLength(1);
    expect(detail.shipments[0].serials.map((x: Loose) => x.serial)).toEqual(first);
    expect(detail.lines.map((l: Loose) => Number(l.shipped_quantity))).toEqual([2, 0]);
    expect(detail.actions.ship.allowed).toBe(true);
    expect(detail.actions.unapprove.allowed).toBe(false);
    let row = await orderRow(s, order.id);
    expect(row.state).toBe('partial');
    expect(Number(row.shipped_quantity)).toBe(2);
    expect(Number(row.version)).toBe(2);
    const shipment = await s.db.selectFrom('erp_shipment').selectAll().where('purchase_id', '=', order.id).executeTakeFirstOrThrow();
    expect(shipment.no).toMatch(/^FH20261122\d{4}$/);
    expect(shipment.courier_no).toBe('SF1234567890');
    expect(Number(shipment.quantity)).toBe(2);
    const sent = await s.db.selectFrom('erp_shipment_serial').select(['serial', 'line_id', 'product_id']).where('shipment_id', '=', shipment.id).orderBy('id').execute();
    expect(sent.map((x) => x.serial)).toEqual(first);
    expect(await stockRow(s, free.id)).toEqual({ on_hand: 8, reserved: 1, available: 7 });
    const ledger = await s.db.selectFrom('erp_stock_ledger').selectAll().where('purchase_id', '=', order.id).execute();
    expect(ledger.map((l) => [l.kind, Number(l.quantity), Number(l.balance), Number(l.shipment_id)])).toEqual([['ship', -2, 8, Number(shipment.id)]]);
    const events = await s.db.selectFrom('erp_purchase_event').selectAll().where('erp_purchase_id', '=', order.id).execute();
    expect(events.map((e) => [e.action, e.from_status, e.to_status])).toEqual([['ship', 'approved', 'partial']]);
    expect(events[0].content).toContain(shipment.no);

    const rest = await ship(order.id, { version: 2, courier_no: 'YT998877', lines: [{ line_id: order.lineIds[0], serials: serialsOf(erp, free, 1) }, { line_id: order.lineIds[1], serials: serialsOf(erp, other, 2) }] });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    row = await orderRow(s, order.id);
    expect(row.state).toBe('shipped');
    expect(Number(row.shipped_quantity)).toBe(5);
    expect(await stockRow(s, free.id)).toEqual({ on_hand: 7, reserved: 0, available: 7 });
    expect(await stockRow(s, other.id)).toEqual({ on_hand: 2, reserved: 0, available: 2 });
    const numbers = (await s.db.selectFrom('erp_shipment').select('no').where('purchase_id', '=', order.id).orderBy('id').execute()).map((x) => x.no);
    expect(numbers).toHaveLength(2);
    expect(numbers[1] > numbers[0]).toBe(true);
    expect(await stockProblems(s.db)).toEqual([]);
  });

  it('an order paid in full becomes 已完成 with its last shipment', async () => {
    await stockIn(s, other.id, 1);
    const order = await orderIn(s, erp, [{ product_id: other.id, quantity: 1, unit_price: 123_456 }]);
    const row = await orderRow(s, order.id);
    await s.db.updateTable('erp_purchase').set({ paid: Number(row.total) }).where('id', '=', order.id).execute();
    const res = await ship(order.id, { version: 1, courier_no: 'SF1', lines: [{ line_id: order.lineIds[0], serials: serialsOf(erp, other, 1) }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await orderRow(s, order.id)).state).toBe('completed');
  });
});

describe('a refused shipment changes nothing', () => {
  let order: { id: number; no: string; lineIds: number[] };
  let shippedBefore: { serial: string; no: string };

  beforeAll(async () => {
    await stockIn(s, free.id, 3);
    const earlier = await orderIn(s, erp, [{ product_id: free.id, quantity: 1 }]);
    const serial = serialsOf(erp, free, 1)[0];
    const res = await ship(earlier.id, { version: 1, courier_no: 'SF2', lines: [{ line_id: earlier.lineIds[0], serials: [serial] }] });
    expect(res.status).toBe(200);
    shippedBefore = { serial, no: earlier.no };
    order = await orderIn(s, erp, [{ product_id: free.id, quantity: 2 }, { product_id: fixed.id, quantity: 1 }]);
  });

  const refused = async (body: unknown, status: number, message: string | RegExp, as: 'superadmin' | 'staff' = 'superadmin', id = order.id) => {
    const before = await shipSnapshot(s);
    const res = await ship(id, body, as);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (typeof message === 'string') expect(String(res.body.message)).toBe(message);
    else expect(String(res.body.message)).toMatch(message);
    expect(await shipSnapshot(s)).toEqual(before);
    return res.body as Loose;
  };

  it('without a courier number: 400', async () => {
    await refused({ version: 1, lines: [{ line_id: order.lineIds[0], serials: serialsOf(erp, free, 1) }] }, 400, '请填写快递单号');
    await refused({ version: 1, courier_no: '  ', lines: [{ line_id: order.lineIds[0], serials: serialsOf(erp, free, 1) }] }, 400, '请填写快递单号');
  });

  it('a bad body: no lines, a line of another order, no serial, the same line twice, no version', async () => {
    await refused({ version: 1, courier_no: 'SF3', lines: [] }, 400, '请至少为一行填写序列号');
    await refused({ version: 1, courier_no: 'SF3', lines: [{ line_id: order.lineIds[0], serials: [] }] }, 400, '请至少为一行填写序列号');
    await refused({ version: 1, courier_no: 'SF3', lines: [{ line_id: 999_999, serials: serialsOf(erp, free, 1) }] }, 400, `发货明细 999999 不是采购单 ${order.no} 的明细`);
    await refused({ version: 1, courier_no: 'SF3', lines: [{ line_id: order.lineIds[0], serials: serialsOf(erp, free, 1) }, { line_id: order.lineIds[0], serials: serialsOf(erp, free, 1) }] }, 400, /^第 1 行「M2 Ultra 雕刻机」重复出现在发货明细中/);
    await refused({ courier_no: 'SF3', lines: [{ line_id: order.lineIds[0], serials: serialsOf(erp, free, 1) }] }, 400, '缺少记录版本号，请刷新后重试');
    await refused({ version: 1, courier_no: 'SF3', lines: [{ line_id: 'x', serials: ['SUP05AA2601'] }] }, 400, '「line_id」必须是采购明细的编号');
  });

  it('a serial not valid by the SUP rule, or of another model: 400 naming it', async () => {
    await refused({ version: 1, courier_no: 'SF3', lines: [{ line_id: order.lineIds[0], serials: ['ABC123'] }] }, 400, '序列号「ABC123」不是有效的序列号');
    await refused({ version: 1, courier_no: 'SF3', lines: [{ line_id: order.lineIds[0], serials: ['SUP99AB2601'] }] }, 400, '序列号「SUP99AB2601」不是有效的序列号');
    const foreign = serialsOf(erp, other, 1)[0];
    await refused({ version: 1, courier_no: 'SF3', lines: [{ line_id: order.lineIds[0], serials: [foreign] }] }, 400, `序列号「${foreign}」属于机型「LX-30W」，不是本行的「M2 Ultra 雕刻机」`);
    // code 02 with letters VP is the 加长保版, not the plain F2 Pro
    await refused({ version: 1, courier_no: 'SF3', lines: [{ line_id: order.lineIds[1], serials: ['SUP02AB2601'] }] }, 400, '序列号「SUP02AB2601」属于机型「F2 Pro 光纤打标机」，不是本行的「F2 Pro 行业加长保版」');
  });

  it('the same serial twice in one shipment: 400', async () => {
    const [a] = serialsOf(erp, free, 1);
    await refused({ version: 1, courier_no: 'SF3', lines: [{ line_id: order.lineIds[0], serials: [a, a.toLowerCase()] }] }, 400, `序列号「${a}」在本次发货中出现了两次`);
  });

  it('a serial that went out with an order before: 409 naming that order', async () => {
    await refused({ version: 1, courier_no: 'SF3', lines: [{ line_id: order.lineIds[0], serials: [...serialsOf(erp, free, 1), shippedBefore.serial] }] }, 409, `序列号「${shippedBefore.serial}」已随采购单 ${shippedBefore.no} 发出`);
  });

  it('more than the line still has to ship: 409 naming the line and the numbers', async () => {
    await refused({ version: 1, courier_no: 'SF3', lines: [{ line_id: order.lineIds[0], serials: serialsOf(erp, free, 3) }] }, 409, '第 1 行「M2 Ultra 雕刻机」还剩 2 台未发，本次 3 台');
  });

  it('more than the stock holds: 409 naming the model and the numbers', async () => {
    const onHand = (await stockRow(s, fixed.id)).on_hand;
    expect(onHand).toBe(0);
    await refused({ version: 1, courier_no: 'SF3', lines: [{ line_id: order.lineIds[0], serials: serialsOf(erp, free, 1) }, { line_id: order.lineIds[1], serials: serialsOf(erp, fixed, 1) }] }, 409, '库存不足：「F2 Pro 行业加长保版」在库 0 台，发货出库需要 1 台');
  });

  it('an order not 已审核 or 部分发货: 409 with the state table reason', async () => {
    const draft = await orderIn(s, erp, [{ product_id: free.id, quantity: 1 }], 'draft');
    await refused({ version: 1, courier_no: 'SF3', lines: [{ line_id: draft.lineIds[0], serials: serialsOf(erp, free, 1) }] }, 409, '草稿的采购单不能发货', 'superadmin', draft.id);
    const cancelled = await orderIn(s, erp, [{ product_id: free.id, quantity: 1 }], 'cancelled');
    await refused({ version: 1, courier_no: 'SF3', lines: [{ line_id: cancelled.lineIds[0], serials: serialsOf(erp, free, 1) }] }, 409, '已取消的采购单不能发货', 'superadmin', cancelled.id);
  });

  it('a stale version: 409 VERSION_CONFLICT; no such order: 404; no right: 403 before anything', async () => {
    const stale = await refused({ version: 7, courier_no: 'SF3', lines: [{ line_id: order.lineIds[0], serials: serialsOf(erp, free, 1) }] }, 409, '记录已被他人修改，请刷新后重试');
    expect(stale.code).toBe('40900');
    await refused({ version: 1, courier_no: 'SF3', lines: [{ line_id: order.lineIds[0], serials: serialsOf(erp, free, 1) }] }, 404, '采购单不存在', 'superadmin', 987_654);
    await refused({ version: 7, courier_no: 'SF3', lines: [{ line_id: order.lineIds[0], serials: serialsOf(erp, free, 1) }] }, 403, /没有权限/, 'staff');
  });

  it('the invariants hold after all of it', async () => {
    expect(await stockProblems(s.db)).toEqual([]);
    expect(await stockRow(s, free.id)).toMatchObject({ reserved: 2 });
  });
});

describe('two shipments of one serial at once', () => {
  it('one goes out, the other is 409 naming the order it went with (the unique index the last guard)', async () => {
    await stockIn(s, other.id, 2);
    const a = await orderIn(s, erp, [{ product_id: other.id, quantity: 1 }]);
    const b = await orderIn(s, erp, [{ product_id: other.id, quantity: 1 }]);
    const [serial] = serialsOf(erp, other, 1);
    const answers = await Promise.all([a, b].map((o) => ship(o.id, { version: 1, courier_no: 'SF9', lines: [{ line_id: o.lineIds[0], serials: [serial] }] })));
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const winner = answers[0].status === 200 ? a : b;
    expect(answers.find((x) => x.status === 409)?.body.message).toBe(`序列号「${serial}」已随采购单 ${winner.no} 发出`);
    expect(await stockProblems(s.db)).toEqual([]);
  });
});

describe('GET /erp/serial-check', () => {
  const check = async (query: string) => {
    const res = await s.request('GET', `/erp/serial-check?${query}`, { as: 'superadmin' });
    return res;
  };

  it('says whether a serial could go out on a line of the model, with the same reasons as 发货', async () => {
    const [fresh] = serialsOf(erp, free, 1);
    expect((await check(`serial=${fresh.toLowerCase()}&product_id=${free.id}`)).body.data).toEqual({ serial: fresh, valid: true, model: { id: free.id, name: free.name } });
    const wrong = (await check(`serial=${fresh}&product_id=${other.id}`)).body.data;
    expect(wrong.valid).toBe(false);
    expect(wrong.reason).toBe(`序列号「${fresh}」属于机型「M2 Ultra 雕刻机」，不是本行的「LX-30W」`);
    expect((await check('serial=NOPE')).body.data).toEqual({ serial: 'NOPE', valid: false, reason: '序列号「NOPE」不是有效的序列号' });
    const sent = await s.db.selectFrom('erp_shipment_serial as x').innerJoin('erp_purchase as p', 'p.id', 'x.purchase_id').select(['x.serial', 'p.no', 'p.id']).executeTakeFirstOrThrow();
    const shipped = (await check(`serial=${sent.serial}`)).body.data;
    expect(shipped).toMatchObject({ valid: false, reason: `序列号「${sent.serial}」已随采购单 ${sent.no} 发出`, shipped: { purchase_id: Number(sent.id), no: sent.no, returned: false } });
  });

  it('a missing serial or a bad model id is 400; without the right 403', async () => {
    expect((await check('serial=')).status).toBe(400);
    expect((await check('serial=SUP05AB2601&product_id=abc')).status).toBe(400);
    expect((await check('serial=SUP05AB2601&product_id=999999')).status).toBe(400);
    expect((await s.request('GET', '/erp/serial-check?serial=SUP05AB2601', { as: 'staff' })).status).toBe(403);
  });
});
