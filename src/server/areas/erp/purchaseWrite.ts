import type { Context } from 'hono';
import { erpPurchases } from '../../../../resources/erp/purchases.ts';
import { PURCHASE_STEP_LABELS, purchaseStep, type OrderFacts, type PurchaseStep } from '../../../domain/erp/purchaseMachine.ts';
import { readJsonObject, rejectUnknownKeys, isWellFormedText, type JsonObject } from '../../body.ts';
import type { AppEnv, AuthUser, Deps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { requireVersion, updateRowIf } from '../../engine/records.ts';
import { runWrite } from '../../engine/write.ts';
import { ApiError } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';
import { readPurchaseDetail, type PurchaseDetail } from './purchaseDetail.ts';
import { orderFacts } from './purchaseFacts.ts';

/**
 * Every step of an order (提交 … 取消, 发货, 退货, 收款) runs here, through the one write path
 * `runWrite`: the order in the caller's scope (404), its version (409 VERSION_CONFLICT), the state
 * table (409 with purchaseStep's reason), then the step's own work, the order's new state and
 * columns written only if the version still holds, a history row (erp_purchase_event, kind
 * 'status', with the step, from/to and the remark), the action-log row `erpPurchases.<step>`,
 * and the detail as the answer.
 */

/** What a step's work is handed. */
export interface StepScope {
  trx: Db;
  user: AuthUser;
  now: number;
  /** The order's row before the step. */
  order: Record<string, unknown>;
  facts: OrderFacts;
}

/** What a step's work changes on the order. */
export interface StepChange {
  /** The order's state after the step (default: unchanged). */
  state?: string;
  /** Other columns of erp_purchase to write (version and updated_at are the runner's). */
  set?: Record<string, unknown>;
  /** The history row's text: the remark, the shipment's number … */
  content?: string | null;
  /** What the history row keeps besides (e.g. the shipment's serials). */
  data?: unknown;
}

/** Runs `step` on order `id` at `version` (see the top of the file); answers the order's detail. */
export async function runPurchaseStep(c: Context<AppEnv>, deps: Pick<Deps, 'db' | 'clock' | 'areas'>, spec: { id: number; version: number; step: PurchaseStep }, work: (s: StepScope) => Promise<StepChange>): Promise<PurchaseDetail> {
  const user = c.get('user');
  if (!user) throw new ApiError('UNAUTHORIZED');
  const { id, version, step } = spec;
  return runWrite(c, deps, { action: `${erpPurchases.name}.${step}`, resource: erpPurchases.name, record: { resource: erpPurchases, id, version, notFound: '采购单不存在' } }, async ({ trx, now, row, history }) => {
    const order = row ?? {};
    const facts = await orderFacts(trx, order);
    const allowed = purchaseStep(facts, step);
    if (!allowed.allowed) throw new ApiError('ILLEGAL_TRANSITION', allowed.reason);
    const change = await work({ trx, user, now, order, facts });
    const from = String(order.state);
    const to = change.state ?? from;
    const updated = await updateRowIf(trx, erpPurchases, id, version, { ...change.set, state: to, updated_at: new Date(now).toISOString() });
    if (!updated) throw new ApiError('VERSION_CONFLICT');
    await history({ kind: 'status', action: step, fromStatus: from, toStatus: to, content: change.content ?? null, data: change.data });
    const detail = await readPurchaseDetail(trx, id, user);
    return { result: detail, log: { recordId: id, before: { state: from, version }, after: { state: to, step: PURCHASE_STEP_LABELS[step], ...change.set } } };
  });
}

/** A step's body: a JSON object of `allowed` keys (400 UNKNOWN_FIELD naming another) with its `version` (400 when missing or not a positive integer). */
export async function readStepBody(c: Context<AppEnv>, allowed: readonly string[]): Promise<{ id: number; version: number; body: JsonObject }> {
  const id = parseId(c.req.param('id'));
  const body = await readJsonObject(c);
  rejectUnknownKeys(body, new Set(['version', ...allowed]));
  return { id, version: requireVersion(body.version), body };
}

/** The longest remark (原因) a step keeps. */
export const REMARK_MAX = 200;

/**
 * A step's remark: trimmed text of at most REMARK_MAX characters; `required` (驳回, 反审核, 关闭,
 * 取消) refuses an empty one with 请填写原因. 400 naming the field otherwise.
 */
export function remarkOf(body: JsonObject, required: boolean, label = '原因'): string | null {
  const raw = body.remark;
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw new ApiError('VALIDATION_FAILED', `「${label}」必须是文本`);
  const remark = typeof raw === 'string' ? raw.trim() : '';
  if (remark === '') {
    if (required) throw new ApiError('VALIDATION_FAILED', `请填写${label}`);
    return null;
  }
  if (remark.length > REMARK_MAX) throw new ApiError('VALIDATION_FAILED', `「${label}」不能超过 ${REMARK_MAX} 个字，现有 ${remark.length} 个字`);
  if (!isWellFormedText(remark)) throw new ApiError('VALIDATION_FAILED', `「${label}」含有无法识别的字符`);
  return remark;
}
