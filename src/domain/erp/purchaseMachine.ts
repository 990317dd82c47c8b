import type { PurchaseState } from '../../../resources/erp/enums.ts';
import { amountDue } from './purchaseMoney.ts';

/**
 * The purchase order's state table (docs/decisions.md, "ERP: the purchase order's states"), for
 * both halves: the detail page disables a step with the reason this gives, and the server answers
 * the same step 409 with the same reason. Steps that need more than the order (the caller's
 * group, a config amount, the stock, the serials) are checked by their handler after this.
 *
 * 草稿 →提交→ 待审核 →审核→ 已审核 (above `erp_review_amount`: → 待复审 →复审(超级管理员)→ 已审核)
 * 待审核/待复审 →驳回→ 草稿; 已审核 (nothing shipped) →反审核→ 草稿
 * 已审核/部分发货 →发货→ 部分发货 | 已发货; 已发货 and paid in full → 已完成 (after 发货, 收款 or 退货)
 * 已审核/部分发货/已发货 →关闭→ 已关闭 (the rest is not shipped); nothing shipped →取消→ 已取消
 */
export const PURCHASE_STEPS = ['edit', 'submit', 'approve', 'review', 'reject', 'unapprove', 'ship', 'returnSerials', 'pay', 'close', 'cancel'] as const;
export type PurchaseStep = (typeof PURCHASE_STEPS)[number];

/** Each step's name as the order's history and the action log say it. */
export const PURCHASE_STEP_LABELS: Record<PurchaseStep, string> = {
  edit: '编辑',
  submit: '提交审核',
  approve: '审核',
  review: '复审',
  reject: '驳回',
  unapprove: '反审核',
  ship: '发货',
  returnSerials: '退货入库',
  pay: '收款',
  close: '关闭',
  cancel: '取消',
};

/** What the state table reads of an order. */
export interface OrderFacts {
  state: PurchaseState | string;
  quantity: number;
  shipped_quantity: number;
  /** Shipped units that came back (the lines' returned counts summed). */
  returned_quantity: number;
  total: number;
  returned_amount: number;
  paid: number;
}

export interface StepState {
  allowed: boolean;
  reason?: string;
}

const STATE_LABELS: Record<string, string> = {
  draft: '草稿',
  pending: '待审核',
  reviewing: '待复审',
  approved: '已审核',
  partial: '部分发货',
  shipped: '已发货',
  completed: '已完成',
  closed: '已关闭',
  cancelled: '已取消',
};

export const purchaseStateLabel = (state: string): string => STATE_LABELS[state] ?? state;

const ok: StepState = { allowed: true };
const no = (reason: string): StepState => ({ allowed: false, reason });
const onlyIn = (order: OrderFacts, states: readonly string[], what: string): StepState | undefined =>
  states.includes(order.state) ? undefined : no(`${purchaseStateLabel(order.state)}的采购单不能${what}`);

/** Whether `step` may be taken on `order` now, and why not. */
export function purchaseStep(order: OrderFacts, step: PurchaseStep): StepState {
  switch (step) {
    case 'edit':
      return onlyIn(order, ['draft'], '编辑，只有草稿可以编辑') ?? ok;
    case 'submit':
      return onlyIn(order, ['draft'], '提交审核') ?? (order.quantity > 0 ? ok : no('采购单没有明细，不能提交审核'));
    case 'approve':
      return onlyIn(order, ['pending'], '审核') ?? ok;
    case 'review':
      return onlyIn(order, ['reviewing'], '复审') ?? ok;
    case 'reject':
      return onlyIn(order, ['pending', 'reviewing'], '驳回') ?? ok;
    case 'unapprove':
      if (order.shipped_quantity > 0 && ['partial', 'shipped', 'completed', 'closed'].includes(order.state)) return no(`已发货 ${order.shipped_quantity} 台，不能反审核`);
      return onlyIn(order, ['approved'], '反审核') ?? ok;
    case 'ship':
      if (order.state === 'shipped' || order.state === 'completed') return no('采购单已全部发货');
      return onlyIn(order, ['approved', 'partial'], '发货') ?? ok;
    case 'returnSerials':
      if (!['partial', 'shipped', 'completed', 'closed'].includes(order.state)) return no(`${purchaseStateLabel(order.state)}的采购单没有可退货的设备`);
      return order.shipped_quantity > order.returned_quantity ? ok : no('已发出的设备都已退回');
    case 'pay': {
      const stop = onlyIn(order, ['approved', 'partial', 'shipped', 'closed'], '收款');
      if (stop) return stop;
      return amountDue(order) > 0 ? ok : no('采购单已收齐货款');
    }
    case 'close':
      return onlyIn(order, ['approved', 'partial', 'shipped'], '关闭') ?? ok;
    case 'cancel':
      if (order.shipped_quantity > 0) return no(`已发货 ${order.shipped_quantity} 台，不能取消，可以关闭`);
      return onlyIn(order, ['draft', 'pending', 'reviewing', 'approved'], '取消') ?? ok;
  }
}

/** Every step's state (the detail's `actions`). */
export const purchaseSteps = (order: OrderFacts): Record<PurchaseStep, StepState> =>
  Object.fromEntries(PURCHASE_STEPS.map((s) => [s, purchaseStep(order, s)])) as Record<PurchaseStep, StepState>;

/** Where 审核 leads: above the config amount (fen; 0 = never) the order waits for a super admin's 复审. */
export const approvedState = (total: number, reviewAmount: number): 'approved' | 'reviewing' => (reviewAmount > 0 && total > reviewAmount ? 'reviewing' : 'approved');

/** The state after a shipment: everything still to send sent → 已发货, else 部分发货. */
export const shippedState = (quantity: number, shippedQuantity: number): 'partial' | 'shipped' => (shippedQuantity >= quantity ? 'shipped' : 'partial');

/** 已发货 and nothing due → 已完成 (after 发货, 收款 or 退货); any other state stays. */
export const settledState = (order: OrderFacts): string => (order.state === 'shipped' && amountDue(order) <= 0 ? 'completed' : order.state);

/** States in which an order holds stock for what it still has to ship (库存「已预留」). */
export const RESERVING_STATES: readonly string[] = ['approved', 'partial'];

/** States of an open order (the 新建 warning of a model already on order, the company's open count). */
export const OPEN_STATES: readonly string[] = ['draft', 'pending', 'reviewing', 'approved', 'partial'];
