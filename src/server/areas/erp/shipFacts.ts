import type { DetailLine } from '../../../domain/erp/purchaseWire.ts';
import type { Db } from '../../db/database.ts';

/** An order's line as shipping and returns read it (numbers as numbers on both databases): the detail's line. */
export type ShipLine = DetailLine;

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
