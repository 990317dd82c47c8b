import { COMPANY_STATES } from '../../../../resources/erp/enums.ts';
import { formatMoney } from '../../../domain/money.ts';
import { amountDue } from '../../../domain/erp/purchaseMoney.ts';
import type { OrderFacts } from '../../../domain/erp/purchaseMachine.ts';
import type { Db } from '../../db/database.ts';

/**
 * What the state table and the server's own checks read of an order: its facts (the lines'
 * returned units summed) and what its company already owes against its credit limit.
 */

type Row = Record<string, unknown>;

/** The order's facts as purchaseStep reads them (numbers as numbers on both databases). */
export async function orderFacts(db: Db, order: Row): Promise<OrderFacts> {
  const sum = await db
    .selectFrom('erp_purchase_line')
    .select((e) => e.fn.coalesce(e.fn.sum<number>('returned_quantity'), e.lit(0)).as('n'))
    .where('purchase_id', '=', Number(order.id))
    .executeTakeFirst();
  return {
    state: String(order.state),
    quantity: Number(order.quantity),
    shipped_quantity: Number(order.shipped_quantity),
    returned_quantity: Number(sum?.n ?? 0),
    total: Number(order.total),
    returned_amount: Number(order.returned_amount),
    paid: Number(order.paid),
  };
}

/**
 * Why an order cannot be submitted beyond the state table: its company no longer 合作中, or over
 * its credit limit (see creditRefusal). Undefined: it can.
 */
export async function submitRefusal(db: Db, order: Row): Promise<string | undefined> {
  const company = await db.selectFrom('erp_company').select(['name', 'state']).where('id', '=', Number(order.company_id)).executeTakeFirst();
  if (!company) return '采购单的公司已不存在';
  if (company.state !== 'active') return `「${company.name}」${companyStateLabel(company.state)}，不能提交采购单`;
  return creditRefusal(db, Number(order.company_id), Number(order.total), Number(order.id));
}

export const companyStateLabel = (state: string): string => COMPANY_STATES.find((s) => s.value === state)?.label ?? state;

/** States whose unpaid money counts against the company's credit limit (approved or later, not cancelled). */
export const OWING_STATES: readonly string[] = ['approved', 'partial', 'shipped', 'completed', 'closed'];

/**
 * What a company owes against its credit limit: Σ (total − returned − paid) of its orders in
 * OWING_STATES (other than `excludeId`), each at least 0 (a refund due is not credit). The one
 * figure the credit limit is checked against.
 */
export async function companyOwed(db: Db, companyId: number, excludeId = 0): Promise<number> {
  const orders = await db
    .selectFrom('erp_purchase')
    .select(['total', 'returned_amount', 'paid'])
    .where('company_id', '=', companyId)
    .where('state', 'in', [...OWING_STATES])
    .where('id', '<>', excludeId)
    .execute();
  return orders.reduce((s, o) => s + Math.max(0, amountDue({ total: Number(o.total), returned_amount: Number(o.returned_amount), paid: Number(o.paid) })), 0);
}

/**
 * Why submitting an order of `total` would take its company over its credit limit (undefined:
 * it would not, or the company has no limit): what it owes (companyOwed, without this order) plus
 * this total above the limit.
 */
export async function creditRefusal(db: Db, companyId: number, total: number, excludeId: number): Promise<string | undefined> {
  const company = await db.selectFrom('erp_company').select(['name', 'credit_limit']).where('id', '=', companyId).executeTakeFirst();
  const limit = Number(company?.credit_limit ?? 0);
  if (!company || limit <= 0) return undefined;
  const owed = await companyOwed(db, companyId, excludeId);
  if (owed + total <= limit) return undefined;
  return `「${company.name}」超出信用额度：额度 ${formatMoney(limit)}，未付 ${formatMoney(owed)}，本单 ${formatMoney(total)}，合计 ${formatMoney(owed + total)}`;
}
