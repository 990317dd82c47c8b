import type { Handler } from 'hono';
import { z } from 'zod';
import { erpStock } from '../../../../resources/erp/stock.ts';
import { ok } from '../../../domain/envelope.ts';
import { readBodyAs } from '../../body.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { runWrite } from '../../engine/write.ts';
import { ApiError } from '../../errors.ts';
import { MAX_ID } from '../../middleware/access.ts';
import { me } from '../../shared/caller.ts';
import { stockOfModel } from './stockOf.ts';
import { moveErpStock } from './stockMoves.ts';

/** The most one adjustment moves, either way. */
export const STOCK_ADJUST_MAX = 100_000;

const PRODUCT = '「机型」必须是机型编号';
const QUANTITY = `「数量」必须是 −${STOCK_ADJUST_MAX}–${STOCK_ADJUST_MAX} 的整数`;

const AdjustBody = z.object({
  product_id: z.number(PRODUCT).int(PRODUCT).positive(PRODUCT).max(MAX_ID, PRODUCT),
  kind: z.enum(['adjust', 'stock_in'], '「类型」必须是 adjust（盘点调整）或 stock_in（入库）'),
  quantity: z.number(QUANTITY).int(QUANTITY).min(-STOCK_ADJUST_MAX, QUANTITY).max(STOCK_ADJUST_MAX, QUANTITY),
  reason: z.preprocess((v) => v ?? '', z.string('「原因」必须是文字').trim().min(2, '请填写原因（2–200 个字）').max(200, '「原因」最多 200 个字')),
});

/**
 * POST /erp/stock/adjust `{ product_id, kind: adjust|stock_in, quantity, reason }` (the right
 * adjust_erp_stock): 盘点调整 moves the stock by a signed quantity ≠ 0, 入库 adds a positive one,
 * through the one write path and stockMoves (a ledger row with the reason). Below zero is the
 * 409 of moveErpStock naming the model and the numbers. Answers the model's `{ stock, ledger }`.
 */
export const stockAdjustHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const body = await readBodyAs(c, AdjustBody);
  if (body.quantity === 0) throw new ApiError('VALIDATION_FAILED', '「数量」不能为 0');
  if (body.kind === 'stock_in' && body.quantity < 0) throw new ApiError('VALIDATION_FAILED', '入库的「数量」必须大于 0，减少库存请用盘点调整');
  const user = me(c);
  const answer = await runWrite(c, deps, { action: 'erp.stockAdjust', resource: erpStock.name }, async ({ trx, now }) => {
    const model = await trx.selectFrom('product_model').select(['id', 'name']).where('id', '=', body.product_id).executeTakeFirst();
    if (!model) throw new ApiError('VALIDATION_FAILED', `机型 ${body.product_id} 不存在`);
    const moved = await moveErpStock(trx, { product_id: body.product_id, kind: body.kind, quantity: body.quantity, reason: body.reason }, user, now);
    const result = await stockOfModel(trx, body.product_id);
    return { result, log: { recordId: body.product_id, after: { product: model.name, kind: body.kind, quantity: body.quantity, balance: moved.balance, reason: body.reason } } };
  });
  return c.json(ok(answer));
};
