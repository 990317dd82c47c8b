import type { Handler } from 'hono';
import { erpCompanies } from '../../../../resources/erp/companies.ts';
import { PURCHASE_STATES } from '../../../../resources/erp/enums.ts';
import { OPEN_STATES } from '../../../domain/erp/purchaseMachine.ts';
import { amountDue } from '../../../domain/erp/purchaseMoney.ts';
import { ok } from '../../../domain/envelope.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { parsePaging } from '../../engine/listQuery.ts';
import { rowToRecord } from '../../engine/schema.ts';
import { ApiError } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';
import { companyOwed, OWING_STATES } from './purchaseFacts.ts';

/** What a company owes and has ordered, over its orders not cancelled (money in fen). */
export interface CompanySummary {
  orders: number;
  open: number;
  total: number;
  paid: number;
  returned: number;
  due: number;
}

const n = (v: unknown): number => Number(v ?? 0);

/** What one order owes: nothing before approval or once cancelled, else its due (never below 0), as companyOwed counts it. */
const owes = (r: { state: string; total: unknown; returned_amount: unknown; paid: unknown }): number =>
  OWING_STATES.includes(r.state) ? Math.max(0, amountDue({ total: n(r.total), returned_amount: n(r.returned_amount), paid: n(r.paid) })) : 0;

/**
 * GET /erp/company/:id/purchases?page=&pageSize=&state= → `{ company, summary, list, total }`:
 * the company (with its group's name and discount), the summary of its orders not cancelled
 * (how many, how many still open, Σ total, Σ paid, Σ returned; due = what it owes on its approved
 * orders, `companyOwed`, the figure 提交 checks the credit limit against),
 * and a page of its orders (newest first; `?state=` one state, a cancelled one included), each
 * with what it still owes.
 */
export const companyPurchasesHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const id = parseId(c.req.param('id'));
  const { page, pageSize } = parsePaging(c.req.query());
  const state = c.req.query('state') || undefined;
  if (state !== undefined && !PURCHASE_STATES.some((s) => s.value === state)) throw new ApiError('FILTER_INVALID', `「状态」必须是 ${PURCHASE_STATES.map((s) => s.label).join('、')} 之一`);
  const db = deps.db;
  const row = await db
    .selectFrom('erp_company')
    .leftJoin('erp_group', 'erp_group.id', 'erp_company.group_id')
    .selectAll('erp_company')
    .select(['erp_group.name as group_name', 'erp_group.discount_rate as discount_rate'])
    .where('erp_company.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND', '公司不存在或已被删除');
  const company = { ...rowToRecord(erpCompanies, row), group_name: row.group_name ?? null, discount_rate: n(row.discount_rate) };

  const sums = await db
    .selectFrom('erp_purchase')
    .select((e) => [
      e.fn.countAll<number>().as('orders'),
      e.fn.sum<number>(e.case().when('state', 'in', [...OPEN_STATES]).then(1).else(0).end()).as('open'),
      e.fn.sum<number>('total').as('total'),
      e.fn.sum<number>('paid').as('paid'),
      e.fn.sum<number>('returned_amount').as('returned'),
    ])
    .where('company_id', '=', id)
    .where('state', '!=', 'cancelled')
    .executeTakeFirst();
  const summary: CompanySummary = { orders: n(sums?.orders), open: n(sums?.open), total: n(sums?.total), paid: n(sums?.paid), returned: n(sums?.returned), due: 0 };
  // what it owes is the credit check's figure (approved or later), so the page and 提交 agree
  summary.due = await companyOwed(db, id);

  let orders = db.selectFrom('erp_purchase').where('company_id', '=', id);
  if (state) orders = orders.where('state', '=', state);
  const count = await orders.select((e) => e.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await orders
    .select(['id', 'no', 'state', 'quantity', 'shipped_quantity', 'total', 'returned_amount', 'paid', 'created_at', 'approved_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const list = rows.map((r) => ({ ...r, id: n(r.id), quantity: n(r.quantity), shipped_quantity: n(r.shipped_quantity), total: n(r.total), returned_amount: n(r.returned_amount), paid: n(r.paid), due: owes(r) }));
  return c.json(ok({ company, summary, list, total: n(count?.n) }));
};
