import { sql } from 'kysely';
import { LEDGER_KINDS, type LedgerKind } from '../../../../resources/erp/enums.ts';
import type { AuthUser } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';

/**
 * ERP's stock, kept by this module alone (docs/decisions.md, "ERP: stock and ledger"). Two facts
 * hold after every transaction, and the property test (test/api/erp/stockProperty.test.ts) checks them:
 * - `on_hand` never goes below zero, and each model's ledger rows add up: every row's `balance` is
 *   the previous row's plus its `quantity`, the last one equal to `on_hand`;
 * - `reserved` is what orders in RESERVING_STATES (src/domain/erp/purchaseMachine.ts) still have
 *   to ship (Σ quantity − shipped_quantity of their lines), and `available` = on_hand − reserved.
 * Every function runs inside the caller's transaction.
 */

/** One move of a model's units on hand (signed: out is negative), with what caused it. */
export interface ErpStockMove {
  product_id: number;
  kind: LedgerKind;
  quantity: number;
  purchase_id?: number | null;
  shipment_id?: number | null;
  reason?: string | null;
}

const kindLabel = (kind: LedgerKind): string => LEDGER_KINDS.find((k) => k.value === kind)?.label ?? kind;

const iso = (now: number): string => new Date(now).toISOString();

/** The model's stock row, made (all zero) on its first move. */
async function ensureRow(db: Db, productId: number, now: number): Promise<void> {
  await db
    .insertInto('erp_stock')
    .values({ product_id: productId, on_hand: 0, reserved: 0, available: 0, updated_at: iso(now) })
    .onConflict((oc) => oc.column('product_id').doNothing())
    .execute();
}

/** Stock rows (all zero) for models that have none yet: the stock list shows every model (the seed, before any move). */
export async function ensureErpStockRows(db: Db, productIds: readonly number[], now: number): Promise<void> {
  for (const id of productIds) await ensureRow(db, id, now);
}

/**
 * Moves units on hand and writes the ledger row with the balance after it. One conditional
 * UPDATE: two concurrent moves cannot take the stock below zero. Refused → 409 STOCK_INSUFFICIENT
 * naming the model, what is on hand and what the move needs.
 */
export async function moveErpStock(db: Db, move: ErpStockMove, user: AuthUser, now: number): Promise<{ balance: number; ledgerId: number }> {
  if (!Number.isInteger(move.quantity) || move.quantity === 0) throw new Error(`moveErpStock: quantity must be a non-zero integer, got ${move.quantity}`);
  await ensureRow(db, move.product_id, now);
  const q = move.quantity;
  const updated = await db
    .updateTable('erp_stock')
    .set({ on_hand: sql`on_hand + ${q}`, available: sql`available + ${q}`, updated_at: iso(now) })
    .where('product_id', '=', move.product_id)
    .where(sql<boolean>`on_hand + ${q} >= 0`)
    .returning('on_hand')
    .executeTakeFirst();
  if (!updated) {
    const row = await db
      .selectFrom('erp_stock')
      .innerJoin('product_model', 'product_model.id', 'erp_stock.product_id')
      .select(['product_model.name', 'erp_stock.on_hand'])
      .where('erp_stock.product_id', '=', move.product_id)
      .executeTakeFirst();
    throw new ApiError('STOCK_INSUFFICIENT', `库存不足：「${row?.name ?? move.product_id}」在库 ${row?.on_hand ?? 0} 台，${kindLabel(move.kind)}需要 ${-q} 台`);
  }
  const balance = Number(updated.on_hand);
  const ledger = await db
    .insertInto('erp_stock_ledger')
    .values({
      product_id: move.product_id,
      kind: move.kind,
      quantity: q,
      balance,
      purchase_id: move.purchase_id ?? null,
      shipment_id: move.shipment_id ?? null,
      reason: move.reason ?? null,
      operator_id: user.id,
      created_at: iso(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { balance, ledgerId: Number(ledger.id) };
}

/** Changes what a model has reserved (and so its available units) by `delta`. */
export async function reserveErpStock(db: Db, productId: number, delta: number, now: number): Promise<void> {
  if (delta === 0) return;
  await ensureRow(db, productId, now);
  const updated = await db
    .updateTable('erp_stock')
    .set({ reserved: sql`reserved + ${delta}`, available: sql`available - ${delta}`, updated_at: iso(now) })
    .where('product_id', '=', productId)
    .where(sql<boolean>`reserved + ${delta} >= 0`)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new Error(`reserveErpStock: model ${productId} would reserve below zero (${delta})`);
}

/**
 * Reserves (`sign` 1: the order became 已审核) or releases (−1: 反审核, 关闭, 取消) what an order's
 * lines still have to ship. Call it in the transaction that changes the order's state.
 */
export async function reserveOrder(db: Db, purchaseId: number, sign: 1 | -1, now: number): Promise<void> {
  const lines = await db.selectFrom('erp_purchase_line').select(['product_id', 'quantity', 'shipped_quantity']).where('purchase_id', '=', purchaseId).orderBy('id').execute();
  for (const line of lines) {
    const rest = Number(line.quantity) - Number(line.shipped_quantity);
    if (rest > 0) await reserveErpStock(db, Number(line.product_id), sign * rest, now);
  }
}
