import type { Handler } from 'hono';
import { ok } from '../../../domain/envelope.ts';
import { OPEN_STATES } from '../../../domain/erp/purchaseMachine.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { MAX_ID } from '../../middleware/access.ts';

/**
 * GET /erp/purchase/open-lines?company_id=&product_id=1,2&exclude= → `{ list: [{ purchase_id, no,
 * state, product_id, product_name, quantity, shipped_quantity }] }`: the company's orders in
 * OPEN_STATES that already hold one of these models (the 新建/编辑 form warns before saving),
 * `exclude` the order being edited. At most 50 models; newest orders first.
 */

const MAX_MODELS = 50;

const idOf = (raw: string | undefined, label: string, required: boolean): number | undefined => {
  if (raw === undefined || raw === '') {
    if (required) throw new ApiError('FILTER_INVALID', `请指定${label}`);
    return undefined;
  }
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_ID) throw new ApiError('FILTER_INVALID', `「${label}」必须是正整数`);
  return Number(raw);
};

export const openLinesHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const companyId = idOf(c.req.query('company_id'), '公司', true) as number;
  const exclude = idOf(c.req.query('exclude'), '排除的采购单', false);
  const rawModels = (c.req.query('product_id') ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (rawModels.length > MAX_MODELS) throw new ApiError('FILTER_INVALID', `机型最多 ${MAX_MODELS} 个`);
  const models = [...new Set(rawModels.map((m) => idOf(m, '机型', true) as number))];
  if (models.length === 0) return c.json(ok({ list: [] }));
  let query = deps.db
    .selectFrom('erp_purchase_line as l')
    .innerJoin('erp_purchase as p', 'p.id', 'l.purchase_id')
    .leftJoin('product_model as m', 'm.id', 'l.product_id')
    .select(['p.id as purchase_id', 'p.no', 'p.state', 'l.product_id', 'm.name as product_name', 'l.quantity', 'l.shipped_quantity'])
    .where('p.company_id', '=', companyId)
    .where('p.state', 'in', [...OPEN_STATES])
    .where('l.product_id', 'in', models);
  if (exclude !== undefined) query = query.where('p.id', '<>', exclude);
  const rows = await query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').orderBy('l.id').limit(200).execute();
  const list = rows.map((r) => ({ purchase_id: Number(r.purchase_id), no: r.no, state: r.state, product_id: Number(r.product_id), product_name: r.product_name ?? null, quantity: Number(r.quantity), shipped_quantity: Number(r.shipped_quantity) }));
  return c.json(ok({ list }));
};
