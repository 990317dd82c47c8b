import type { Handler } from 'hono';
import { ERP_REVIEW_ACCESS } from '../../../../resources/erp/access.ts';
import { erpPurchases } from '../../../../resources/erp/purchases.ts';
import { canAccess } from '../../../domain/access.ts';
import { ok } from '../../../domain/envelope.ts';
import { amountInWords } from '../../../domain/erp/amountInWords.ts';
import { PURCHASE_STEP_LABELS, purchaseSteps, type PurchaseStep } from '../../../domain/erp/purchaseMachine.ts';
import { amountDue } from '../../../domain/erp/purchaseMoney.ts';
import type { PurchaseDetail } from '../../../domain/erp/purchaseWire.ts';
import type { AppEnv, AuthUser, Deps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { rowScopeOf } from '../../engine/hooks.ts';
import { findRow } from '../../engine/records.ts';
import { rowToRecord } from '../../engine/schema.ts';
import { ApiError } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';
import { reviewAmount } from './config.ts';
import { orderFacts, submitRefusal } from './purchaseFacts.ts';

/**
 * GET /erp/purchase/:id/detail, and the answer of every step of an order (submit … cancel, ship,
 * return, payment): the order with its names, the company, the lines, the shipments with their
 * serials, the payments, the history, what each step may do now (`actions`: the state table of
 * src/domain/erp/purchaseMachine.ts plus what only the server knows — 复审 needs a super admin, a
 * company over its credit limit cannot submit), what is due (total − returned − paid; 0 once
 * cancelled: a cancelled order is owed nothing) and the total in capitals.
 */

export type { PurchaseDetail } from '../../../domain/erp/purchaseWire.ts';

/** Only a super admin passes 复审 (the endpoint's access says the same). */
export const REVIEW_NEEDS_SUPER = '复审需要超级管理员';

const n = (v: unknown): number => Number(v ?? 0);
const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

async function adminNames(db: Db, ids: readonly unknown[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id) => id !== null && id !== undefined).map(Number))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('admin').select(['id', 'name', 'username']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [Number(r.id), r.name || r.username]));
}

const historyLabel = (kind: string, action: string | null): string =>
  kind === 'create' ? '新建采购单' : kind === 'update' ? '编辑' : ((action && PURCHASE_STEP_LABELS[action as PurchaseStep]) ?? '变更状态');

/** The detail of order `id` as `user` sees it (in the write's transaction when a step answers it); 404 when none. */
export async function readPurchaseDetail(db: Db, id: number, user: AuthUser): Promise<PurchaseDetail> {
  const row = await findRow(db, erpPurchases, id);
  if (!row) throw new ApiError('NOT_FOUND', '采购单不存在');
  const companyRow = await db
    .selectFrom('erp_company')
    .leftJoin('erp_group', 'erp_group.id', 'erp_company.group_id')
    .select(['erp_company.id', 'erp_company.name', 'erp_company.credit_code', 'erp_company.contact', 'erp_company.phone', 'erp_company.address', 'erp_group.name as group_name', 'erp_group.discount_rate'])
    .where('erp_company.id', '=', n(row.company_id))
    .executeTakeFirst();
  const lineRows = await db
    .selectFrom('erp_purchase_line')
    .leftJoin('product_model', 'product_model.id', 'erp_purchase_line.product_id')
    .select(['erp_purchase_line.id', 'erp_purchase_line.product_id', 'product_model.name as product_name', 'erp_purchase_line.quantity', 'erp_purchase_line.unit_price', 'erp_purchase_line.discount_rate', 'erp_purchase_line.amount', 'erp_purchase_line.shipped_quantity', 'erp_purchase_line.returned_quantity'])
    .where('erp_purchase_line.purchase_id', '=', id)
    .orderBy('erp_purchase_line.id')
    .execute();
  const shipmentRows = await db.selectFrom('erp_shipment').selectAll().where('purchase_id', '=', id).orderBy('id').execute();
  const serialRows = await db
    .selectFrom('erp_shipment_serial')
    .leftJoin('product_model', 'product_model.id', 'erp_shipment_serial.product_id')
    .select(['erp_shipment_serial.serial', 'erp_shipment_serial.shipment_id', 'erp_shipment_serial.line_id', 'erp_shipment_serial.product_id', 'product_model.name as product_name', 'erp_shipment_serial.returned_at', 'erp_shipment_serial.return_reason'])
    .where('erp_shipment_serial.purchase_id', '=', id)
    .orderBy('erp_shipment_serial.id')
    .execute();
  const paymentRows = await db.selectFrom('erp_payment').selectAll().where('purchase_id', '=', id).orderBy('id').execute();
  const eventRows = await db.selectFrom('erp_purchase_event').selectAll().where('erp_purchase_id', '=', id).orderBy('id').execute();
  const names = await adminNames(db, [row.created_by, row.approved_by, row.reviewed_by, ...shipmentRows.map((r) => r.operator_id), ...paymentRows.map((r) => r.operator_id)]);
  const nameOf = (v: unknown): string | null => (v === null || v === undefined ? null : (names.get(Number(v)) ?? null));

  const facts = await orderFacts(db, row);
  const actions = purchaseSteps(facts);
  if (actions.review.allowed && !canAccess(user, ERP_REVIEW_ACCESS)) actions.review = { allowed: false, reason: REVIEW_NEEDS_SUPER };
  if (actions.submit.allowed) {
    const refusal = await submitRefusal(db, row);
    if (refusal) actions.submit = { allowed: false, reason: refusal };
  }
  const threshold = await reviewAmount(db);

  return {
    order: {
      ...rowToRecord(erpPurchases, row),
      company_name: companyRow?.name ?? null,
      created_by_name: nameOf(row.created_by),
      approved_by_name: nameOf(row.approved_by),
      reviewed_by_name: nameOf(row.reviewed_by),
    },
    company: companyRow
      ? {
          id: n(companyRow.id),
          name: companyRow.name,
          credit_code: companyRow.credit_code,
          contact: companyRow.contact,
          phone: companyRow.phone,
          address: companyRow.address,
          group_name: companyRow.group_name ?? null,
          discount_rate: n(companyRow.discount_rate),
        }
      : // kept by the company's delete hook (a company with orders is not deleted): named by its id should it go
        { id: n(row.company_id), name: `公司 #${n(row.company_id)}`, credit_code: '', contact: '', phone: '', address: null, group_name: null, discount_rate: n(row.discount_rate) },
    lines: lineRows.map((l) => ({
      id: n(l.id),
      product_id: n(l.product_id),
      product_name: l.product_name ?? `机型 #${n(l.product_id)}`,
      quantity: n(l.quantity),
      unit_price: n(l.unit_price),
      discount_rate: n(l.discount_rate),
      amount: n(l.amount),
      shipped_quantity: n(l.shipped_quantity),
      returned_quantity: n(l.returned_quantity),
    })),
    shipments: shipmentRows.map((s) => ({
      id: n(s.id),
      no: s.no,
      courier: s.courier,
      courier_no: s.courier_no,
      quantity: n(s.quantity),
      remark: s.remark,
      operator_name: nameOf(s.operator_id),
      created_at: String(s.created_at),
      serials: serialRows
        .filter((x) => n(x.shipment_id) === n(s.id))
        .map((x) => ({ serial: x.serial, line_id: n(x.line_id), product_id: n(x.product_id), product_name: x.product_name ?? `机型 #${n(x.product_id)}`, returned_at: text(x.returned_at), return_reason: x.return_reason })),
    })),
    payments: paymentRows.map((p) => ({ id: n(p.id), amount: n(p.amount), method: p.method, paid_on: String(p.paid_on), remark: p.remark, operator_name: nameOf(p.operator_id), created_at: String(p.created_at) })),
    history: eventRows.map((e) => ({
      id: n(e.id),
      action: e.action,
      action_label: historyLabel(e.kind, e.action),
      from_status: e.from_status,
      to_status: e.to_status,
      content: e.content,
      operator_name: e.operator_name,
      created_at: String(e.created_at),
    })),
    actions,
    due: facts.state === 'cancelled' ? 0 : amountDue(facts),
    amount_in_words: amountInWords(facts.total),
    review_amount: threshold,
  };
}

/** GET /erp/purchase/:id/detail. */
export const purchaseDetailHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const id = parseId(c.req.param('id'));
  const user = c.get('user');
  if (!user) throw new ApiError('UNAUTHORIZED');
  if (!(await findRow(deps.db, erpPurchases, id, rowScopeOf(deps.areas, erpPurchases, user)))) throw new ApiError('NOT_FOUND', '采购单不存在');
  return c.json(ok(await readPurchaseDetail(deps.db, id, user)));
};
