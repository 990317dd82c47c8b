import type { Handler } from 'hono';
import { z } from 'zod';
import { chinaDate } from '../../../domain/chinaTime.ts';
import { settledState } from '../../../domain/erp/purchaseMachine.ts';
import { returnedValue } from '../../../domain/erp/purchaseMoney.ts';
import { ok } from '../../../domain/envelope.ts';
import { parseSerial } from '../../../domain/serial.ts';
import { readBodyAs } from '../../body.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { requireVersion } from '../../engine/records.ts';
import { ApiError } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';
import { runPurchaseStep } from './purchaseWrite.ts';
import { shipLinesOf } from './shipFacts.ts';
import { SHIP_MAX_SERIALS } from './ship.ts';
import { moveErpStock } from './stockMoves.ts';

const SERIALS = '「serials」必须是序列号列表';

const ReturnBody = z.object({
  version: z.unknown().optional(),
  serials: z.array(z.string(SERIALS), SERIALS).min(1, '请填写要退货的序列号').max(SHIP_MAX_SERIALS, `一次最多退货 ${SHIP_MAX_SERIALS} 台`),
  reason: z.preprocess((v) => v ?? '', z.string('「退货原因」必须是文字').trim().min(2, '请填写退货原因（2–200 个字）').max(200, '「退货原因」最多 200 个字')),
});

/**
 * POST /erp/purchase/:id/return `{ version, serials, reason }`: devices of this order come back
 * (退货入库), a step of runPurchaseStep (the one write path). Each serial must have gone out with THIS order (400
 * naming it, or the order it went with) and not have come back yet (409 naming when). Done:
 * each serial row keeps when and why (it stays: a returned serial is never shipped again), the
 * lines' returned counts rise, the stock moves in per model (a ledger row each), the order's
 * returned amount is recomputed from the lines' whole returned counts (returnedValue, rounded
 * once), and the state settles (已发货 with nothing due → 已完成). Answers the detail.
 */
export const returnHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const id = parseId(c.req.param('id'));
  const body = await readBodyAs(c, ReturnBody);
  const version = requireVersion(body.version);
  const detail = await runPurchaseStep(c, deps, { id, version, step: 'returnSerials' }, async ({ trx, user, now, order, facts }) => {
    const serials: string[] = [];
    for (const typed of body.serials) {
      const info = parseSerial(typed);
      const shown = info.serial || typed.trim();
      if (!info.valid) throw new ApiError('VALIDATION_FAILED', `序列号「${shown}」不是有效的序列号`);
      if (serials.includes(info.serial)) throw new ApiError('VALIDATION_FAILED', `序列号「${info.serial}」在本次退货中出现了两次`);
      serials.push(info.serial);
    }
    const rows = await trx
      .selectFrom('erp_shipment_serial as s')
      .innerJoin('erp_purchase as p', 'p.id', 's.purchase_id')
      .select(['s.serial', 's.purchase_id', 's.line_id', 's.returned_at', 'p.no'])
      .where('s.serial', 'in', serials)
      .execute();
    const bySerial = new Map(rows.map((r) => [r.serial, r]));
    for (const serial of serials) {
      const sent = bySerial.get(serial);
      if (!sent) throw new ApiError('VALIDATION_FAILED', `序列号「${serial}」没有随采购单 ${String(order.no)} 发出`);
      if (Number(sent.purchase_id) !== id) throw new ApiError('VALIDATION_FAILED', `序列号「${serial}」随采购单 ${sent.no} 发出，不是本单的设备`);
      if (sent.returned_at) throw new ApiError('ILLEGAL_TRANSITION', `序列号「${serial}」已于 ${chinaDate(Date.parse(sent.returned_at))} 退货入库`);
    }
    await trx.updateTable('erp_shipment_serial').set({ returned_at: new Date(now).toISOString(), return_reason: body.reason }).where('serial', 'in', serials).where('purchase_id', '=', id).execute();
    const perLine = new Map<number, number>();
    for (const serial of serials) {
      const lineId = Number(bySerial.get(serial)?.line_id);
      perLine.set(lineId, (perLine.get(lineId) ?? 0) + 1);
    }
    const lines = (await shipLinesOf(trx, id)).map((l) => ({ ...l, returned_quantity: l.returned_quantity + (perLine.get(l.id) ?? 0) }));
    for (const line of lines) {
      const back = perLine.get(line.id);
      if (!back) continue;
      await trx.updateTable('erp_purchase_line').set({ returned_quantity: line.returned_quantity }).where('id', '=', line.id).execute();
      await moveErpStock(trx, { product_id: line.product_id, kind: 'return', quantity: back, purchase_id: id, reason: body.reason }, user, now);
    }
    const returnedAmount = lines.reduce((sum, l) => sum + returnedValue(l, Number(order.discount_rate)), 0);
    const state = settledState({ ...facts, returned_quantity: facts.returned_quantity + serials.length, returned_amount: returnedAmount });
    return { state, set: { returned_amount: returnedAmount }, content: `退货入库 ${serials.length} 台：${body.reason}`, data: { serials } };
  });
  return c.json(ok(detail));
};
