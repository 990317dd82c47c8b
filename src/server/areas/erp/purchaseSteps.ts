import type { Handler } from 'hono';
import { ok } from '../../../domain/envelope.ts';
import { approvedState, RESERVING_STATES, type PurchaseStep } from '../../../domain/erp/purchaseMachine.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { reviewAmount } from './config.ts';
import { submitRefusal } from './purchaseFacts.ts';
import { readStepBody, remarkOf, runPurchaseStep, type StepChange, type StepScope } from './purchaseWrite.ts';
import { reserveOrder } from './stockMoves.ts';

/**
 * The order's approval steps (each POST /erp/purchase/:id/<step> { version, remark? } → the
 * detail): 提交审核, 审核 (above `erp_review_amount` → 待复审), 复审 (super admin), 驳回, 反审核,
 * 关闭, 取消. Becoming 已审核 reserves what the lines still have to ship; leaving a reserving
 * state (反审核, 关闭, 取消) releases it (stockMoves.reserveOrder, in the same transaction).
 */

/** The approval columns an order returned to 草稿 forgets (the history keeps who did what). */
const NOT_APPROVED = { approved_by: null, approved_at: null, reviewed_by: null, reviewed_at: null };

const releaseIfReserving = async ({ trx, order, now }: StepScope): Promise<void> => {
  if (RESERVING_STATES.includes(String(order.state))) await reserveOrder(trx, Number(order.id), -1, now);
};

/** A step handler: reads `{ version, remark }` (remark required where `remarkRequired`), runs `work`. */
const stepHandler =
  (step: PurchaseStep, remarkRequired: boolean, work: (s: StepScope, remark: string | null) => Promise<StepChange>) =>
  (deps: Deps): Handler<AppEnv> =>
  async (c) => {
    const { id, version, body } = await readStepBody(c, ['remark']);
    const remark = remarkOf(body, remarkRequired);
    return c.json(ok(await runPurchaseStep(c, deps, { id, version, step }, (s) => work(s, remark))));
  };

const iso = (now: number): string => new Date(now).toISOString();

/** 提交审核: 草稿 → 待审核; the company still 合作中 and within its credit limit (409 naming the figures). */
export const submitHandler = stepHandler('submit', false, async ({ trx, order }, remark) => {
  const refusal = await submitRefusal(trx, order);
  if (refusal) throw new ApiError('ILLEGAL_TRANSITION', refusal);
  return { state: 'pending', content: remark };
});

/** 审核: 待审核 → 已审核, or 待复审 when the total is above `erp_review_amount`. */
export const approveHandler = stepHandler('approve', false, async ({ trx, user, now, order }, remark) => {
  const state = approvedState(Number(order.total), await reviewAmount(trx));
  if (state === 'approved') await reserveOrder(trx, Number(order.id), 1, now);
  return { state, set: { approved_by: user.id, approved_at: iso(now) }, content: remark };
});

/** 复审 (the endpoint admits super admins only): 待复审 → 已审核. */
export const reviewHandler = stepHandler('review', false, async ({ trx, user, now, order }, remark) => {
  await reserveOrder(trx, Number(order.id), 1, now);
  return { state: 'approved', set: { reviewed_by: user.id, reviewed_at: iso(now) }, content: remark };
});

/** 驳回: 待审核/待复审 → 草稿, with the reason. */
export const rejectHandler = stepHandler('reject', true, async (_s, remark) => ({ state: 'draft', set: NOT_APPROVED, content: remark }));

/** 反审核: 已审核 with nothing shipped → 草稿, releasing the reservation. */
export const unapproveHandler = stepHandler('unapprove', true, async (s, remark) => {
  await releaseIfReserving(s);
  return { state: 'draft', set: NOT_APPROVED, content: remark };
});

/** 关闭: 已审核/部分发货/已发货 → 已关闭; what is not shipped stays unshipped (its reservation released). */
export const closeHandler = stepHandler('close', true, async (s, remark) => {
  await releaseIfReserving(s);
  return { state: 'closed', set: { ended_reason: remark }, content: remark };
});

/** 取消: nothing shipped → 已取消 (a reservation released). */
export const cancelHandler = stepHandler('cancel', true, async (s, remark) => {
  await releaseIfReserving(s);
  return { state: 'cancelled', set: { ended_reason: remark }, content: remark };
});
