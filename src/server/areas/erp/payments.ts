import type { Handler } from 'hono';
import { PAYMENT_METHODS } from '../../../../resources/erp/enums.ts';
import { chinaDate } from '../../../domain/chinaTime.ts';
import { ok } from '../../../domain/envelope.ts';
import { settledState } from '../../../domain/erp/purchaseMachine.ts';
import { amountDue } from '../../../domain/erp/purchaseMoney.ts';
import { formatMoney } from '../../../domain/money.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { readStepBody, remarkOf, runPurchaseStep } from './purchaseWrite.ts';

/**
 * POST /erp/purchase/:id/payment { version, amount (fen), method, paid_on, remark? } → the
 * detail: records a payment against the order (erp_payment) and raises its `paid`; an order 已发货
 * with nothing left due becomes 已完成 (settledState). The amount is whole fen from 1 to what is
 * due (more: 409 naming the due), the method one of PAYMENT_METHODS, the day a real date not after
 * today (China).
 */

const METHOD_LABELS = new Map<string, string>(PAYMENT_METHODS.map((m) => [m.value, m.label]));

/** YYYY-MM-DD naming a real day. */
const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

export const payHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const { id, version, body } = await readStepBody(c, ['amount', 'method', 'paid_on', 'remark']);
  const amount = body.amount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 1) throw new ApiError('VALIDATION_FAILED', '「收款金额」必须大于 0，最多两位小数');
  const method = body.method;
  if (typeof method !== 'string' || !METHOD_LABELS.has(method)) throw new ApiError('VALIDATION_FAILED', `「收款方式」必须是 ${PAYMENT_METHODS.map((m) => m.label).join('、')} 之一`);
  const paidOn = body.paid_on;
  if (!isDay(paidOn)) throw new ApiError('VALIDATION_FAILED', '「收款日期」必须是有效日期（YYYY-MM-DD）');
  const today = chinaDate(deps.clock.now());
  if (paidOn > today) throw new ApiError('VALIDATION_FAILED', `「收款日期」不能晚于今天（${today}）`);
  const remark = remarkOf(body, false, '备注');
  const detail = await runPurchaseStep(c, deps, { id, version, step: 'pay' }, async ({ trx, user, now, facts }) => {
    const due = amountDue(facts);
    if (amount > due) throw new ApiError('ILLEGAL_TRANSITION', `收款金额 ${formatMoney(amount)} 超过应收余额 ${formatMoney(due)}`);
    await trx
      .insertInto('erp_payment')
      .values({ purchase_id: id, amount, method, paid_on: paidOn, remark, operator_id: user.id, created_at: new Date(now).toISOString() })
      .execute();
    const paid = facts.paid + amount;
    const label = `${formatMoney(amount)}（${METHOD_LABELS.get(method)}，${paidOn}）`;
    return { state: settledState({ ...facts, paid }), set: { paid }, content: remark ? `${label} ${remark}` : label };
  });
  return c.json(ok(detail));
};
