import type { Handler } from 'hono';
import { ok } from '../../../domain/envelope.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { withInitials } from '../../engine/options.ts';
import { ApiError } from '../../errors.ts';

/**
 * GET /erp/models?q= → `{ list: [{ value, label, initials, code, letters, price }], more: false }`:
 * the product models for the lines of an order and the stock's filter (staff who may not read
 * 产品型号 itself), with the code and letters of the serial rule and the list price in fen (the
 * lines input fills the unit price with it). `q` is a prefix of the name or of the code (the code
 * compared in capitals). The models are few: no paging.
 */
export const modelsHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const q = (c.req.query('q') ?? '').trim();
  if (q.length > 100) throw new ApiError('FILTER_INVALID', '搜索内容过长');
  let query = deps.db.selectFrom('product_model').select(['id', 'name', 'code', 'letters', 'price']);
  if (q) {
    const code = q.toUpperCase();
    query = query.where((e) => e.or([e.and([e('name', '>=', q), e('name', '<', `${q}\uffff`)]), e.and([e('code', '>=', code), e('code', '<', `${code}\uffff`)])]));
  }
  const rows = await query.orderBy('name').orderBy('id').execute();
  const list = withInitials(rows.map((r) => ({ value: Number(r.id), label: r.name, code: r.code, letters: r.letters, price: Number(r.price) })));
  return c.json(ok({ list, more: false }));
};
