import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseStep, type PurchaseStep } from '../../../src/domain/erp/purchaseMachine.ts';
import { REVIEW_AMOUNT_KEY } from '../../../src/server/areas/erp/config.ts';
import { createTestServer, type Loose, type TestResponse, type TestServer } from '../../helpers/testServer.ts';
import { callWith, insertAccount, setPermissions } from '../peopleFixtures.ts';
import { erpFixture, orderIn, orderRow, serialsOf, shipSnapshot, stockIn, stockRow, type Erp } from './stockFixtures.ts';

/**
 * The approval steps of an order against the server, on both databases: 提交, 审核 (above
 * erp_review_amount → 待复审), 复审 (a super admin; a non-super holder of manage_erp_purchase is
 * 403), 驳回, 反审核 (refused after a shipment), 关闭, 取消 — each answering the detail, writing its
 * history row and moving the reservation; every step refused in every state where the state table
 * says no (409 with its reason, nothing changed); a stale version; bad bodies (400 in Chinese);
 * the credit limit on 提交.
 */

let s: TestServer;
let erp: Erp;
let buyerAuth: string;
beforeAll(async () => {
  s = await createTestServer();
  // the orders the API creates are numbered on 11-23, apart from the fixture's orders (CG20261122 9xxx)
  s.clock.advance(86_400_000);
  erp = await erpFixture(s, 0);
  await insertAccount(s, 'erp_buyer', 128, 'admin');
  await setPermissions(s, 'erp_buyer', ['manage_erp_purchase']);
  buyerAuth = (await s.login('erp_buyer')).auth;
}, 60_000);
afterAll(() => s?.close());

const step = (id: number, name: string, body: unknown): Promise<TestResponse> => s.request('POST', `/erp/purchase/${id}/${name}`, { as: 'superadmin', body });
const done = async (id: number, name: string, body: unknown): Promise<Loose> => {
  const res = await step(id, name, body);
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};
const create = async (lines: { product_id: number; quantity: number; unit_price: number }[]): Promise<Loose> => {
  const res = await s.request('POST', '/erp/purchase', { as: 'superadmin', body: { company_id: erp.companyId, lines: lines.map((l) => ({ ...l, discount_rate: 0 })) } });
  if (res.status !== 200) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};
const events = async (id: number) =>
  (await s.db.selectFrom('erp_purchase_event').select(['kind', 'action', 'from_status', 'to_status', 'content']).where('erp_purchase_id', '=', id).orderBy('id').execute()).map((e) => [e.action, e.from_status, e.to_status, e.content]);
const logCount = async (action: string): Promise<number> =>
  Number((await s.db.selectFrom('action_log').select((e) => e.fn.countAll().as('n')).where('action', '=', action).executeTakeFirstOrThrow()).n);

describe('the way through', () => {
  it('提交 → 审核 reserves the lines; the detail answers each step; history and action log follow', async () => {
    const m = erp.models[0];
    const order = await create([{ product_id: m.id, quantity: 3, unit_price: 10_000 }]);
    const before = await stockRow(s, m.id);
    const pending = await done(Number(order.id), 'submit', { version: order.version, remark: '请审核' });
    expect(pending.order.state).toBe('pending');
    expect(pending.actions.approve).toEqual({ allowed: true });
    expect(pending.actions.edit.allowed).toBe(false);
    const approved = await done(Number(order.id), 'approve', { version: pending.order.version });
    expect(approved.order.state).toBe('approved');
    expect(approved.order.approved_by_name).toBeTruthy();
    expect(approved.order.approved_at).toBe(new Date(s.clock.now()).toISOString());
    expect(approved.history.map((h: Loose) => h.action_label)).toEqual(['新建采购单', '提交审核', '审核']);
    expect(await stockRow(s, m.id)).toEqual({ on_hand: before.on_hand, reserved: before.reserved + 3, available: before.available - 3 });
    const rows = await events(Number(order.id));
    expect(rows).toHaveLength(3);
    expect(rows.slice(1)).toEqual([
      ['submit', 'draft', 'pending', '请审核'],
      ['approve', 'pending', 'approved', null],
    ]);
    expect(await logCount('erpPurchases.approve')).toBeGreaterThan(0);
  });

  it('above erp_review_amount 审核 leads to 待复审: a non-super holder of manage_erp_purchase is 403 (nothing changed), a super admin passes and reserves', async () => {
    const m = erp.models[1];
    const order = await create([{ product_id: m.id, quantity: 1, unit_price: 5_000_001 }]);
    const pending = await done(Number(order.id), 'submit', { version: order.version });
    const byBuyer = await callWith(s, buyerAuth, 'POST', `/erp/purchase/${order.id}/approve`, { version: pending.order.version });
    expect(byBuyer.status).toBe(200);
    expect(byBuyer.body.data.order.state).toBe('reviewing');
    expect(byBuyer.body.data.actions.review).toEqual({ allowed: false, reason: '复审需要超级管理员' });
    expect((await stockRow(s, m.id)).reserved).toBe(0);

    const version = Number(byBuyer.body.data.order.version);
    const before = await shipSnapshot(s);
    const refused = await callWith(s, buyerAuth, 'POST', `/erp/purchase/${order.id}/review`, { version });
    expect(refused.status).toBe(403);
    expect(await shipSnapshot(s)).toEqual(before);

    const reviewed = await done(Number(order.id), 'review', { version, remark: '金额已核对' });
    expect(reviewed.order.state).toBe('approved');
    expect(reviewed.order.reviewed_by_name).toBeTruthy();
    expect(reviewed.actions.review.allowed).toBe(false);
    expect((await stockRow(s, m.id)).reserved).toBe(1);
  });

  it('the amount follows system config: 0 never asks for 复审', async () => {
    await s.db.insertInto('system_config').values({ key: REVIEW_AMOUNT_KEY, name: '采购单复审金额（分）', type: 'number', value: '0', is_public: 0, remark: null, created_at: 'x', updated_at: 'x' }).execute();
    try {
      const order = await create([{ product_id: erp.models[2].id, quantity: 1, unit_price: 90_000_000 }]);
      const pending = await done(Number(order.id), 'submit', { version: order.version });
      expect(pending.review_amount).toBe(0);
      const approved = await done(Number(order.id), 'approve', { version: pending.order.version });
      expect(approved.order.state).toBe('approved');
    } finally {
      await s.db.deleteFrom('system_config').where('key', '=', REVIEW_AMOUNT_KEY).execute();
    }
  });

  it('驳回 from 待审核 and 待复审 back to 草稿, with the reason; the approval is forgotten', async () => {
    const small = await create([{ product_id: erp.models[3].id, quantity: 1, unit_price: 100 }]);
    const p = await done(Number(small.id), 'submit', { version: small.version });
    const back = await done(Number(small.id), 'reject', { version: p.order.version, remark: '单价不对' });
    expect(back.order.state).toBe('draft');
    expect(back.history.at(-1)).toMatchObject({ action: 'reject', action_label: '驳回', from_status: 'pending', to_status: 'draft', content: '单价不对' });

    const big = await create([{ product_id: erp.models[3].id, quantity: 1, unit_price: 6_000_000 }]);
    const p2 = await done(Number(big.id), 'submit', { version: big.version });
    const r = await done(Number(big.id), 'approve', { version: p2.order.version });
    expect(r.order.state).toBe('reviewing');
    const back2 = await done(Number(big.id), 'reject', { version: r.order.version, remark: '超预算' });
    expect(back2.order.state).toBe('draft');
    expect(back2.order.approved_by).toBeNull();
    expect((await stockRow(s, erp.models[3].id)).reserved).toBe(0);
  });

  it('反审核 releases the reservation; after a shipment it is refused 409 naming the units (nothing changed)', async () => {
    const m = erp.models[4];
    const order = await create([{ product_id: m.id, quantity: 2, unit_price: 1000 }]);
    const p = await done(Number(order.id), 'submit', { version: order.version });
    const a = await done(Number(order.id), 'approve', { version: p.order.version });
    expect((await stockRow(s, m.id)).reserved).toBe(2);
    const back = await done(Number(order.id), 'unapprove', { version: a.order.version, remark: '客户改单' });
    expect(back.order.state).toBe('draft');
    expect((await stockRow(s, m.id)).reserved).toBe(0);

    await stockIn(s, m.id, 5);
    const p2 = await done(Number(order.id), 'submit', { version: back.order.version });
    const a2 = await done(Number(order.id), 'approve', { version: p2.order.version });
    const shipped = await done(Number(order.id), 'ship', { version: a2.order.version, courier_no: 'SF100200300', lines: [{ line_id: Number(a2.lines[0].id), serials: serialsOf(erp, m, 1) }] });
    expect(shipped.order.state).toBe('partial');
    expect(shipped.actions.unapprove).toEqual({ allowed: false, reason: '已发货 1 台，不能反审核' });
    const row = await orderRow(s, Number(order.id));
    const before = await shipSnapshot(s);
    const refused = await step(Number(order.id), 'unapprove', { version: Number(row.version), remark: '想反审核' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('已发货 1 台，不能反审核');
    const cancel = await step(Number(order.id), 'cancel', { version: Number(row.version), remark: '想取消' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe('已发货 1 台，不能取消，可以关闭');
    expect(await shipSnapshot(s)).toEqual(before);

    const closed = await done(Number(order.id), 'close', { version: Number(row.version), remark: '余量不要了' });
    expect(closed.order.state).toBe('closed');
    expect(closed.order.ended_reason).toBe('余量不要了');
    expect(await stockRow(s, m.id)).toEqual({ on_hand: 4, reserved: 0, available: 4 });
  });

  it('取消 from 草稿, 待审核 and 已审核 (releasing the reservation), with the reason kept', async () => {
    const m = erp.models[5];
    for (const upTo of ['draft', 'pending', 'approved']) {
      let o = await create([{ product_id: m.id, quantity: 4, unit_price: 100 }]);
      let version = Number(o.version);
      if (upTo !== 'draft') version = Number((o = (await done(Number(o.id), 'submit', { version })).order).version);
      if (upTo === 'approved') version = Number((await done(Number(o.id), 'approve', { version })).order.version);
      const cancelled = await done(Number(o.id), 'cancel', { version, remark: `取消${upTo}` });
      expect(cancelled.order.state).toBe('cancelled');
      expect(cancelled.order.ended_reason).toBe(`取消${upTo}`);
      expect(cancelled.due).toBe(0);
      expect(Object.values(cancelled.actions as unknown as Record<string, { allowed: boolean }>).some((a) => a.allowed)).toBe(false);
    }
    expect((await stockRow(s, m.id)).reserved).toBe(0);
  });
});

describe('every step refused where the state table says no', () => {
  const STATES = ['draft', 'pending', 'reviewing', 'approved', 'partial', 'shipped', 'completed', 'closed', 'cancelled'] as const;
  const STEPS: { step: PurchaseStep; path: string; body: Record<string, unknown> }[] = [
    { step: 'submit', path: 'submit', body: {} },
    { step: 'approve', path: 'approve', body: {} },
    { step: 'review', path: 'review', body: {} },
    { step: 'reject', path: 'reject', body: { remark: '原因' } },
    { step: 'unapprove', path: 'unapprove', body: { remark: '原因' } },
    { step: 'close', path: 'close', body: { remark: '原因' } },
    { step: 'cancel', path: 'cancel', body: { remark: '原因' } },
    { step: 'pay', path: 'payment', body: { amount: 1, method: 'transfer', paid_on: '2026-11-20' } },
  ];
  const cases = STATES.flatMap((state) => STEPS.map((x) => [state, x.step, x] as const));

  it.each(cases)('%s: %s', async (state, name, x) => {
    // nothing shipped, nothing paid: 已发货/已完成 would need shipped units, so those orders are paid in full and shipped by the row
    const full = state === 'shipped' || state === 'completed' || state === 'partial' || state === 'closed';
    const order = await orderIn(s, erp, [{ product_id: erp.models[6].id, quantity: 2, unit_price: 500 }], state);
    if (full) await s.db.updateTable('erp_purchase').set({ shipped_quantity: state === 'partial' || state === 'closed' ? 1 : 2, paid: state === 'completed' ? 1000 : 0 }).where('id', '=', order.id).execute();
    const row = await orderRow(s, order.id);
    const facts = { state, quantity: 2, shipped_quantity: Number(row.shipped_quantity), returned_quantity: 0, total: Number(row.total), returned_amount: 0, paid: Number(row.paid) };
    const expected = purchaseStep(facts, name);
    const before = await shipSnapshot(s);
    const res = await step(order.id, x.path, { version: Number(row.version), ...x.body });
    if (expected.allowed) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.order.id).toBe(order.id);
      expect(Number(res.body.data.order.version)).toBe(Number(row.version) + 1);
    } else {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(expected.reason);
      expect(await shipSnapshot(s)).toEqual(before);
    }
  });
});

describe('at the same moment', () => {
  it('two approvals of one version: one passes, the other is 409, the lines reserved once', async () => {
    const m = erp.models[7];
    const order = await create([{ product_id: m.id, quantity: 3, unit_price: 100 }]);
    const pending = await done(Number(order.id), 'submit', { version: order.version });
    const before = (await stockRow(s, m.id)).reserved;
    const answers = await Promise.all([0, 1].map(() => step(Number(order.id), 'approve', { version: pending.order.version })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await stockRow(s, m.id)).reserved).toBe(before + 3);
    expect((await events(Number(order.id))).filter((e) => e[0] === 'approve')).toHaveLength(1);
  });
});

describe('refusals before the state', () => {
  it('a stale version is 409 VERSION_CONFLICT; nothing changed', async () => {
    const order = await create([{ product_id: erp.models[0].id, quantity: 1, unit_price: 100 }]);
    await s.request('PUT', `/erp/purchase/${order.id}`, { as: 'superadmin', body: { version: order.version, remark: '改' } });
    const before = await shipSnapshot(s);
    const res = await step(Number(order.id), 'submit', { version: order.version });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('40900');
    expect(await shipSnapshot(s)).toEqual(before);
  });

  it.each([
    ['reject', {}, '请填写原因'],
    ['unapprove', { remark: '   ' }, '请填写原因'],
    ['close', { remark: 5 }, '「原因」必须是文本'],
    ['cancel', { remark: '长'.repeat(201) }, '「原因」不能超过 200 个字，现有 201 个字'],
  ])('%s %j → 400 %s', async (name, body, message) => {
    const order = await orderIn(s, erp, [{ product_id: erp.models[0].id, quantity: 1 }], name === 'reject' ? 'pending' : 'approved');
    const before = await shipSnapshot(s);
    const res = await step(order.id, name, { version: 1, ...body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await shipSnapshot(s)).toEqual(before);
  });

  it('no version, a bad version, an unknown key, no body: 400; an unknown order 404; staff 403', async () => {
    const order = await create([{ product_id: erp.models[0].id, quantity: 1, unit_price: 100 }]);
    const id = Number(order.id);
    expect((await step(id, 'submit', {})).body.code).toBe('40008');
    expect((await step(id, 'submit', { version: 'x' })).status).toBe(400);
    const unknown = await step(id, 'submit', { version: 1, state: 'approved' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('不允许修改的字段：state');
    expect((await s.request('POST', `/erp/purchase/${id}/submit`, { as: 'superadmin' })).status).toBe(400);
    expect((await step(999_999, 'submit', { version: 1 })).status).toBe(404);
    expect((await s.request('POST', `/erp/purchase/${id}/submit`, { as: 'staff', body: { version: 1 } })).status).toBe(403);
    expect((await orderRow(s, id)).state).toBe('draft');
  });
});

describe('the credit limit on 提交', () => {
  it('refuses (409 naming the figures in yuan) when what is owed plus this order passes the limit; the detail disables 提交 with the same reason', async () => {
    await s.db.updateTable('erp_company').set({ credit_limit: 1_000_000 }).where('id', '=', erp.companyId).execute();
    try {
      const owed = await s.db
        .selectFrom('erp_purchase')
        .select(['total', 'returned_amount', 'paid'])
        .where('company_id', '=', erp.companyId)
        .where('state', 'in', ['approved', 'partial', 'shipped', 'completed', 'closed'])
        .execute();
      const already = owed.reduce((t, o) => t + Math.max(0, Number(o.total) - Number(o.returned_amount) - Number(o.paid)), 0);
      await s.db.updateTable('erp_company').set({ credit_limit: already + 50_000 }).where('id', '=', erp.companyId).execute();
      const fits = await create([{ product_id: erp.models[0].id, quantity: 1, unit_price: 50_000 }]);
      const over = await create([{ product_id: erp.models[0].id, quantity: 1, unit_price: 50_001 }]);
      const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
      const reason = `「${(await s.db.selectFrom('erp_company').select('name').where('id', '=', erp.companyId).executeTakeFirstOrThrow()).name}」超出信用额度：额度 ${yuan(already + 50_000)}，未付 ${yuan(already)}，本单 ${yuan(50_001)}，合计 ${yuan(already + 50_001)}`;
      const detail = (await s.request('GET', `/erp/purchase/${over.id}/detail`, { as: 'superadmin' })).body.data;
      expect(detail.actions.submit).toEqual({ allowed: false, reason });
      const before = await shipSnapshot(s);
      const res = await step(Number(over.id), 'submit', { version: over.version });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(reason);
      expect(await shipSnapshot(s)).toEqual(before);
      expect((await done(Number(fits.id), 'submit', { version: fits.version })).order.state).toBe('pending');
    } finally {
      await s.db.updateTable('erp_company').set({ credit_limit: 0 }).where('id', '=', erp.companyId).execute();
    }
  });
});
