import type { Insertable } from 'kysely';
import { chinaDate, chinaDayKey } from '../../../domain/chinaTime.ts';
import { withCheckDigit } from '../../../domain/erp/creditCode.ts';
import { approvedState, RESERVING_STATES, settledState, shippedState } from '../../../domain/erp/purchaseMachine.ts';
import { amountDue, orderAmounts, returnedValue } from '../../../domain/erp/purchaseMoney.ts';
import { checkSerial, type WarrantyRule } from '../../../domain/warrantyRules.ts';
import type { AuthUser } from '../../context.ts';
import { defineSeed } from '../../db/areaSeed.ts';
import type { Db } from '../../db/database.ts';
import { createRandom } from '../../db/random.ts';
import type { ErpPaymentTable, ErpPurchaseEventTable } from '../../db/tables.ts';
import { loadWarrantyRules } from '../../shared/products/warrantyRules.ts';
import { reviewAmount, reviewAmountConfig } from './config.ts';
import { SEED_CANCEL_REASONS, SEED_CITIES, SEED_CLOSE_REASONS, SEED_COMPANY_KINDS, SEED_CONTACTS, SEED_COURIERS, SEED_GROUPS, SEED_REMARKS, SEED_RETURN_REASONS, SEED_STREETS, SEED_TRADE_NAMES } from './seedNames.ts';
import { ensureErpStockRows, moveErpStock, reserveErpStock } from './stockMoves.ts';

/**
 * Demo data of ERP: 5 dealer groups, 34 companies (valid unified social credit codes) with some
 * customer accounts linked, and 320 orders over the year before the demo clock in every state,
 * each walked through the state table as the API walks it (submit, approve — 复审 above
 * `erp_review_amount` —, shipments of serials valid by the SUP rule of the line's model, each
 * serial once — four in ten of them serials the demo's repairs, requests, exchanges and
 * decryption records name after the sale, so the device file shows it —, returns, payments,
 * close, cancel), with their history. The stock is then moved
 * through stockMoves.ts in time order, as the API moves it: stock-ins, a restock where a shipment
 * would go below zero, shipments and returns, 盘点调整, and each order's reservation as its steps
 * change it (审核 reserves its lines, a shipment releases what it sends, 关闭/取消 the rest), so every
 * invariant of the stock holds at every moment. Deterministic (createRandom); one transaction.
 */

type Random = () => number;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ORDERS = 320;
const COMPANIES = 34;
const BATCH = 200;

const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
const between = (r: Random, min: number, max: number): number => min + Math.floor(r() * (max - min + 1));
const iso = (ms: number): string => new Date(ms).toISOString();
const pad = (n: number): string => String(n).padStart(2, '0');

/** The states an order ends in, with how many of 100 (every state is also forced once). */
const STATE_WEIGHTS: readonly [string, number][] = [
  ['draft', 5], ['pending', 5], ['reviewing', 3], ['approved', 7], ['partial', 8], ['shipped', 10], ['completed', 48], ['closed', 6], ['cancelled', 8],
];
const ALL_STATES = STATE_WEIGHTS.map(([s]) => s);

/** How long ago an order in a state was made (days): recent for the open ones. */
const AGE: Record<string, [number, number]> = {
  draft: [0, 20], pending: [0, 15], reviewing: [0, 20], approved: [1, 45], partial: [3, 90], shipped: [5, 120], completed: [20, 362], closed: [30, 362], cancelled: [5, 362],
};

interface SimLine {
  product_id: number;
  quantity: number;
  unit_price: number;
  discount_rate: number;
  amount: number;
  shipped: number;
  returned: number;
}

interface SimShipment {
  no: string;
  at: number;
  /** Its place among the moves of one moment (a shipment before the reservation it releases). */
  seq: number;
  courier: string;
  courier_no: string;
  by: AuthUser;
  /** Serials per line index. */
  serials: { line: number; serial: string }[];
}

interface SimReturn {
  at: number;
  seq: number;
  by: AuthUser;
  reason: string;
  serials: string[];
}

interface SimEvent {
  at: number;
  kind: 'create' | 'status';
  action: string | null;
  from: string | null;
  to: string | null;
  content: string | null;
  by: AuthUser;
}

interface SimOrder {
  no: string;
  company_id: number;
  created: number;
  creator: AuthUser;
  discount_rate: number;
  lines: SimLine[];
  state: string;
  paid: number;
  returned_amount: number;
  total: number;
  subtotal: number;
  discount_amount: number;
  quantity: number;
  shipped_quantity: number;
  remark: string | null;
  approved_by: number | null;
  approved_at: string | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  ended_reason: string | null;
  updated: number;
  events: SimEvent[];
  shipments: SimShipment[];
  returns: SimReturn[];
  /** What the order holds of each model now (its remainder while 已审核/部分发货), and each change of it. */
  held: Map<number, number>;
  reserves: { at: number; seq: number; product_id: number; delta: number }[];
  payments: Insertable<ErpPaymentTable>[];
}

/** A serial another area's records name (a repair, a request, an exchange, a decryption record), with when it first appears there. */
interface KnownSerial {
  serial: string;
  produced: number;
  first: number;
}

/** The serials the demo's repairs, requests, exchanges and decryption records name, by model: the device file then shows their sale. */
async function knownSerials(db: Db, rules: readonly WarrantyRule[]): Promise<Map<number, KnownSerial[]>> {
  const rows = [
    ...(await db.selectFrom('repair').select(['serial', 'created_at']).execute()),
    ...(await db.selectFrom('request').select(['serial', 'created_at']).execute()),
    ...(await db.selectFrom('exchange').select(['old_serial as serial', 'created_at']).execute()),
    ...(await db.selectFrom('device_active_log').select(['serial', 'created_at']).where('model_id', 'is not', null).execute()),
  ];
  const first = new Map<string, number>();
  for (const row of rows) {
    const at = Date.parse(row.created_at);
    if (!first.has(row.serial) || at < (first.get(row.serial) as number)) first.set(row.serial, at);
  }
  const byModel = new Map<number, KnownSerial[]>();
  for (const [serial, at] of [...first].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1))) {
    const { info, rule } = checkSerial(rules, serial);
    if (!info.valid || !rule) continue;
    byModel.set(rule.id, [...(byModel.get(rule.id) ?? []), { serial: info.serial, produced: Date.parse(`${info.producedOn}T00:00:00+08:00`), first: at }]);
  }
  return byModel;
}

/**
 * Unused serials of a model for a shipment at `at`: often one the other areas' records name later
 * (made in the ten months before the shipment, first seen after it), else a new one made a few months before — free
 * letters drawn, fixed letters walking back a month each.
 */
function serialMaker(rules: readonly WarrantyRule[], known: ReadonlyMap<number, KnownSerial[]>) {
  const used = new Set<string>();
  const letters = 'ABCDEFGHJKLMNPRSTUWXY';
  return (r: Random, rule: WarrantyRule, at: number): string => {
    if (r() < 0.4) {
      const hit = known.get(rule.id)?.find((k) => !used.has(k.serial) && k.produced < at && k.produced > at - 300 * DAY && k.first > at);
      if (hit) {
        used.add(hit.serial);
        return hit.serial;
      }
    }
    const d = new Date(at + 8 * HOUR);
    for (let tries = 0; tries < 500; tries++) {
      const back = rule.letters ? 1 + tries : between(r, 1, 4 + Math.floor(tries / 50));
      const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1));
      const l = rule.letters ?? pick(r, [...letters]) + pick(r, [...letters]);
      const serial = `SUP${rule.code}${l}${pad(t.getUTCFullYear() % 100)}${pad(t.getUTCMonth() + 1)}`;
      if (used.has(serial) || checkSerial(rules, serial).rule?.id !== rule.id) continue;
      used.add(serial);
      return serial;
    }
    throw new Error(`ERP seed: no free serial of ${rule.name}`);
  };
}

/** A daily number (CG/FH + China day + 4 digits), counted per prefix and day. */
function dailyNumbers() {
  const seq = new Map<string, number>();
  return (prefix: string, at: number): string => {
    const day = `${prefix}${chinaDayKey(at)}`;
    const n = (seq.get(day) ?? 0) + 1;
    seq.set(day, n);
    return `${day}${String(n).padStart(4, '0')}`;
  };
}

export async function seedErp(db: Db, now: number): Promise<void> {
  const r = createRandom(20261136);
  const nowIso = iso(now);
  await db.insertInto('system_config').values(reviewAmountConfig(nowIso)).onConflict((oc) => oc.column('key').doNothing()).execute();
  const review = await reviewAmount(db);
  const rules = (await loadWarrantyRules(db)).filter((m) => m.sale_state !== 'upcoming');
  const allModels = (await db.selectFrom('product_model').select(['id', 'price']).orderBy('id').execute()).map((m) => ({ id: Number(m.id), price: Number(m.price) }));
  if (rules.length === 0) return;
  const priceOf = new Map(allModels.map((m) => [m.id, m.price]));
  const staff = await db.selectFrom('admin').select(['id', 'username', 'name', 'grp', 'status']).where('username', 'in', ['superadmin', 'admin', 'chenjing', 'zhouwei', 'sunfang']).orderBy('id').execute();
  const users = staff.map((a): AuthUser => ({ id: Number(a.id), username: a.username, name: a.name, group: a.grp, status: a.status, permissions: [], sessionId: 0 }));
  const superadmin = users.find((u) => u.username === 'superadmin') ?? users[0];
  if (!superadmin) return;
  const clerks = users.length > 1 ? users.filter((u) => u !== superadmin) : users;
  const actors = clerks;
  const yearAgo = now - 365 * DAY;

  await db.transaction().execute(async (trx) => {
    // groups and companies
    const groupIds: { id: number; rate: number; region: string }[] = [];
    for (const g of SEED_GROUPS) {
      const row = await trx.insertInto('erp_group').values({ ...g, created_at: iso(yearAgo - 30 * DAY), updated_at: iso(yearAgo - 30 * DAY), created_by: superadmin.id }).returning('id').executeTakeFirstOrThrow();
      groupIds.push({ id: Number(row.id), rate: g.discount_rate, region: g.region });
    }
    const companies: { id: number; rate: number; limit: number }[] = [];
    const companyRows = Array.from({ length: COMPANIES }, (_, i) => {
      const group = groupIds[i < 10 ? 0 : i < 20 ? 1 : i < 26 ? 2 : i < 31 ? 3 : 4];
      const city = pick(r, SEED_CITIES[group.region]);
      const trade = SEED_TRADE_NAMES[i];
      const org = `MA${Array.from({ length: 6 }, () => pick(r, [...'0123456789ABCDEFGHJKLMNPQRTUWXY'])).join('')}`;
      const at = yearAgo - between(r, 10, 400) * DAY;
      const state = i === 7 ? 'paused' : i === 29 ? 'ended' : 'active';
      return {
        name: `${city.city}${trade}${pick(r, SEED_COMPANY_KINDS)}`,
        credit_code: withCheckDigit(`91${city.division}${org}`),
        group_id: group.id,
        contact: pick(r, SEED_CONTACTS),
        phone: `1${pick(r, ['35', '36', '37', '38', '39', '58', '86', '88'])}${String(between(r, 10_000_000, 99_999_999))}`,
        address: `${city.city}市${pick(r, SEED_STREETS)}${between(r, 1, 399)}号`,
        credit_limit: pick(r, [0, 0, 20_000_000, 50_000_000, 100_000_000]),
        state,
        remark: null,
        created_at: iso(at),
        updated_at: iso(at),
        created_by: superadmin.id,
      };
    });
    for (const row of companyRows) {
      const saved = await trx.insertInto('erp_company').values(row).returning('id').executeTakeFirstOrThrow();
      companies.push({ id: Number(saved.id), rate: groupIds.find((g) => g.id === row.group_id)?.rate ?? 0, limit: row.credit_limit });
    }
    // customer accounts linked to their dealer
    const customers = await trx.selectFrom('customer').select('id').orderBy('id').limit(40).execute();
    const relations = customers.filter((_, i) => i % 2 === 0).map((c, i) => ({ user_id: Number(c.id), company_id: companies[i % companies.length].id, remark: i % 3 === 0 ? '门店账号' : null, created_at: iso(yearAgo + i * DAY), updated_at: iso(yearAgo + i * DAY), created_by: superadmin.id }));
    if (relations.length > 0) await trx.insertInto('erp_relation').values(relations).execute();

    // the orders, walked through the state table in memory
    const number = dailyNumbers();
    const seq = { n: 0 };
    const serialOf = serialMaker(rules, await knownSerials(trx, rules));
    const active = companies.filter((_, i) => companyRows[i].state === 'active');
    const common = rules.filter((m) => !m.letters);
    const fixed = rules.filter((m) => m.letters);
    const targets = Array.from({ length: ORDERS }, (_, i) => (i < ALL_STATES.length ? ALL_STATES[i] : weighted(r)));
    const plans = targets.map((target) => {
      const [minAge, maxAge] = AGE[target];
      return { target, created: now - between(r, minAge * 24, maxAge * 24) * HOUR - between(r, 0, 59) * 60_000 };
    });
    plans.sort((a, b) => a.created - b.created);
    const orders: SimOrder[] = [];
    for (const plan of plans) {
      const company = pick(r, active);
      const count = r() < 0.55 ? 1 : r() < 0.8 ? 2 : 3;
      const models = new Set<WarrantyRule>();
      while (models.size < count) models.add(r() < 0.04 && fixed.length > 0 ? pick(r, fixed) : pick(r, common));
      const lines: SimLine[] = [...models].map((m) => {
        const list = priceOf.get(m.id) ?? 1_000_000;
        const fixedModel = m.letters !== null;
        return { product_id: m.id, quantity: fixedModel ? 1 : between(r, 1, r() < 0.8 ? 8 : 20), unit_price: Math.round((list * (0.72 + r() * 0.16)) / 100) * 100, discount_rate: pick(r, [0, 0, 0, 2, 5]), amount: 0, shipped: 0, returned: 0 };
      });
      // an order waiting for 复审 is above the amount
      while (plan.target === 'reviewing' && review > 0 && orderAmounts(lines, company.rate).total <= review) lines[0].quantity += 5;
      const amounts = orderAmounts(lines, company.rate);
      lines.forEach((l, i) => (l.amount = amounts.lines[i]));
      const creator = pick(r, actors);
      const order: SimOrder = {
        no: number('CG', plan.created),
        company_id: company.id,
        created: plan.created,
        creator,
        discount_rate: company.rate,
        lines,
        state: 'draft',
        paid: 0,
        returned_amount: 0,
        total: amounts.total,
        subtotal: amounts.subtotal,
        discount_amount: amounts.discount_amount,
        quantity: amounts.quantity,
        shipped_quantity: 0,
        remark: pick(r, SEED_REMARKS),
        approved_by: null,
        approved_at: null,
        reviewed_by: null,
        reviewed_at: null,
        ended_reason: null,
        updated: plan.created,
        events: [{ at: plan.created, kind: 'create', action: null, from: null, to: 'draft', content: null, by: creator }],
        shipments: [],
        returns: [],
        payments: [],
        held: new Map(),
        reserves: [],
      };
      walk(r, order, plan.target, { now, review, superadmin, actors, number, serialOf, rules, seq });
      orders.push(order);
    }

    // rows of the orders, lines, shipments, serials, payments and history
    const orderRows = orders.map((o) => ({
      no: o.no,
      company_id: o.company_id,
      state: o.state,
      lines_json: JSON.stringify(o.lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity, unit_price: l.unit_price, discount_rate: l.discount_rate }))),
      quantity: o.quantity,
      shipped_quantity: o.shipped_quantity,
      subtotal: o.subtotal,
      discount_rate: o.discount_rate,
      discount_amount: o.discount_amount,
      total: o.total,
      returned_amount: o.returned_amount,
      paid: o.paid,
      remark: o.remark,
      attachments: null,
      created_by: o.creator.id,
      approved_by: o.approved_by,
      approved_at: o.approved_at,
      reviewed_by: o.reviewed_by,
      reviewed_at: o.reviewed_at,
      ended_reason: o.ended_reason,
      created_at: iso(o.created),
      updated_at: iso(o.updated),
      version: o.events.length,
    }));
    for (let i = 0; i < orderRows.length; i += BATCH) await trx.insertInto('erp_purchase').values(orderRows.slice(i, i + BATCH)).execute();
    const idOf = new Map((await trx.selectFrom('erp_purchase').select(['id', 'no']).execute()).map((o) => [o.no, Number(o.id)]));
    const lineRows = orders.flatMap((o) => o.lines.map((l) => ({ purchase_id: idOf.get(o.no) as number, product_id: l.product_id, quantity: l.quantity, unit_price: l.unit_price, discount_rate: l.discount_rate, amount: l.amount, shipped_quantity: l.shipped, returned_quantity: l.returned })));
    for (let i = 0; i < lineRows.length; i += BATCH) await trx.insertInto('erp_purchase_line').values(lineRows.slice(i, i + BATCH)).execute();
    const lineIdOf = new Map((await trx.selectFrom('erp_purchase_line').select(['id', 'purchase_id', 'product_id']).execute()).map((l) => [`${l.purchase_id}:${l.product_id}`, Number(l.id)]));
    const shipmentRows = orders.flatMap((o) => o.shipments.map((s) => ({ no: s.no, purchase_id: idOf.get(o.no) as number, courier: s.courier, courier_no: s.courier_no, quantity: s.serials.length, remark: null, operator_id: s.by.id, created_at: iso(s.at) })));
    for (let i = 0; i < shipmentRows.length; i += BATCH) await trx.insertInto('erp_shipment').values(shipmentRows.slice(i, i + BATCH)).execute();
    const shipmentIdOf = new Map((await trx.selectFrom('erp_shipment').select(['id', 'no']).execute()).map((s) => [s.no, Number(s.id)]));
    const serialRows = orders.flatMap((o) => {
      const purchaseId = idOf.get(o.no) as number;
      const back = new Map(o.returns.flatMap((x) => x.serials.map((serial) => [serial, x] as const)));
      return o.shipments.flatMap((s) =>
        s.serials.map(({ line, serial }) => {
          const ret = back.get(serial);
          const productId = o.lines[line].product_id;
          return { serial, shipment_id: shipmentIdOf.get(s.no) as number, purchase_id: purchaseId, line_id: lineIdOf.get(`${purchaseId}:${productId}`) as number, product_id: productId, returned_at: ret ? iso(ret.at) : null, return_reason: ret?.reason ?? null };
        }),
      );
    });
    for (let i = 0; i < serialRows.length; i += BATCH * 2) await trx.insertInto('erp_shipment_serial').values(serialRows.slice(i, i + BATCH * 2)).execute();
    const paymentRows = orders.flatMap((o) => o.payments.map((p) => ({ ...p, purchase_id: idOf.get(o.no) as number })));
    for (let i = 0; i < paymentRows.length; i += BATCH) await trx.insertInto('erp_payment').values(paymentRows.slice(i, i + BATCH)).execute();
    const eventRows: Insertable<ErpPurchaseEventTable>[] = orders.flatMap((o) =>
      o.events.map((e) => ({ erp_purchase_id: idOf.get(o.no) as number, kind: e.kind, action: e.action, from_status: e.from, to_status: e.to, content: e.content, data_json: null, operator_id: e.by.id, operator_name: e.by.name || e.by.username, created_at: iso(e.at) })),
    );
    for (let i = 0; i < eventRows.length; i += BATCH) await trx.insertInto('erp_purchase_event').values(eventRows.slice(i, i + BATCH)).execute();

    // the stock: every move through stockMoves, in time order
    interface Move { at: number; seq: number; product_id: number; kind: 'stock_in' | 'ship' | 'return' | 'adjust' | 'reserve'; quantity: number; purchase_id?: number; shipment_id?: number; reason: string; by: AuthUser }
    const moves: Move[] = [];
    for (const m of rules) moves.push({ at: yearAgo - 20 * DAY, seq: -1, product_id: m.id, kind: 'stock_in', quantity: m.letters ? 10 : between(r, 80, 160), reason: '期初入库', by: superadmin });
    for (let month = 1; month < 12; month++) for (const m of common) if (r() < 0.7) moves.push({ at: yearAgo + month * 30 * DAY + between(r, 0, 5) * DAY, seq: -1, product_id: m.id, kind: 'stock_in', quantity: between(r, 20, 80), reason: `${chinaDate(yearAgo + month * 30 * DAY).slice(0, 7)} 生产入库`, by: pick(r, actors) });
    for (let quarter = 1; quarter <= 3; quarter++) for (const m of common.slice(0, 4)) moves.push({ at: yearAgo + quarter * 91 * DAY, seq: -1, product_id: m.id, kind: 'adjust', quantity: pick(r, [-2, -1, 1]), reason: `第 ${quarter} 季度盘点差异`, by: superadmin });
    for (const o of orders) {
      const purchaseId = idOf.get(o.no) as number;
      for (const s of o.shipments) {
        const per = new Map<number, number>();
        for (const x of s.serials) per.set(o.lines[x.line].product_id, (per.get(o.lines[x.line].product_id) ?? 0) + 1);
        for (const [product, n] of per) moves.push({ at: s.at, seq: s.seq, product_id: product, kind: 'ship', quantity: -n, purchase_id: purchaseId, shipment_id: shipmentIdOf.get(s.no), reason: `发货单 ${s.no}`, by: s.by });
      }
      for (const x of o.returns) {
        const per = new Map<number, number>();
        for (const serial of x.serials) {
          const line = o.shipments.flatMap((s) => s.serials).find((y) => y.serial === serial)?.line ?? 0;
          per.set(o.lines[line].product_id, (per.get(o.lines[line].product_id) ?? 0) + 1);
        }
        for (const [product, n] of per) moves.push({ at: x.at, seq: x.seq, product_id: product, kind: 'return', quantity: n, purchase_id: purchaseId, reason: x.reason, by: x.by });
      }
      for (const x of o.reserves) moves.push({ at: x.at, seq: x.seq, product_id: x.product_id, kind: 'reserve', quantity: x.delta, reason: '', by: superadmin });
    }
    moves.sort((a, b) => a.at - b.at || a.seq - b.seq);
    const onHand = new Map<number, number>();
    for (const move of moves) {
      if (move.kind === 'reserve') {
        await reserveErpStock(trx, move.product_id, move.quantity, move.at);
        continue;
      }
      const have = onHand.get(move.product_id) ?? 0;
      if (have + move.quantity < 0) {
        // a restock just before a shipment the stock could not cover
        const add = -move.quantity - have + between(r, 20, 60);
        await moveErpStock(trx, { product_id: move.product_id, kind: 'stock_in', quantity: add, reason: '补货入库' }, move.by, move.at - HOUR);
        onHand.set(move.product_id, have + add);
      }
      await moveErpStock(trx, { product_id: move.product_id, kind: move.kind, quantity: move.quantity, purchase_id: move.purchase_id ?? null, shipment_id: move.shipment_id ?? null, reason: move.reason }, move.by, move.at);
      onHand.set(move.product_id, (onHand.get(move.product_id) ?? 0) + move.quantity);
    }
    await ensureErpStockRows(trx, allModels.map((m) => m.id), now);
  });
}

function weighted(r: Random): string {
  let x = r() * STATE_WEIGHTS.reduce((s, [, w]) => s + w, 0);
  for (const [state, w] of STATE_WEIGHTS) {
    x -= w;
    if (x < 0) return state;
  }
  return 'completed';
}

interface WalkContext {
  now: number;
  review: number;
  superadmin: AuthUser;
  actors: readonly AuthUser[];
  number: (prefix: string, at: number) => string;
  serialOf: (r: Random, rule: WarrantyRule, at: number) => string;
  rules: readonly WarrantyRule[];
  /** Counts the stock events of all orders, in the order they happen. */
  seq: { n: number };
}

/** Takes an order from 草稿 to `target` the way the API's steps do, each step later than the one before (never after the clock). */
function walk(r: Random, o: SimOrder, target: string, ctx: WalkContext): void {
  let at = o.created;
  const later = (minHours: number, maxHours: number): number => {
    at = Math.min(at + between(r, minHours * 60, maxHours * 60) * 60_000, ctx.now - 5 * 60_000);
    at = Math.max(at, o.updated);
    return at;
  };
  const facts = () => ({ state: o.state, quantity: o.quantity, shipped_quantity: o.shipped_quantity, returned_quantity: o.lines.reduce((s, l) => s + l.returned, 0), total: o.total, returned_amount: o.returned_amount, paid: o.paid });
  const step = (action: string, to: string, by: AuthUser, content: string | null = null) => {
    o.events.push({ at, kind: 'status', action, from: o.state, to, content, by });
    o.state = to;
    o.updated = at;
    // what the order holds changes as the API's steps change it (reserveOrder on 审核, the shipment's release, 关闭/取消)
    for (const line of o.lines) {
      const held = RESERVING_STATES.includes(o.state) ? line.quantity - line.shipped : 0;
      const delta = held - (o.held.get(line.product_id) ?? 0);
      if (delta !== 0) o.reserves.push({ at, seq: ctx.seq.n++, product_id: line.product_id, delta });
      o.held.set(line.product_id, held);
    }
  };
  const clerk = () => pick(r, ctx.actors);
  const pay = (amount: number) => {
    if (amount <= 0) return;
    later(4, 96);
    const method = pick(r, ['transfer', 'transfer', 'transfer', 'acceptance', 'cash']);
    const by = clerk();
    o.paid += amount;
    o.payments.push({ purchase_id: 0, amount, method, paid_on: chinaDate(at), remark: method === 'acceptance' ? '六个月银行承兑' : null, operator_id: by.id, created_at: iso(at) });
    step('pay', settledState({ ...facts() }), by, `收款 ¥${(amount / 100).toFixed(2)}`);
  };
  const ship = (units: number[]) => {
    later(6, 72);
    const by = clerk();
    const serials: { line: number; serial: string }[] = [];
    units.forEach((n, line) => {
      const rule = ctx.rules.find((m) => m.id === o.lines[line].product_id) as WarrantyRule;
      for (let k = 0; k < n; k++) serials.push({ line, serial: ctx.serialOf(r, rule, at) });
      o.lines[line].shipped += n;
    });
    if (serials.length === 0) return;
    const no = ctx.number('FH', at);
    const courier = pick(r, SEED_COURIERS);
    o.shipments.push({ no, at, seq: ctx.seq.n++, courier, courier_no: `${courier === '顺丰速运' ? 'SF' : 'YT'}${between(r, 100_000_000, 999_999_999)}${between(r, 100, 999)}`, by, serials });
    o.shipped_quantity += serials.length;
    step('ship', settledState({ ...facts(), state: shippedState(o.quantity, o.shipped_quantity) }), by, `发货单 ${no}：${serials.length} 台，快递 ${courier}`);
  };
  const giveBack = () => {
    const out = o.shipments.flatMap((s) => s.serials).filter((x) => !o.returns.some((y) => y.serials.includes(x.serial)));
    if (out.length === 0) return;
    later(24, 240);
    const chosen = out.slice(0, Math.min(out.length, between(r, 1, 2)));
    const reason = pick(r, SEED_RETURN_REASONS);
    const by = clerk();
    o.returns.push({ at, seq: ctx.seq.n++, by, reason, serials: chosen.map((x) => x.serial) });
    for (const x of chosen) o.lines[x.line].returned += 1;
    o.returned_amount = o.lines.reduce((s, l) => s + returnedValue({ amount: l.amount, quantity: l.quantity, returned_quantity: l.returned }, o.discount_rate), 0);
    step('returnSerials', settledState(facts()), by, `退货入库 ${chosen.length} 台：${reason}`);
  };
  const rest = () => o.lines.map((l) => l.quantity - l.shipped);

  if (target === 'draft') return;
  if (target === 'cancelled' && r() < 0.3) {
    later(2, 72);
    o.ended_reason = pick(r, SEED_CANCEL_REASONS);
    step('cancel', 'cancelled', o.creator, o.ended_reason);
    return;
  }
  later(1, 24);
  step('submit', 'pending', o.creator);
  if (target === 'pending') return;
  if (target === 'cancelled' && r() < 0.4) {
    later(2, 48);
    o.ended_reason = pick(r, SEED_CANCEL_REASONS);
    step('cancel', 'cancelled', o.creator, o.ended_reason);
    return;
  }
  later(2, 30);
  const approver = clerk();
  o.approved_by = approver.id;
  o.approved_at = iso(at);
  step('approve', approvedState(o.total, ctx.review), approver, '价格与库存已核对');
  if (o.state === 'reviewing') {
    if (target === 'reviewing') return;
    later(2, 48);
    o.reviewed_by = ctx.superadmin.id;
    o.reviewed_at = iso(at);
    step('review', 'approved', ctx.superadmin, '同意');
  }
  if (target === 'approved') {
    if (r() < 0.3) pay(Math.round(amountDue(o) * 0.3));
    return;
  }
  if (target === 'cancelled') {
    later(2, 72);
    o.ended_reason = pick(r, SEED_CANCEL_REASONS);
    step('cancel', 'cancelled', clerk(), o.ended_reason);
    return;
  }
  if (r() < 0.35) pay(Math.round(amountDue(o) * pick(r, [0.2, 0.3, 0.5])));
  if (target === 'partial' || target === 'closed') {
    const first: number[] = rest().map((n) => Math.floor(n / 2));
    if (!first.some((n) => n > 0)) first[0] = o.lines[0].quantity > 1 ? 1 : 0;
    if (target === 'closed' && r() < 0.2) first.fill(0);
    if (first.some((n) => n > 0)) ship(first);
    if (target === 'partial' && o.state !== 'partial') {
      // a one-unit order cannot be half shipped: leave it 已审核
      return;
    }
    if (target === 'closed') {
      if (r() < 0.5 && o.shipped_quantity > 0) giveBack();
      if (r() < 0.5) pay(Math.max(0, Math.min(amountDue(o), Math.round((o.total * o.shipped_quantity) / o.quantity) - o.paid)));
      later(24, 480);
      o.ended_reason = pick(r, SEED_CLOSE_REASONS);
      step('close', 'closed', clerk(), o.ended_reason);
    }
    return;
  }
  // shipped or completed: everything goes out in 1–3 shipments
  const parts = between(r, 1, 3);
  for (let p = 0; p < parts; p++) {
    const units = rest().map((n) => (p === parts - 1 ? n : Math.floor(n / (parts - p))));
    ship(units);
  }
  if (r() < 0.12) giveBack();
  if (target === 'completed') pay(amountDue(o));
  else if (r() < 0.5 && amountDue(o) > 1) pay(Math.floor(amountDue(o) / 2));
}

export const seed = defineSeed({
  area: 'erp',
  seeds: ['erpGroups', 'erpCompanies', 'erpRelations', 'erpPurchases', 'erpPurchaseLines', 'erpShipments', 'erpShipmentSerials', 'erpPayments', 'erpStock', 'erpStockLedger'],
  after: ['settings', 'people', 'needs', 'repairs', 'device'],
  run: (db, now) => seedErp(db, now),
});
