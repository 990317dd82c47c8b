import { reserveOrder } from '../../../src/server/areas/erp/stockMoves.ts';
import { orderAmounts } from '../../../src/domain/erp/purchaseMoney.ts';
import { checkSerial, type WarrantyRule } from '../../../src/domain/warrantyRules.ts';
import { PRODUCT_MODELS } from '../../../src/server/shared/products/demoModels.ts';
import { loadWarrantyRules } from '../../../src/server/shared/products/warrantyRules.ts';
import type { Loose, TestServer, TestUser } from '../../helpers/testServer.ts';

/**
 * Set-up of the shipping, return and stock tests: the demo product models, one group and company,
 * and orders put straight into a state (their lines and amounts as the orders' hooks compute
 * them, the reservation of an approved order through stockMoves' reserveOrder), so these tests
 * check the shipping calls alone. The stock itself only ever moves through the API.
 */

export interface Model {
  id: number;
  name: string;
  code: string;
  letters: string | null;
}

export interface Erp {
  models: Model[];
  rules: WarrantyRule[];
  companyId: number;
  /** A unit price per model id (the demo price). */
  price: Map<number, number>;
}

export async function erpFixture(s: TestServer, groupRate = 5): Promise<Erp> {
  const iso = new Date(s.clock.now()).toISOString();
  const existing = await s.db.selectFrom('product_model').select('id').limit(1).execute();
  if (existing.length === 0) {
    await s.db
      .insertInto('product_model')
      .values(PRODUCT_MODELS.map((m) => ({ name: m.name, code: m.code, letters: m.letters, category: m.category, sale_state: m.sale_state, warranty_months: m.warranty_months, price: m.price, launched_on: m.launched_on, remark: null, created_at: iso, updated_at: iso })))
      .execute();
  }
  const rows = await s.db.selectFrom('product_model').select(['id', 'name', 'code', 'letters', 'price']).orderBy('id').execute();
  const group = await s.db.insertInto('erp_group').values({ name: `华南${rows.length}${Math.floor(s.clock.now() % 1000)}`, region: '华南', discount_rate: groupRate, sort: 10, remark: null, created_at: iso, updated_at: iso }).returning('id').executeTakeFirstOrThrow();
  const company = await s.db
    .insertInto('erp_company')
    .values({ name: `深圳市测试激光设备有限公司${group.id}`, credit_code: `91440300MA5G${String(group.id).padStart(5, '0')}X`, group_id: group.id, contact: '陈经理', phone: '13800138000', address: '深圳市南山区', remark: null, created_at: iso, updated_at: iso })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    models: rows.map((r) => ({ id: Number(r.id), name: r.name, code: r.code, letters: r.letters })),
    rules: await loadWarrantyRules(s.db),
    companyId: Number(company.id),
    price: new Map(rows.map((r) => [Number(r.id), Number(r.price)])),
  };
}

let orderSeq = 0;

export interface Order {
  id: number;
  no: string;
  lineIds: number[];
}

/** An order of `lines` in `state` (a reserving state reserves what it still has to ship). */
export async function orderIn(s: TestServer, erp: Erp, lines: readonly { product_id: number; quantity: number; unit_price?: number; discount_rate?: number }[], state = 'approved', paid = 0): Promise<Order> {
  const iso = new Date(s.clock.now()).toISOString();
  const group = await s.db.selectFrom('erp_company as c').innerJoin('erp_group as g', 'g.id', 'c.group_id').select('g.discount_rate').where('c.id', '=', erp.companyId).executeTakeFirstOrThrow();
  const full = lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity, unit_price: l.unit_price ?? erp.price.get(l.product_id) ?? 100_000, discount_rate: l.discount_rate ?? 0 }));
  const amounts = orderAmounts(full, Number(group.discount_rate));
  orderSeq += 1;
  const no = `CG20261122${String(9000 + orderSeq)}`;
  const order = await s.db
    .insertInto('erp_purchase')
    .values({
      no,
      company_id: erp.companyId,
      state,
      lines_json: JSON.stringify(full),
      quantity: amounts.quantity,
      shipped_quantity: 0,
      subtotal: amounts.subtotal,
      discount_rate: Number(group.discount_rate),
      discount_amount: amounts.discount_amount,
      total: amounts.total,
      returned_amount: 0,
      paid,
      remark: null,
      attachments: null,
      created_at: iso,
      updated_at: iso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(order.id);
  const lineIds: number[] = [];
  for (const [i, l] of full.entries()) {
    const row = await s.db.insertInto('erp_purchase_line').values({ purchase_id: id, ...l, amount: amounts.lines[i] }).returning('id').executeTakeFirstOrThrow();
    lineIds.push(Number(row.id));
  }
  if (state === 'approved' || state === 'partial') await s.db.transaction().execute((trx) => reserveOrder(trx, id, 1, s.clock.now()));
  return { id, no, lineIds };
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const serialCounter = new Map<number, number>();

/** Fresh serials of `model` (valid by the SUP rule and naming that model), never handed out before in this process. */
export function serialsOf(erp: Erp, model: Model, n: number): string[] {
  const out: string[] = [];
  let k = serialCounter.get(model.id) ?? 0;
  let month = 0;
  while (out.length < n) {
    let letters: string;
    if (model.letters) {
      // a model with fixed letters makes one serial a month: walk back the months
      letters = model.letters;
      month = k;
    } else {
      const a = LETTERS[k % LETTERS.length];
      const b = LETTERS[Math.floor(k / LETTERS.length) % LETTERS.length];
      letters = `${a}${b}`;
      month = Math.floor(k / (LETTERS.length * LETTERS.length));
    }
    k += 1;
    const d = new Date(Date.UTC(2026, 9 - month, 1));
    const serial = `SUP${model.code}${letters}${String(d.getUTCFullYear() % 100).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    if (checkSerial(erp.rules, serial).rule?.id === model.id) out.push(serial);
  }
  serialCounter.set(model.id, k);
  return out;
}

/** The order's row (version, state, counts) as the database has it. */
export const orderRow = (s: TestServer, id: number) => s.db.selectFrom('erp_purchase').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A model's stock row (zeros before its first move). */
export async function stockRow(s: TestServer, productId: number): Promise<{ on_hand: number; reserved: number; available: number }> {
  const r = await s.db.selectFrom('erp_stock').select(['on_hand', 'reserved', 'available']).where('product_id', '=', productId).executeTakeFirst();
  return { on_hand: Number(r?.on_hand ?? 0), reserved: Number(r?.reserved ?? 0), available: Number(r?.available ?? 0) };
}

/** Adds `n` units of a model through POST /erp/stock/adjust (入库). */
export async function stockIn(s: TestServer, productId: number, n: number, as: TestUser = 'superadmin'): Promise<Loose> {
  const res = await s.request('POST', '/erp/stock/adjust', { as, body: { product_id: productId, kind: 'stock_in', quantity: n, reason: '测试入库' } });
  if (res.status !== 200) throw new Error(`stock in: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Everything shipping may change, to compare before and after a refused call. */
export async function shipSnapshot(s: TestServer): Promise<unknown> {
  const [orders, lines, shipments, serials, stock, ledger] = await Promise.all([
    s.db.selectFrom('erp_purchase').selectAll().orderBy('id').execute(),
    s.db.selectFrom('erp_purchase_line').selectAll().orderBy('id').execute(),
    s.db.selectFrom('erp_shipment').selectAll().orderBy('id').execute(),
    s.db.selectFrom('erp_shipment_serial').selectAll().orderBy('id').execute(),
    s.db.selectFrom('erp_stock').selectAll().orderBy('id').execute(),
    s.db.selectFrom('erp_stock_ledger').selectAll().orderBy('id').execute(),
  ]);
  return { orders, lines, shipments, serials, stock, ledger };
}
