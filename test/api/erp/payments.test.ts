import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Loose, type TestResponse, type TestServer } from '../../helpers/testServer.ts';
import { erpFixture, orderIn, orderRow, shipSnapshot, type Erp } from './stockFixtures.ts';

/**
 * 收款 (POST /erp/purchase/:id/payment) against the server, on both databases: a payment raises
 * `paid` and is listed in the detail; an order 已发货 paid in full becomes 已完成 (then no more
 * payments, 409); a closed order is paid and stays closed; what is due counts returns; more than
 * is due is 409 naming the due; bad bodies 400 in Chinese; a stale version 409. Nothing changes
 * on a refusal.
 */

let s: TestServer;
let erp: Erp;
beforeAll(async () => {
  s = await createTestServer();
  erp = await erpFixture(s, 0);
}, 60_000);
afterAll(() => s?.close());

const pay = (id: number, body: unknown): Promise<TestResponse> => s.request('POST', `/erp/purchase/${id}/payment`, { as: 'superadmin', body });
const paid = async (id: number, body: unknown): Promise<Loose> => {
  const res = await pay(id, body);
  if (res.status !== 200) throw new Error(`payment: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};
/** An order of 2 × ¥500.00 (total ¥1,000.00) in `state`, `shipped` units sent (by the row). */
async function order(state: string, shipped = 0): Promise<{ id: number; version: number }> {
  const o = await orderIn(s, erp, [{ product_id: erp.models[0].id, quantity: 2, unit_price: 50_000 }], state);
  if (shipped > 0) await s.db.updateTable('erp_purchase').set({ shipped_quantity: shipped }).where('id', '=', o.id).execute();
  return { id: o.id, version: Number((await orderRow(s, o.id)).version) };
}
const body = (version: number, over: Record<string, unknown> = {}) => ({ version, amount: 30_000, method: 'transfer', paid_on: '2026-11-21', ...over });

describe('a payment', () => {
  it('raises paid, stays 已审核, lists the payment with its method and operator, writes the history', async () => {
    const o = await order('approved');
    const d = await paid(o.id, body(o.version, { remark: '首付款' }));
    expect(d.order.state).toBe('approved');
    expect(d.order.paid).toBe(30_000);
    expect(d.due).toBe(70_000);
    expect(d.payments).toHaveLength(1);
    expect(d.payments[0]).toMatchObject({ amount: 30_000, method: 'transfer', paid_on: '2026-11-21', remark: '首付款' });
    expect(d.payments[0].operator_name).toBeTruthy();
    expect(d.history.at(-1)).toMatchObject({ action: 'pay', action_label: '收款', from_status: 'approved', to_status: 'approved', content: '¥300.00（银行转账，2026-11-21） 首付款' });
  });

  it('已发货 and paid in full → 已完成; then 收款 is refused 409 with the state table’s reason, nothing changed', async () => {
    const o = await order('shipped', 2);
    const first = await paid(o.id, body(o.version, { amount: 40_000, method: 'acceptance' }));
    expect(first.order.state).toBe('shipped');
    const last = await paid(o.id, body(Number(first.order.version), { amount: 60_000, method: 'cash' }));
    expect(last.order.state).toBe('completed');
    expect(last.due).toBe(0);
    expect(last.actions.pay).toEqual({ allowed: false, reason: '已完成的采购单不能收款' });
    const before = await shipSnapshot(s);
    const again = await pay(o.id, body(Number(last.order.version), { amount: 1 }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('已完成的采购单不能收款');
    expect(await shipSnapshot(s)).toEqual(before);
  });

  it('a closed order is paid and stays 已关闭; paid in full its 收款 is disabled with 采购单已收齐货款', async () => {
    const o = await order('closed', 1);
    const d = await paid(o.id, body(o.version, { amount: 100_000 }));
    expect(d.order.state).toBe('closed');
    expect(d.actions.pay).toEqual({ allowed: false, reason: '采购单已收齐货款' });
  });

  it('what is due counts returns: more than total − returned − paid is 409 naming the due', async () => {
    const o = await order('shipped', 2);
    await s.db.updateTable('erp_purchase').set({ returned_amount: 50_000 }).where('id', '=', o.id).execute();
    const before = await shipSnapshot(s);
    const res = await pay(o.id, body(o.version, { amount: 50_001 }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('收款金额 ¥500.01 超过应收余额 ¥500.00');
    expect(await shipSnapshot(s)).toEqual(before);
    const d = await paid(o.id, body(o.version, { amount: 50_000, method: 'offset' }));
    expect(d.order.state).toBe('completed');
  });
});

describe('refused', () => {
  it.each([
    [{ amount: 0 }, '「收款金额」必须大于 0，最多两位小数'],
    [{ amount: 1.5 }, '「收款金额」必须大于 0，最多两位小数'],
    [{ amount: '100' }, '「收款金额」必须大于 0，最多两位小数'],
    [{ method: 'bitcoin' }, '「收款方式」必须是 银行转账、承兑汇票、现金、冲抵 之一'],
    [{ paid_on: '2026-02-30' }, '「收款日期」必须是有效日期（YYYY-MM-DD）'],
    [{ paid_on: '2026/11/20' }, '「收款日期」必须是有效日期（YYYY-MM-DD）'],
    [{ paid_on: '2026-11-23' }, '「收款日期」不能晚于今天（2026-11-22）'],
    [{ remark: 12 }, '「备注」必须是文本'],
    [{ extra: 1 }, '不允许修改的字段：extra'],
  ])('%j → 400 %s, nothing changed', async (over, message) => {
    const o = await order('approved');
    const before = await shipSnapshot(s);
    const res = await pay(o.id, body(o.version, over));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await shipSnapshot(s)).toEqual(before);
  });

  it('a stale version is 409 VERSION_CONFLICT; a draft cannot be paid (409 with the reason)', async () => {
    const o = await order('approved');
    await paid(o.id, body(o.version, { amount: 100 }));
    const before = await shipSnapshot(s);
    const stale = await pay(o.id, body(o.version, { amount: 100 }));
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('40900');
    expect(await shipSnapshot(s)).toEqual(before);
    const draft = await order('draft');
    const res = await pay(draft.id, body(draft.version));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('草稿的采购单不能收款');
  });
});
