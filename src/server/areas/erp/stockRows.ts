import type { ResourceHooks } from '../../engine/hooks.ts';
import { ApiError } from '../../errors.ts';
import { ensureErpStockRows } from './stockMoves.ts';

/**
 * The stock list shows every product model: a model made in 机型配置 gets its stock row (all
 * zero) in the same transaction, and one deleted takes its row along. A model ERP has moved or
 * ordered cannot be deleted (409 naming the counts): its ledger and orders would point at nothing.
 */
export const productStockHooks: ResourceHooks = {
  async guardWrite(kind, { db, before }) {
    if (kind !== 'delete' || !before) return;
    const id = Number(before.id);
    const [moves, lines] = await Promise.all([
      db.selectFrom('erp_stock_ledger').select((e) => e.fn.countAll().as('n')).where('product_id', '=', id).executeTakeFirstOrThrow(),
      db.selectFrom('erp_purchase_line').select((e) => e.fn.countAll().as('n')).where('product_id', '=', id).executeTakeFirstOrThrow(),
    ]);
    const used = [Number(lines.n) > 0 ? `${Number(lines.n)} 条采购明细` : null, Number(moves.n) > 0 ? `${Number(moves.n)} 条库存流水` : null].filter(Boolean);
    if (used.length > 0) throw new ApiError('ILLEGAL_TRANSITION', `机型「${String(before.name)}」已有 ${used.join('、')}，不能删除，可以把销售状态改为「已停产」`);
  },
  async afterWrite(kind, { db, now, before, after }) {
    if (kind === 'create' && after) await ensureErpStockRows(db, [Number(after.id)], now);
    if (kind === 'delete' && before) await db.deleteFrom('erp_stock').where('product_id', '=', Number(before.id)).where('on_hand', '=', 0).where('reserved', '=', 0).execute();
  },
};
