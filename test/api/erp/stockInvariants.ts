import { RESERVING_STATES } from '../../../src/domain/erp/purchaseMachine.ts';
import type { Db } from '../../../src/server/db/database.ts';

/**
 * The facts stockMoves.ts keeps (its header), read back from the tables: each is a problem named
 * in words, so a failing test says which model, order or serial broke it. Empty = all hold.
 * - on hand never below zero; available = on hand − reserved;
 * - each model's ledger adds up: every balance is the previous plus the row's quantity (from 0),
 *   the last one the model's on hand; a model without a ledger row has nothing on hand;
 * - reserved = what the orders in RESERVING_STATES still have to ship of the model;
 * - no serial twice; each line's shipped and returned counts are its serial rows, the order's
 *   shipped count the sum of its lines';
 * - the ledger's shipments and returns of a model are its serials out and back.
 */
export async function stockProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const stock = await db.selectFrom('erp_stock').select(['product_id', 'on_hand', 'reserved', 'available']).execute();
  const ledger = await db.selectFrom('erp_stock_ledger').select(['id', 'product_id', 'kind', 'quantity', 'balance']).orderBy('product_id').orderBy('id').execute();
  const lines = await db
    .selectFrom('erp_purchase_line as l')
    .innerJoin('erp_purchase as p', 'p.id', 'l.purchase_id')
    .select(['l.id', 'l.purchase_id', 'l.product_id', 'l.quantity', 'l.shipped_quantity', 'l.returned_quantity', 'p.state', 'p.no'])
    .execute();
  const orders = await db.selectFrom('erp_purchase').select(['id', 'no', 'shipped_quantity']).execute();
  const serials = await db.selectFrom('erp_shipment_serial').select(['serial', 'line_id', 'product_id', 'returned_at']).execute();

  const balanceOf = new Map<number, number>();
  const movedOf = new Map<string, number>();
  for (const row of ledger) {
    const product = Number(row.product_id);
    const before = balanceOf.get(product) ?? 0;
    const after = before + Number(row.quantity);
    if (Number(row.balance) !== after) problems.push(`model ${product}: ledger row ${row.id} has balance ${row.balance}, expected ${before} + ${row.quantity} = ${after}`);
    if (Number(row.balance) < 0) problems.push(`model ${product}: ledger row ${row.id} has a negative balance ${row.balance}`);
    balanceOf.set(product, Number(row.balance));
    const key = `${product}:${row.kind}`;
    movedOf.set(key, (movedOf.get(key) ?? 0) + Number(row.quantity));
  }
  const reservedOf = new Map<number, number>();
  for (const l of lines) {
    if (!RESERVING_STATES.includes(l.state)) continue;
    const p = Number(l.product_id);
    reservedOf.set(p, (reservedOf.get(p) ?? 0) + Number(l.quantity) - Number(l.shipped_quantity));
  }
  const stockProducts = new Set<number>();
  for (const s of stock) {
    const p = Number(s.product_id);
    stockProducts.add(p);
    const onHand = Number(s.on_hand);
    if (onHand < 0) problems.push(`model ${p}: on hand ${onHand} below zero`);
    if (Number(s.available) !== onHand - Number(s.reserved)) problems.push(`model ${p}: available ${s.available} ≠ on hand ${onHand} − reserved ${s.reserved}`);
    if ((balanceOf.get(p) ?? 0) !== onHand) problems.push(`model ${p}: last ledger balance ${balanceOf.get(p) ?? 0} ≠ on hand ${onHand}`);
    if ((reservedOf.get(p) ?? 0) !== Number(s.reserved)) problems.push(`model ${p}: reserved ${s.reserved} ≠ open remainders ${reservedOf.get(p) ?? 0}`);
  }
  for (const p of balanceOf.keys()) if (!stockProducts.has(p)) problems.push(`model ${p}: ledger rows but no stock row`);
  for (const [p, n] of reservedOf) if (n !== 0 && !stockProducts.has(p)) problems.push(`model ${p}: ${n} reserved by orders but no stock row`);

  const seen = new Set<string>();
  const outOf = new Map<number, number>();
  const backOf = new Map<number, number>();
  const outByProduct = new Map<number, number>();
  const backByProduct = new Map<number, number>();
  for (const s of serials) {
    if (seen.has(s.serial)) problems.push(`serial ${s.serial} shipped twice`);
    seen.add(s.serial);
    const line = Number(s.line_id);
    const p = Number(s.product_id);
    outOf.set(line, (outOf.get(line) ?? 0) + 1);
    outByProduct.set(p, (outByProduct.get(p) ?? 0) + 1);
    if (s.returned_at) {
      backOf.set(line, (backOf.get(line) ?? 0) + 1);
      backByProduct.set(p, (backByProduct.get(p) ?? 0) + 1);
    }
  }
  const shippedOfOrder = new Map<number, number>();
  for (const l of lines) {
    const id = Number(l.id);
    if (Number(l.shipped_quantity) !== (outOf.get(id) ?? 0)) problems.push(`order ${l.no} line ${id}: shipped ${l.shipped_quantity} ≠ ${outOf.get(id) ?? 0} serials`);
    if (Number(l.returned_quantity) !== (backOf.get(id) ?? 0)) problems.push(`order ${l.no} line ${id}: returned ${l.returned_quantity} ≠ ${backOf.get(id) ?? 0} serials back`);
    if (Number(l.shipped_quantity) > Number(l.quantity)) problems.push(`order ${l.no} line ${id}: shipped ${l.shipped_quantity} > ordered ${l.quantity}`);
    shippedOfOrder.set(Number(l.purchase_id), (shippedOfOrder.get(Number(l.purchase_id)) ?? 0) + Number(l.shipped_quantity));
  }
  for (const o of orders) if (Number(o.shipped_quantity) !== (shippedOfOrder.get(Number(o.id)) ?? 0)) problems.push(`order ${o.no}: shipped ${o.shipped_quantity} ≠ its lines' ${shippedOfOrder.get(Number(o.id)) ?? 0}`);
  const products = new Set([...outByProduct.keys(), ...backByProduct.keys(), ...[...movedOf.keys()].map((k) => Number(k.split(':')[0]))]);
  for (const p of products) {
    if (-(movedOf.get(`${p}:ship`) ?? 0) !== (outByProduct.get(p) ?? 0)) problems.push(`model ${p}: ledger ships ${-(movedOf.get(`${p}:ship`) ?? 0)} ≠ ${outByProduct.get(p) ?? 0} serials out`);
    if ((movedOf.get(`${p}:return`) ?? 0) !== (backByProduct.get(p) ?? 0)) problems.push(`model ${p}: ledger returns ${movedOf.get(`${p}:return`) ?? 0} ≠ ${backByProduct.get(p) ?? 0} serials back`);
  }
  return problems;
}
