import { sql, type Kysely } from 'kysely';
import type { StockEffect } from '../../../resources/define.ts';
import { STOCK_EFFECT_DELTAS, stockItems } from '../../../resources/needs/stock.ts';
import type { AuthUser } from '../context.ts';
import type { Database } from '../db/tables.ts';
import { ApiError } from '../errors.ts';
import { insertEvent } from './events.ts';

/** One stock movement: units of one stock item under one effect, with the record that caused it. */
export interface StockMove {
  stockId: number;
  effect: StockEffect;
  units: number;
  /** e.g. 备用机申请 BY202611220001 发出 — kept with the stock item's history. */
  reason: string;
}

/** The stock history's action code of each effect. */
export const STOCK_EVENT_ACTIONS: Record<StockEffect, string> = { reserve: 'stock_reserve', consume: 'stock_out', release: 'stock_release', restock: 'stock_in' };

/** Why a move cannot happen, naming the item, what is left and what is needed (409 40903). */
function shortage(item: { name: string; quantity: number; reserved: number }, move: StockMove): ApiError {
  if (move.effect === 'reserve') {
    const available = item.quantity - item.reserved;
    return new ApiError('STOCK_INSUFFICIENT', `库存不足：「${item.name}」可用仅剩 ${Math.max(available, 0)}（库存 ${item.quantity}，已预留 ${item.reserved}），需要 ${move.units}`);
  }
  if (move.effect === 'consume' && item.quantity < move.units) return new ApiError('STOCK_INSUFFICIENT', `库存不足：「${item.name}」仅剩 ${item.quantity}，需要 ${move.units}`);
  return new ApiError('STOCK_INSUFFICIENT', `库存不足：「${item.name}」已预留 ${item.reserved}，少于需要的 ${move.units}，请刷新后重试`);
}

/**
 * Applies a stock movement inside the caller's transaction with one conditional UPDATE whose
 * condition is the rule of `stockAfter` (resources/needs/stock.ts) (on hand and reserved never below zero, a reservation
 * never beyond what is on hand), so two concurrent approvals cannot over-reserve. When the rule
 * refuses → 409 STOCK_INSUFFICIENT naming the item, what is left and what is needed.
 */
export async function moveStock(db: Kysely<Database>, move: StockMove, user: AuthUser, now: number): Promise<void> {
  const d = STOCK_EFFECT_DELTAS[move.effect];
  const dq = d.quantity * move.units;
  const dr = d.reserved * move.units;
  const iso = new Date(now).toISOString();
  const row = await db
    .updateTable('stock_item')
    .set((eb) => ({ quantity: eb('quantity', '+', dq), reserved: eb('reserved', '+', dr), version: eb('version', '+', 1), updated_at: iso }))
    .where('id', '=', move.stockId)
    .where(sql<boolean>`quantity + ${dq} >= 0`)
    .where(sql<boolean>`reserved + ${dr} >= 0`)
    .$if(dr > 0, (q) => q.where(sql<boolean>`reserved + ${dr} <= quantity + ${dq}`))
    .returning(['quantity', 'reserved'])
    .executeTakeFirst();
  if (!row) {
    const item = await db.selectFrom('stock_item').select(['name', 'quantity', 'reserved']).where('id', '=', move.stockId).executeTakeFirst();
    if (!item) throw new ApiError('ILLEGAL_TRANSITION', '库存物品不存在或已被删除，无法出入库');
    throw shortage(item, move);
  }
  const before = { quantity: row.quantity - dq, reserved: row.reserved - dr };
  const changes: Record<string, { from: number; to: number }> = {};
  if (dq) changes.quantity = { from: before.quantity, to: row.quantity };
  if (dr) changes.reserved = { from: before.reserved, to: row.reserved };
  await insertEvent(db, stockItems, move.stockId, user, now, { kind: 'update', action: STOCK_EVENT_ACTIONS[move.effect], content: move.reason, data: { changes } });
}

/** The record a reference field points to must exist (400 naming the field otherwise). */
export async function requireStockItem(db: Kysely<Database>, id: unknown, label: string): Promise<void> {
  const found = typeof id === 'number' ? await db.selectFrom('stock_item').select('id').where('id', '=', id).executeTakeFirst() : undefined;
  if (!found) throw new ApiError('VALIDATION_FAILED', `「${label}」不存在`);
}
