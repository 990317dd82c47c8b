import type { OrderFacts } from '../../../domain/erp/purchaseMachine.ts';
import type { Db } from '../../db/database.ts';

/** An order's line as shipping and returns read it (numbers as numbers on both databases). */
export interface ShipLine {
  id: number;
  product_id: number;
  product_name: string;
  quantity: number;
  unit_price: number;
  discount_rate: number;
  amount: number;
  shipped_quantity: number;
  returned_quantity: number;
}

/** The lines of an order, in their order (第 1 行 is the first), with their model's name. */
export async function shipLinesOf(db: Db, purchaseId: number): Promise<ShipLine[]> {
  const rows = await db
    .selectFrom('erp_purchase_line as l')
    .leftJoin('product_model as m', 'm.id', 'l.product_id')
    .select(['l.id', 'l.product_id', 'm.name as product_name', 'l.quantity', 'l.unit_price', 'l.discount_rate', 'l.amount', 'l.shipped_quantity', 'l.returned_quantity'])
    .where('l.purchase_id', '=', purchaseId)
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    product_id: Number(r.product_id),
    product_name: r.product_name ?? `#${r.product_id}`,
    quantity: Number(r.quantity),
    unit_price: Number(r.unit_price),
    discount_rate: Number(r.discount_rate),
    amount: Number(r.amount),
    shipped_quantity: Number(r.shipped_quantity),
    returned_quantity: Number(r.returned_quantity),
  }));
}

/** What the state table (src/domain/erp/purchaseMachine.ts) reads of an order row and its lines. */
export const shipFactsOf = (row: Record<string, unknown>, lines: readonly ShipLine[]): OrderFacts => ({
  state: String(row.state),
  quantity: Number(row.quantity),
  shipped_quantity: Number(row.shipped_quantity),
  returned_quantity: lines.reduce((s, l) => s + l.returned_quantity, 0),
  total: Number(row.total),
  returned_amount: Number(row.returned_amount),
  paid: Number(row.paid),
});
