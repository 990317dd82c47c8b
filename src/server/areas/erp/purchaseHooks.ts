import { checkPurchaseLines } from '../../../domain/erp/purchaseLines.ts';
import { purchaseStateLabel, purchaseStep } from '../../../domain/erp/purchaseMachine.ts';
import { orderAmounts, type LineInput } from '../../../domain/erp/purchaseMoney.ts';
import type { Db } from '../../db/database.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { ApiError } from '../../errors.ts';
import { nextDailyNo } from '../../shared/numbering/dailyNo.ts';
import { checkPurchaseAttachments } from './purchaseAttachments.ts';
import { companyStateLabel, orderFacts } from './purchaseFacts.ts';

/**
 * 采购单's declared create, update and delete (the engine's one CRUD path): a new order gets its
 * number CG + yyyyMMdd + 4 digits and starts 草稿; `lines` is checked (checkPurchaseLines, every
 * model existing), the company must exist and be 合作中, and every amount is computed here in fen
 * (orderAmounts, with the company's group's discount rate kept on the order); the lines are kept
 * one row each in erp_purchase_line, in the write's transaction. Only a 草稿 is edited (an edit
 * that changes the company takes the new group's rate) or deleted (its lines go with it): 409
 * otherwise with the state table's reason.
 */

type Row = Record<string, unknown>;

const parseJson = (raw: unknown): unknown => {
  if (typeof raw !== 'string') return raw ?? null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
};

/** The lines as sent, checked, every model existing (400 naming the line). */
async function checkedLines(db: Db, raw: unknown): Promise<LineInput[]> {
  const checked = checkPurchaseLines(parseJson(raw));
  if (!checked.ok) throw new ApiError('VALIDATION_FAILED', checked.message);
  const ids = checked.lines.map((l) => l.product_id);
  const found = new Set((await db.selectFrom('product_model').select('id').where('id', 'in', ids).execute()).map((r) => Number(r.id)));
  const missing = checked.lines.findIndex((l) => !found.has(l.product_id));
  if (missing >= 0) throw new ApiError('VALIDATION_FAILED', `第 ${missing + 1} 行：机型不存在（编号 ${ids[missing]}）`);
  return checked.lines;
}

/** The company's group's discount rate; the company must exist (400) and be 合作中 (409). */
async function companyRate(db: Db, companyId: number): Promise<number> {
  const company = await db
    .selectFrom('erp_company')
    .leftJoin('erp_group', 'erp_group.id', 'erp_company.group_id')
    .select(['erp_company.name', 'erp_company.state', 'erp_group.discount_rate'])
    .where('erp_company.id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw new ApiError('VALIDATION_FAILED', `所选的公司不存在（编号 ${companyId}）`);
  if (company.state !== 'active') throw new ApiError('ILLEGAL_TRANSITION', `「${company.name}」${companyStateLabel(company.state)}，不能下采购单`);
  return Number(company.discount_rate ?? 0);
}

/** Replaces an order's line rows with `lines` (a draft's: nothing shipped on them yet). */
async function writeLines(db: Db, purchaseId: number, lines: readonly LineInput[]): Promise<void> {
  await db.deleteFrom('erp_purchase_line').where('purchase_id', '=', purchaseId).execute();
  const amounts = orderAmounts(lines, 0).lines;
  await db
    .insertInto('erp_purchase_line')
    .values(lines.map((l, i) => ({ purchase_id: purchaseId, product_id: l.product_id, quantity: l.quantity, unit_price: l.unit_price, discount_rate: l.discount_rate, amount: amounts[i], shipped_quantity: 0, returned_quantity: 0 })))
    .execute();
}

/** Only a 草稿 changes: 409 with the state table's reason. */
async function onlyDraft(db: Db, before: Row | undefined, what: 'edit' | 'delete'): Promise<void> {
  if (!before) return;
  if (what === 'edit') {
    const step = purchaseStep(await orderFacts(db, before), 'edit');
    if (!step.allowed) throw new ApiError('ILLEGAL_TRANSITION', step.reason);
  } else if (before.state !== 'draft') {
    throw new ApiError('ILLEGAL_TRANSITION', `${purchaseStateLabel(String(before.state))}的采购单不能删除，只有草稿可以删除，可以取消或关闭`);
  }
}

export const purchaseHooks: ResourceHooks = {
  guardWrite: async (kind, { db, before }) => {
    if (kind === 'update') await onlyDraft(db, before, 'edit');
    if (kind === 'delete') await onlyDraft(db, before, 'delete');
  },
  prepareWrite: async (kind, { db, before, values }) => {
    const out: Row = { ...values };
    if ('attachments' in values) {
      const files = checkPurchaseAttachments(parseJson(values.attachments));
      out.attachments = files ? JSON.stringify(files) : null;
    }
    const companyChanged = 'company_id' in values && Number(values.company_id) !== Number(before?.company_id);
    if (kind === 'update' && !companyChanged && !('lines_json' in values)) return out;
    const lines = await checkedLines(db, 'lines_json' in values ? values.lines_json : before?.lines_json);
    const rate = companyChanged || kind === 'create' ? await companyRate(db, Number(values.company_id)) : Number(before?.discount_rate ?? 0);
    const amounts = orderAmounts(lines, rate);
    return { ...out, lines_json: JSON.stringify(lines), quantity: amounts.quantity, subtotal: amounts.subtotal, discount_rate: rate, discount_amount: amounts.discount_amount, total: amounts.total };
  },
  beforeCreate: async (db, _values, now) => ({ no: await nextDailyNo(db, 'erp_purchase', 'CG', now), state: 'draft' }),
  afterWrite: async (kind, { db, before, values, after }) => {
    if (kind === 'delete' && before) {
      await db.deleteFrom('erp_purchase_line').where('purchase_id', '=', Number(before.id)).execute();
      return;
    }
    if (!after || !('lines_json' in values)) return;
    const lines = checkPurchaseLines(parseJson(values.lines_json));
    if (lines.ok) await writeLines(db, Number(after.id), lines.lines);
  },
};
