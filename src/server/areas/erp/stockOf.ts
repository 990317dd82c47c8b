import type { Handler } from 'hono';
import { ok } from '../../../domain/envelope.ts';
import type { AppEnv, Deps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';

/** How many of a model's latest moves `GET /erp/stock/model/:id` answers. */
export const STOCK_OF_LEDGER = 20;

/** A model's stock as the stock page and the adjust call show it (all zero before its first move). */
export interface StockOfModel {
  product_id: number;
  product_name: string;
  on_hand: number;
  reserved: number;
  available: number;
  updated_at: string | null;
}

/** A ledger row with the names it points to. */
export interface StockLedgerEntry {
  id: number;
  product_id: number;
  kind: string;
  quantity: number;
  balance: number;
  purchase_id: number | null;
  purchase_no: string | null;
  shipment_id: number | null;
  shipment_no: string | null;
  reason: string | null;
  operator_id: number | null;
  operator_name: string | null;
  created_at: string;
}

/** One model's stock and its latest moves (newest first); undefined when there is no such model. */
export async function stockOfModel(db: Db, productId: number, limit = STOCK_OF_LEDGER): Promise<{ stock: StockOfModel; ledger: StockLedgerEntry[] } | undefined> {
  const model = await db
    .selectFrom('product_model as m')
    .leftJoin('erp_stock as s', 's.product_id', 'm.id')
    .select(['m.id', 'm.name', 's.on_hand', 's.reserved', 's.available', 's.updated_at'])
    .where('m.id', '=', productId)
    .executeTakeFirst();
  if (!model) return undefined;
  const rows = await db
    .selectFrom('erp_stock_ledger as l')
    .leftJoin('erp_purchase as p', 'p.id', 'l.purchase_id')
    .leftJoin('erp_shipment as sh', 'sh.id', 'l.shipment_id')
    .leftJoin('admin as a', 'a.id', 'l.operator_id')
    .select(['l.id', 'l.product_id', 'l.kind', 'l.quantity', 'l.balance', 'l.purchase_id', 'p.no as purchase_no', 'l.shipment_id', 'sh.no as shipment_no', 'l.reason', 'l.operator_id', 'a.name as operator_name', 'l.created_at'])
    .where('l.product_id', '=', productId)
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
  const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
  return {
    stock: { product_id: Number(model.id), product_name: model.name, on_hand: Number(model.on_hand ?? 0), reserved: Number(model.reserved ?? 0), available: Number(model.available ?? 0), updated_at: model.updated_at ?? null },
    ledger: rows.map((r) => ({
      id: Number(r.id),
      product_id: Number(r.product_id),
      kind: r.kind,
      quantity: Number(r.quantity),
      balance: Number(r.balance),
      purchase_id: num(r.purchase_id),
      purchase_no: r.purchase_no ?? null,
      shipment_id: num(r.shipment_id),
      shipment_no: r.shipment_no ?? null,
      reason: r.reason,
      operator_id: num(r.operator_id),
      operator_name: r.operator_name ?? null,
      created_at: r.created_at,
    })),
  };
}

/** GET /erp/stock/model/:id → `{ stock, ledger }`: a model's stock and its latest 20 moves (404 for no such model). */
export const stockOfHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const found = await stockOfModel(deps.db, parseId(c.req.param('id')));
  if (!found) throw new ApiError('NOT_FOUND', '机型不存在或已被删除');
  return c.json(ok(found));
};
