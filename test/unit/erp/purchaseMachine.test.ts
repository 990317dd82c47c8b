import { describe, expect, it } from 'vitest';
import { approvedState, PURCHASE_STEPS, purchaseStep, purchaseSteps, settledState, shippedState, type OrderFacts, type PurchaseStep } from '../../../src/domain/erp/purchaseMachine.ts';

/** An order of 2 units, ¥100.00, in `state`, as each state usually stands. */
const facts = (state: string, over: Partial<OrderFacts> = {}): OrderFacts => {
  const shipped = { partial: 1, shipped: 2, completed: 2, closed: 1 }[state] ?? 0;
  return { state, quantity: 2, shipped_quantity: shipped, returned_quantity: 0, total: 10_000, returned_amount: 0, paid: state === 'completed' ? 10_000 : 0, ...over };
};

/** The state table, written out by hand: the steps allowed in each state. */
const ALLOWED: Record<string, PurchaseStep[]> = {
  draft: ['edit', 'submit', 'cancel'],
  pending: ['approve', 'reject', 'cancel'],
  reviewing: ['review', 'reject', 'cancel'],
  approved: ['unapprove', 'ship', 'pay', 'close', 'cancel'],
  partial: ['ship', 'returnSerials', 'pay', 'close'],
  shipped: ['returnSerials', 'pay', 'close'],
  completed: ['returnSerials'],
  closed: ['returnSerials', 'pay'],
  cancelled: [],
};

describe('purchaseStep: every step in every state', () => {
  const cases = Object.entries(ALLOWED).flatMap(([state, allowed]) => PURCHASE_STEPS.map((step) => [state, step, allowed.includes(step)] as const));
  it.each(cases)('%s: %s → %s', (state, step, allowed) => {
    const r = purchaseStep(facts(state), step);
    expect(r.allowed).toBe(allowed);
    if (allowed) expect(r.reason).toBeUndefined();
    else expect(r.reason).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('purchaseSteps answers the same for all steps at once', () => {
    for (const state of Object.keys(ALLOWED)) {
      const all = purchaseSteps(facts(state));
      for (const step of PURCHASE_STEPS) expect(all[step]).toEqual(purchaseStep(facts(state), step));
    }
  });
});

describe('the reasons', () => {
  it.each([
    [facts('pending'), 'edit', '待审核的采购单不能编辑，只有草稿可以编辑'],
    [facts('draft', { quantity: 0 }), 'submit', '采购单没有明细，不能提交审核'],
    [facts('draft'), 'approve', '草稿的采购单不能审核'],
    [facts('approved'), 'review', '已审核的采购单不能复审'],
    [facts('approved'), 'reject', '已审核的采购单不能驳回'],
    [facts('partial'), 'unapprove', '已发货 1 台，不能反审核'],
    [facts('pending'), 'unapprove', '待审核的采购单不能反审核'],
    [facts('shipped'), 'ship', '采购单已全部发货'],
    [facts('cancelled'), 'ship', '已取消的采购单不能发货'],
    [facts('approved'), 'returnSerials', '已审核的采购单没有可退货的设备'],
    [facts('shipped', { returned_quantity: 2 }), 'returnSerials', '已发出的设备都已退回'],
    [facts('approved', { paid: 10_000 }), 'pay', '采购单已收齐货款'],
    [facts('shipped', { returned_amount: 10_000 }), 'pay', '采购单已收齐货款'],
    [facts('completed'), 'pay', '已完成的采购单不能收款'],
    [facts('draft'), 'close', '草稿的采购单不能关闭'],
    [facts('closed'), 'cancel', '已发货 1 台，不能取消，可以关闭'],
    [facts('shipped'), 'cancel', '已发货 2 台，不能取消，可以关闭'],
    [facts('completed'), 'close', '已完成的采购单不能关闭'],
  ] as const)('%j %s → %s', (order, step, reason) => {
    expect(purchaseStep(order, step)).toEqual({ allowed: false, reason });
  });
});

describe('where a step leads', () => {
  it('审核: above the config amount → 待复审, at it or below → 已审核, 0 = never', () => {
    expect(approvedState(5_000_001, 5_000_000)).toBe('reviewing');
    expect(approvedState(5_000_000, 5_000_000)).toBe('approved');
    expect(approvedState(1, 5_000_000)).toBe('approved');
    expect(approvedState(900_000_000, 0)).toBe('approved');
  });
  it('发货: all sent → 已发货, else 部分发货', () => {
    expect(shippedState(5, 2)).toBe('partial');
    expect(shippedState(5, 5)).toBe('shipped');
  });
  it('settled: 已发货 with nothing due → 已完成; due left, or not all sent, stays', () => {
    expect(settledState(facts('shipped', { paid: 10_000 }))).toBe('completed');
    expect(settledState(facts('shipped', { paid: 6000, returned_amount: 4000 }))).toBe('completed');
    expect(settledState(facts('shipped', { paid: 9999 }))).toBe('shipped');
    expect(settledState(facts('partial', { paid: 10_000 }))).toBe('partial');
    expect(settledState(facts('closed', { paid: 10_000 }))).toBe('closed');
  });
});
