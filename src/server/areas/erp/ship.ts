import type { Handler } from 'hono';
import { z } from 'zod';
import { settledState, shippedState } from '../../../domain/erp/purchaseMachine.ts';
import { ok } from '../../../domain/envelope.ts';
import { checkSerial } from '../../../domain/warrantyRules.ts';
import { readBodyAs } from '../../body.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { uniqueViolation } from '../../db/dialect.ts';
import type { Db } from '../../db/database.ts';
import { requireVersion } from '../../engine/records.ts';
import { ApiError } from '../../errors.ts';
import { MAX_ID, parseId } from '../../middleware/access.ts';
import { nextDailyNo } from '../../shared/numbering/dailyNo.ts';
import { loadWarrantyRules } from '../../shared/products/warrantyRules.ts';
import { runPurchaseStep } from './purchaseWrite.ts';
import { shipLinesOf, type ShipLine } from './shipFacts.ts';
import { moveErpStock, reserveErpStock } from './stockMoves.ts';

/** At most this many serials in one shipment (one request, one transaction). */
export const SHIP_MAX_SERIALS = 2_000;

const LINE_ID = '「line_id」必须是采购明细的编号';
const SERIALS = '「serials」必须是序列号列表';
const text = (label: string, max: number) => z.string(`「${label}」必须是文字`).trim().max(max, `「${label}」最多 ${max} 个字`);
const optionalText = (label: string, max: number) => z.preprocess((v) => (v === '' ? null : v), text(label, max).nullable().optional());

const ShipBody = z.object({
  version: z.unknown().optional(),
  courier: optionalText('快递公司', 20),
  courier_no: z.preprocess((v) => v ?? '', text('快递单号', 40).min(1, '请填写快递单号')),
  remark: optionalText('备注', 200),
  lines: z
    .array(
      z.object(
        {
          line_id: z.number(LINE_ID).int(LINE_ID).positive(LINE_ID).max(MAX_ID, LINE_ID),
          serials: z.array(z.string(SERIALS), SERIALS).max(SHIP_MAX_SERIALS, `一次最多发货 ${SHIP_MAX_SERIALS} 台`),
        },
        '「lines」的每一项必须是 { line_id, serials }',
      ),
      '「lines」必须是发货明细列表',
    )
    .min(1, '请至少为一行填写序列号'),
});

/** One line of a shipment, checked: the order's line and the serials (as the rule writes them: upper case). */
interface ShipPart {
  line: ShipLine;
  row: number;
  serials: string[];
}

/** The 409 of a serial that went out before: it names the order it went with. */
async function alreadyShipped(db: Db, serials: readonly string[]): Promise<ApiError | undefined> {
  if (serials.length === 0) return undefined;
  for (let i = 0; i < serials.length; i += 500) {
    const hit = await db
      .selectFrom('erp_shipment_serial as s')
      .innerJoin('erp_purchase as p', 'p.id', 's.purchase_id')
      .select(['s.serial', 'p.no'])
      .where('s.serial', 'in', serials.slice(i, i + 500))
      .orderBy('s.id')
      .executeTakeFirst();
    if (hit) return new ApiError('DUPLICATE', `序列号「${hit.serial}」已随采购单 ${hit.no} 发出`);
  }
  return undefined;
}

/**
 * The checks of a shipment that read only the body, the order's lines and the models' rules
 * (400): each line_id of the order and once, each serial valid by the SUP rule, of the line's
 * model and once in the body.
 */
function checkParts(body: z.infer<typeof ShipBody>, lines: readonly ShipLine[], rules: Awaited<ReturnType<typeof loadWarrantyRules>>, orderNo: string): ShipPart[] {
  const parts: ShipPart[] = [];
  const seen = new Set<string>();
  const lineSeen = new Set<number>();
  for (const sent of body.lines) {
    const index = lines.findIndex((l) => l.id === sent.line_id);
    if (index < 0) throw new ApiError('VALIDATION_FAILED', `发货明细 ${sent.line_id} 不是采购单 ${orderNo} 的明细`);
    const line = lines[index];
    if (lineSeen.has(line.id)) throw new ApiError('VALIDATION_FAILED', `第 ${index + 1} 行「${line.product_name}」重复出现在发货明细中，请合并为一项`);
    lineSeen.add(line.id);
    const serials: string[] = [];
    for (const typed of sent.serials) {
      const { info, rule } = checkSerial(rules, typed);
      const shown = info.serial || String(typed).trim();
      if (!info.valid || !rule) throw new ApiError('VALIDATION_FAILED', `序列号「${shown}」不是有效的序列号`);
      if (rule.id !== line.product_id) throw new ApiError('VALIDATION_FAILED', `序列号「${info.serial}」属于机型「${rule.name}」，不是本行的「${line.product_name}」`);
      if (seen.has(info.serial)) throw new ApiError('VALIDATION_FAILED', `序列号「${info.serial}」在本次发货中出现了两次`);
      seen.add(info.serial);
      serials.push(info.serial);
    }
    if (serials.length > 0) parts.push({ line, row: index + 1, serials });
  }
  if (parts.length === 0) throw new ApiError('VALIDATION_FAILED', '请至少为一行填写序列号');
  return parts;
}

/**
 * POST /erp/purchase/:id/ship `{ version, courier?, courier_no, remark?, lines: [{ line_id, serials }] }`:
 * one shipment (发货单 FH…) of an order 已审核 or 部分发货, a step of runPurchaseStep (the one write
 * path: version, state table, history, action log, the detail as the answer). Refused:
 * the state (409 with purchaseStep's reason), the body (400: courier number, a line not of the
 * order, a serial not valid by the SUP rule or of another model, a serial twice), a serial that
 * went out before (409 naming its order; the unique index of erp_shipment_serial is the last
 * guard and gives the same 409), more than a line still has to ship (409), the stock (409 of
 * moveErpStock). Done: per line the stock moves out (a ledger row each) and its reservation is
 * released, the lines' and the order's shipped counts rise, the state becomes 部分发货 or
 * 已发货 (已完成 when it is also paid), and the history entry names the shipment and its serials.
 */
export const shipHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const id = parseId(c.req.param('id'));
  const body = await readBodyAs(c, ShipBody);
  const version = requireVersion(body.version);
  let serials: string[] = [];
  try {
    const detail = await runPurchaseStep(c, deps, { id, version, step: 'ship' }, async ({ trx, user, now, order, facts }) => {
      const lines = await shipLinesOf(trx, id);
      const parts = checkParts(body, lines, await loadWarrantyRules(trx), String(order.no));
      serials = parts.flatMap((p) => p.serials);
      const shippedBefore = await alreadyShipped(trx, serials);
      if (shippedBefore) throw shippedBefore;
      for (const p of parts) {
        const rest = p.line.quantity - p.line.shipped_quantity;
        if (p.serials.length > rest) throw new ApiError('ILLEGAL_TRANSITION', `第 ${p.row} 行「${p.line.product_name}」还剩 ${rest} 台未发，本次 ${p.serials.length} 台`);
      }
      const no = await nextDailyNo(trx, 'erp_shipment', 'FH', now);
      const shipment = await trx
        .insertInto('erp_shipment')
        .values({ no, purchase_id: id, courier: body.courier ?? null, courier_no: body.courier_no, quantity: serials.length, remark: body.remark ?? null, operator_id: user.id, created_at: new Date(now).toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const shipmentId = Number(shipment.id);
      for (const p of parts) {
        await moveErpStock(trx, { product_id: p.line.product_id, kind: 'ship', quantity: -p.serials.length, purchase_id: id, shipment_id: shipmentId, reason: `发货单 ${no}` }, user, now);
        // the order is 已审核 or 部分发货 (the state table): it held these units
        await reserveErpStock(trx, p.line.product_id, -p.serials.length, now);
        await trx.updateTable('erp_purchase_line').set({ shipped_quantity: p.line.shipped_quantity + p.serials.length }).where('id', '=', p.line.id).execute();
        const rows = p.serials.map((serial) => ({ serial, shipment_id: shipmentId, purchase_id: id, line_id: p.line.id, product_id: p.line.product_id, returned_at: null, return_reason: null }));
        for (let i = 0; i < rows.length; i += 200) await trx.insertInto('erp_shipment_serial').values(rows.slice(i, i + 200)).execute();
      }
      const shipped = facts.shipped_quantity + serials.length;
      const state = settledState({ ...facts, shipped_quantity: shipped, state: shippedState(facts.quantity, shipped) });
      const courier = [body.courier, body.courier_no].filter(Boolean).join(' ');
      return {
        state,
        set: { shipped_quantity: shipped },
        content: `发货单 ${no}：${serials.length} 台，快递 ${courier}${body.remark ? `；${body.remark}` : ''}`,
        data: { shipment_id: shipmentId, no, serials },
      };
    });
    return c.json(ok(detail));
  } catch (err) {
    // two shipments at once with one serial: the unique index refuses the later (the transaction is over: read it now)
    if (uniqueViolation(err) && serials.length > 0) throw (await alreadyShipped(deps.db, serials)) ?? new ApiError('DUPLICATE', '序列号刚被其他发货单发出，请刷新后重试');
    throw err;
  }
};
