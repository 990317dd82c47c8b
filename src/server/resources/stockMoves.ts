import { sql, type Kysely } from 'kysely';
import { stockItems } from '../../../resources/stock.ts';
import type { AuthUser } from '../context.ts';
import type { Database } from '../db/tables.ts';
import { ApiError } from '../errors.ts';
import { insertEvent } from './events.ts';

/** One stock movement: a signed quantity of one stock item, with the record that caused it. */
export interface StockMove {
  stockId: number;
  delta: number;
  /** e.g. 备用机申请 BY202611220001 发出 — kept with the stock item's history. */
  reason: string;
}

/**
 * Applies a stock movement inside the caller's transaction with one conditional UPDATE, so the
 * quantity never goes below zero: too little stock → 409 STOCK_INSUFFICIENT naming the item.
 */
export async function moveStock(db: Kysely<Database>, move: StockMove, user: AuthUser, now: number): Promise<void> {
  const iso = new Date(now).toISOString();
  const updated = await sql<{ id: number; quantity: number }>`update stock_item
    set quantity = quantity + ${move.delta}, version = version + 1, updated_at = ${iso}
    where id = ${move.stockId} and quantity + ${move.delta} >= 0 returning id, quantity`.execute(db);
  const row = updated.rows[0];
  if (!row) {
    const item = await db.selectFrom('stock_item').select(['name', 'quantity']).where('id', '=', move.stockId).executeTakeFirst();
    if (!item) throw new ApiError('ILLEGAL_TRANSITION', '库存物品不存在或已被删除，无法出入库');
    throw new ApiError('STOCK_INSUFFICIENT', `库存不足：「${item.name}」仅剩 ${item.quantity}，需要 ${-move.delta}`);
  }
  await insertEvent(db, stockItems, move.stockId, user, now, {
    kind: 'update',
    action: move.delta < 0 ? 'stock_out' : 'stock_in',
    content: move.reason,
    data: { changes: { quantity: { from: row.quantity - move.delta, to: row.quantity } } },
  });
}

/** The record a reference field points to must exist (400 naming the field otherwise). */
export async function requireStockItem(db: Kysely<Database>, id: unknown, label: string): Promise<void> {
  const found = typeof id === 'number' ? await db.selectFrom('stock_item').select('id').where('id', '=', id).executeTakeFirst() : undefined;
  if (!found) throw new ApiError('VALIDATION_FAILED', `「${label}」不存在`);
}
