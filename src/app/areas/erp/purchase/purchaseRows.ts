import { lineAmount, orderAmounts, type LineInput, type OrderAmounts } from '../../../../domain/erp/purchaseMoney.ts';

/** A row of the lines input as typed: any part may still be missing. */
export interface LineRow {
  product_id: number | null;
  quantity: number | null;
  unit_price: number | null;
  discount_rate: number | null;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The rows of a form value (the stored `lines`, or the input's own half-typed rows). */
export function rowsOf(value: unknown): LineRow[] {
  if (!Array.isArray(value)) return [];
  return value.map((raw) => {
    const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    return { product_id: num(r.product_id), quantity: num(r.quantity), unit_price: num(r.unit_price), discount_rate: num(r.discount_rate) };
  });
}

/** Whether a row has what its amount needs (whole quantity ≥ 1, whole fen ≥ 0, whole percent 0–100). */
const complete = (r: LineRow): r is LineRow & LineInput =>
  r.quantity !== null && Number.isInteger(r.quantity) && r.quantity > 0 && r.unit_price !== null && Number.isInteger(r.unit_price) && r.unit_price >= 0 &&
  (r.discount_rate ?? 0) >= 0 && (r.discount_rate ?? 0) <= 100 && Number.isInteger(r.discount_rate ?? 0);

/** A row's amount in fen (half up at the fen, as the server computes it), or null while it is incomplete. */
export const rowAmount = (r: LineRow): number | null => (complete(r) ? lineAmount({ quantity: r.quantity, unit_price: r.unit_price, discount_rate: r.discount_rate ?? 0 }) : null);

/** The order's figures over the complete rows, with the group's discount (whole percent). */
export const rowsAmounts = (rows: readonly LineRow[], groupRate: number): OrderAmounts =>
  orderAmounts(rows.filter(complete).map((r) => ({ quantity: r.quantity, unit_price: r.unit_price, discount_rate: r.discount_rate ?? 0 })), groupRate);
