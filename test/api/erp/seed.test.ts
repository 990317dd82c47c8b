import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCodeProblem } from '../../../src/domain/erp/creditCode.ts';
import { PURCHASE_STATES } from '../../../resources/erp/enums.ts';
import { amountDue, orderAmounts, returnedValue } from '../../../src/domain/erp/purchaseMoney.ts';
import { checkSerial } from '../../../src/domain/warrantyRules.ts';
import { reviewAmount } from '../../../src/server/areas/erp/config.ts';
import { seedDevice } from '../../../src/server/areas/device/seed.ts';
import { seedErp } from '../../../src/server/areas/erp/seed.ts';
import { seedNeeds } from '../../../src/server/areas/needs/seed.ts';
import { seedPeople } from '../../../src/server/areas/people/seed.ts';
import { loadWarrantyRules } from '../../../src/server/shared/products/warrantyRules.ts';
import { createTestServer, TEST_NOW, type TestServer } from '../../helpers/testServer.ts';
import { stockProblems } from './stockInvariants.ts';

/**
 * The ERP demo data, checked against the rules the server applies, on both databases: 5 groups,
 * 30+ companies with valid credit codes, linked accounts, 300+ orders over the year in every state
 * whose amounts, counts, payments, returns and state agree with the domain's functions, serials
 * valid by the SUP rule of their line's model and each once, and every stock invariant
 * (stockInvariants.ts) — with every model on the stock list. Prints how long the seed took.
 */

let s: TestServer;
let took = 0;
const DAY = 86_400_000;

beforeAll(async () => {
  s = await createTestServer({ seed: true });
  await seedNeeds(s.db, TEST_NOW);
  await seedPeople(s.db, TEST_NOW);
  await seedDevice(s.db, TEST_NOW);
  const started = Date.now();
  await seedErp(s.db, TEST_NOW);
  took = Date.now() - started;
  console.info(`erp seed: ${took} ms`);
}, 120_000);
afterAll(() => s?.close());

const count = async (table: 'erp_group' | 'erp_company' | 'erp_relation' | 'erp_purchase' | 'erp_shipment' | 'erp_payment'): Promise<number> =>
  Number((await s.db.selectFrom(table).select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('the ERP demo data', () => {
  it('has 5 groups, 30+ companies with valid unified social credit codes, and linked customer accounts', async () => {
    expect(await count('erp_group')).toBe(5);
    const companies = await s.db.selectFrom('erp_company').select(['name', 'credit_code', 'group_id']).execute();
    expect(companies.length).toBeGreaterThanOrEqual(30);
    for (const c of companies) {
      expect(creditCodeProblem(c.credit_code), `${c.name} ${c.credit_code}`).toBeNull();
      expect(c.name).toMatch(/^[\u4e00-\u9fff]{6,30}$/);
    }
    expect(new Set(companies.map((c) => c.credit_code)).size).toBe(companies.length);
    expect(new Set(companies.map((c) => c.name)).size).toBe(companies.length);
    expect(new Set(companies.map((c) => c.group_id)).size).toBe(5);
    expect(await count('erp_relation')).toBeGreaterThanOrEqual(10);
  });

  it('has 300+ orders over the year in every state, each agreeing with the domain: amounts, counts, payments, returns, state', async () => {
    const orders = await s.db.selectFrom('erp_purchase').selectAll().execute();
    expect(orders.length).toBeGreaterThanOrEqual(300);
    const states = new Set(orders.map((o) => o.state));
    for (const st of PURCHASE_STATES) expect(states.has(st.value), st.value).toBe(true);
    const times = orders.map((o) => Date.parse(o.created_at));
    expect(Math.min(...times)).toBeGreaterThan(TEST_NOW - 366 * DAY);
    expect(Math.min(...times)).toBeLessThan(TEST_NOW - 300 * DAY);
    expect(Math.max(...times)).toBeLessThanOrEqual(TEST_NOW);
    const review = await reviewAmount(s.db);
    const lines = await s.db.selectFrom('erp_purchase_line').selectAll().orderBy('id').execute();
    const payments = await s.db.selectFrom('erp_payment').select(['purchase_id', 'amount', 'paid_on']).execute();
    const events = await s.db.selectFrom('erp_purchase_event').select(['erp_purchase_id', 'to_status', 'created_at']).orderBy('id').execute();
    for (const o of orders) {
      const mine = lines.filter((l) => l.purchase_id === o.id);
      const amounts = orderAmounts(mine.map((l) => ({ quantity: Number(l.quantity), unit_price: Number(l.unit_price), discount_rate: Number(l.discount_rate) })), Number(o.discount_rate));
      expect({ total: Number(o.total), subtotal: Number(o.subtotal), quantity: Number(o.quantity) }, o.no).toEqual({ total: amounts.total, subtotal: amounts.subtotal, quantity: amounts.quantity });
      expect(mine.map((l) => Number(l.amount))).toEqual(amounts.lines);
      expect(JSON.parse(o.lines_json)).toEqual(mine.map((l) => ({ product_id: l.product_id, quantity: l.quantity, unit_price: l.unit_price, discount_rate: l.discount_rate })));
      expect(Number(o.paid), o.no).toBe(payments.filter((p) => p.purchase_id === o.id).reduce((sum, p) => sum + Number(p.amount), 0));
      expect(Number(o.returned_amount), o.no).toBe(mine.reduce((sum, l) => sum + returnedValue({ amount: Number(l.amount), quantity: Number(l.quantity), returned_quantity: Number(l.returned_quantity) }, Number(o.discount_rate)), 0));
      const due = amountDue({ total: Number(o.total), returned_amount: Number(o.returned_amount), paid: Number(o.paid) });
      const shipped = Number(o.shipped_quantity);
      const mineEvents = events.filter((e) => e.erp_purchase_id === o.id);
      expect(Number(o.version), o.no).toBe(mineEvents.length);
      expect(mineEvents[mineEvents.length - 1].to_status, o.no).toBe(o.state);
      expect(o.no).toMatch(/^CG\d{12}$/);
      switch (o.state) {
        case 'completed':
          expect(shipped, o.no).toBe(Number(o.quantity));
          expect(due, o.no).toBeLessThanOrEqual(0);
          break;
        case 'shipped':
          expect(shipped, o.no).toBe(Number(o.quantity));
          expect(due, o.no).toBeGreaterThan(0);
          break;
        case 'partial':
          expect(shipped, o.no).toBeGreaterThan(0);
          expect(shipped, o.no).toBeLessThan(Number(o.quantity));
          break;
        case 'closed':
          expect(shipped, o.no).toBeLessThanOrEqual(Number(o.quantity));
          expect(o.ended_reason, o.no).toBeTruthy();
          break;
        case 'reviewing':
          expect(Number(o.total), o.no).toBeGreaterThan(review);
          expect(shipped).toBe(0);
          break;
        case 'cancelled':
          expect(o.ended_reason, o.no).toBeTruthy();
          expect(shipped).toBe(0);
          break;
        default:
          expect(shipped, o.no).toBe(0);
      }
      if (['approved', 'partial', 'shipped', 'completed'].includes(o.state)) expect(o.approved_by, o.no).not.toBeNull();
      if (Number(o.total) > review && ['approved', 'partial', 'shipped', 'completed'].includes(o.state)) expect(o.reviewed_by, o.no).not.toBeNull();
      expect(due, o.no).toBeGreaterThanOrEqual(o.state === 'completed' ? -Number(o.total) : 0);
    }
    for (const p of payments) expect(p.paid_on <= '2026-11-22').toBe(true);
  });

  it('ships serials valid by the SUP rule of their line\'s model, each once, with shipments and returns', async () => {
    const rules = await loadWarrantyRules(s.db);
    const serials = await s.db.selectFrom('erp_shipment_serial').select(['serial', 'product_id', 'returned_at', 'return_reason']).execute();
    expect(serials.length).toBeGreaterThan(1000);
    expect(new Set(serials.map((x) => x.serial)).size).toBe(serials.length);
    for (const x of serials) expect(checkSerial(rules, x.serial).rule?.id, x.serial).toBe(Number(x.product_id));
    // many are devices the other areas' records name after their sale (the device file shows it)
    const elsewhere = new Set([
      ...(await s.db.selectFrom('repair').select('serial').execute()).map((x) => x.serial),
      ...(await s.db.selectFrom('device_active_log').select('serial').execute()).map((x) => x.serial),
    ]);
    expect(serials.filter((x) => elsewhere.has(x.serial)).length).toBeGreaterThan(100);
    const back = serials.filter((x) => x.returned_at);
    expect(back.length).toBeGreaterThan(5);
    expect(back.every((x) => x.return_reason)).toBe(true);
    const shipments = await s.db.selectFrom('erp_shipment').select(['no', 'quantity']).execute();
    expect(shipments.every((x) => /^FH\d{12}$/.test(x.no))).toBe(true);
    expect(shipments.reduce((sum, x) => sum + Number(x.quantity), 0)).toBe(serials.length);
  });

  it('keeps every stock invariant, with every model on the stock list and the ledger\'s four kinds', async () => {
    expect(await stockProblems(s.db)).toEqual([]);
    const models = await s.db.selectFrom('product_model').select('id').execute();
    const stock = await s.db.selectFrom('erp_stock').select(['product_id', 'reserved', 'updated_at']).execute();
    expect(stock.map((x) => Number(x.product_id)).sort((a, b) => a - b)).toEqual(models.map((m) => Number(m.id)).sort((a, b) => a - b));
    expect(stock.some((x) => Number(x.reserved) > 0)).toBe(true);
    // 最近变动 is each model's own last change, not the moment the seed ran
    expect(new Set(stock.map((x) => x.updated_at)).size).toBeGreaterThan(3);
    const kinds = await s.db.selectFrom('erp_stock_ledger').select('kind').distinct().execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(['adjust', 'return', 'ship', 'stock_in']);
  });

  it('writes the config row of the second approval and is quick', async () => {
    const row = await s.db.selectFrom('system_config').select('value').where('key', '=', 'erp_review_amount').executeTakeFirst();
    expect(row).toBeDefined();
    expect(took).toBeLessThan(15_000);
  });
});
