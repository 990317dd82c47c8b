import type { Insertable } from 'kysely';
import { exchanges } from '../../../../resources/needs/exchanges.ts';
import { requests } from '../../../../resources/needs/requests.ts';
import type { Db } from '../../db/database.ts';
import { createRandom } from '../../db/random.ts';
import * as W from '../../db/seedData.ts';
import type { RequestTable } from './seedTypes.ts';
import { startWalker, walkAll, type LedgerItem, type StepValues, type Walker } from './seedWalk.ts';
import type { Database } from '../../db/tables.ts';
import { chinaDayKey } from '../../../domain/chinaTime.ts';
import * as N from './seedData.ts';
import { defineSeed } from '../../db/areaSeed.ts';

type Random = () => number;

const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const digits = (r: Random, n: number): string => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function person(r: Random) {
  const place = pick(r, W.PLACES);
  return {
    customer_name: pick(r, W.SURNAMES) + pick(r, W.GIVEN_NAMES),
    customer_phone: `1${pick(r, ['3', '5', '7', '8', '9'])}${digits(r, 9)}`,
    customer_company: r() < 0.8 ? `${pick(r, W.CITIES_FOR_COMPANY)}${pick(r, W.COMPANY_WORDS)}${pick(r, W.COMPANY_KINDS)}` : null,
    address: `${place.province}${place.city}${pick(r, place.districts)}${pick(r, W.STREETS)}${1 + Math.floor(r() * 300)}号`,
  };
}

function serialOf(r: Random, code: string, letters: string | null, now: number): string {
  const l = letters ?? String.fromCharCode(65 + Math.floor(r() * 26)) + (r() < 0.5 ? String.fromCharCode(65 + Math.floor(r() * 26)) : '');
  const monthsAgo = 1 + Math.floor(r() * 40);
  const d = new Date(now);
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - monthsAgo, 1));
  return `SUP${code}${l}${String(t.getUTCFullYear() % 100).padStart(2, '0')}${String(t.getUTCMonth() + 1).padStart(2, '0')}`;
}

type Operator = { id: number; name: string };
type StockRow = { id: number; kind: string; code: string };

/** A request on its walk: what each action writes and says. */
function requestWalker(r: Random, no: string, type: number, item: StockRow, quantity: number, op: Operator, createdAt: number): Walker {
  const values = (name: string): StepValues => {
    switch (name) {
      case 'refuse': return { values: {}, remark: pick(r, N.REFUSE_REASONS) };
      case 'cancel': return { values: {}, remark: pick(r, N.CANCEL_REASONS) };
      case 'ship': return { values: { express_out: `${pick(r, N.EXPRESS)}${digits(r, 12)}` }, remark: null };
      case 'confirm_return': return { values: { express_back: `${pick(r, N.EXPRESS)}${digits(r, 12)}` }, remark: pick(r, N.RETURN_REMARKS) };
      case 'credit': return { values: { credit_amount: type === 1 ? (5 + Math.floor(r() * 20)) * 1000 : (80 + Math.floor(r() * 40) * 10) * 100 * quantity }, remark: type === 1 ? '扣除备用机租金，余款退回押金' : '客户已付配件费' };
      case 'write_off': return { values: {}, remark: pick(r, N.WRITE_OFF_REASONS) };
      default: return { values: {}, remark: null };
    }
  };
  return startWalker({
    actions: requests.status.actions, record: { stock_id: item.id, quantity }, label: `${type === 1 ? '备用机申请' : '配件申请'} ${no}`, op, createdAt,
    weights: { refuse: 0.25, cancel: 0.15, write_off: 0.4, confirm_return: type === 1 ? 2 : 0.2 }, hold: { sent: 0.35, approved: 0.1 }, values: (a) => values(a.name),
  });
}

/** An exchange on its walk. */
function exchangeWalker(r: Random, no: string, model: (typeof N.PRODUCT_MODELS)[number], item: StockRow, op: Operator, createdAt: number, now: number): Walker {
  const newSerialMonth = `${String(new Date(now).getUTCFullYear() % 100)}${String(new Date(now).getUTCMonth() + 1).padStart(2, '0')}`;
  const values = (name: string): StepValues => {
    switch (name) {
      case 'reject': return { values: {}, remark: pick(r, N.REJECT_REASONS) };
      case 'cancel': return { values: {}, remark: '客户改为维修处理' };
      case 'ship': return { values: { new_serial: serialOf(r, model.code, model.letters, now + 60 * DAY).replace(/\d{4}$/, newSerialMonth), express_out: `SF${digits(r, 12)}` }, remark: null };
      case 'receive_old': return { values: { express_back: `SF${digits(r, 12)}` }, remark: '旧机已入库待检' };
      default: return { values: {}, remark: null };
    }
  };
  return startWalker({
    actions: exchanges.status.actions, record: { stock_id: item.id }, label: `换货单 ${no}`, op, createdAt,
    weights: { reject: 0.2, cancel: 0.1 }, hold: { shipped: 0.3 }, values: (a) => values(a.name),
  });
}

/** Each stock item's history (its creation, then every move) and its final on hand and reserved units. */
async function writeStock(db: Db, ledger: Map<number, LedgerItem>, createdAt: string, creator: Operator): Promise<void> {
  for (const item of ledger.values()) {
    const moves = item.history;
    await db.insertInto('stock_item_event').values([
      { stock_item_id: item.id, kind: 'create', action: null, from_status: null, to_status: null, content: null, data_json: null, operator_id: creator.id, operator_name: creator.name, created_at: createdAt },
      ...moves.map((m) => ({ stock_item_id: item.id, kind: 'update' as const, action: m.action, from_status: null, to_status: null, content: m.content, data_json: m.data_json, operator_id: m.op.id, operator_name: m.op.name, created_at: new Date(m.at).toISOString() })),
    ]).execute();
    const last = moves[moves.length - 1];
    await db.updateTable('stock_item').set({ ...item.level, version: 1 + moves.length, ...(last ? { updated_at: new Date(last.at).toISOString() } : {}) }).where('id', '=', item.id).execute();
  }
}

type Person = ReturnType<typeof person>;
type Customer = { name: string; phone: string; company: string | null };
type RepairRef = { no: string; customer_name: string; customer_phone: string; customer_company: string | null; created_at: string };

/**
 * A request's or exchange's customer: a registered customer (the k-th by a fixed stride, so the
 * notifications of these records reach an account, as the triggers' recipient rule wants), with
 * the drawn address; the drawn person only when there are no customers. Chosen, not drawn: the
 * seeded sequence of every later row stays as it was.
 */
function customerOf(drawn: Person, k: number, customers: readonly Customer[]): Person {
  if (!customers.length) return drawn;
  const c = customers[(k * 7) % customers.length];
  return { ...drawn, customer_name: c.name, customer_phone: c.phone, customer_company: c.company ?? drawn.customer_company };
}

/**
 * The repair a request refers to (关联维修单号), when `x` (a draw) says it has one: a seeded repair
 * made before the request, whose customer the request is then for — never a number of no record.
 */
function linkedRepair(x: number | null, createdAt: number, repairs: readonly RepairRef[]): Partial<Person> & { repair_no: string | null } {
  const before = repairs.filter((rp) => Date.parse(rp.created_at) < createdAt);
  if (x === null || !before.length) return { repair_no: null };
  const rp = before[Math.floor(x * before.length)];
  return { repair_no: rp.no, customer_name: rp.customer_name, customer_phone: rp.customer_phone, customer_company: rp.customer_company };
}

/**
 * Demo data of the needs area: product models, stock, 110 requests and 30 exchanges whose
 * statuses follow the declared transitions and whose stock follows the declared stock rules,
 * walked together in time order (needsSeedWalk.ts).
 */
export async function seedNeeds(db: Db, now: number, seed = 20261123): Promise<void> {
  const r = createRandom(seed);
  const ops = await db.selectFrom('admin').select(['id', 'name']).where('username', 'in', ['admin', 'staff']).execute();
  if (!ops.length) return;
  // the people the requests and exchanges are for: the repairs area's customer accounts, and their repairs
  const customers = (await db.selectFrom('customer').select(['name', 'phone', 'company']).orderBy('id').execute()).flatMap((c) => (c.phone ? [{ ...c, phone: c.phone }] : []));
  const repairRows = await db.selectFrom('repair').select(['no', 'customer_name', 'customer_phone', 'customer_company', 'created_at']).orderBy('created_at').execute();
  const iso = (ms: number) => new Date(ms).toISOString();
  await db.transaction().execute(async (trx) => {
    for (const m of N.PRODUCT_MODELS) {
      const at = Date.parse(`${m.launched_on}T02:00:00Z`) - 30 * DAY;
      await trx.insertInto('product_model').values({ ...m, remark: null, created_at: iso(Math.min(at, now - DAY)), updated_at: iso(Math.min(at, now - DAY)), created_by: ops[0].id }).execute();
    }
    const stockCreated = iso(now - 200 * DAY);
    const items: StockRow[] = [];
    const ledger = new Map<number, LedgerItem>();
    for (const s of N.STOCK_ITEMS) {
      const { code, ...row } = s;
      const { id } = await trx.insertInto('stock_item').values({ ...row, remark: null, created_at: stockCreated, updated_at: stockCreated, created_by: ops[0].id }).returning('id').executeTakeFirstOrThrow();
      items.push({ id, kind: s.kind, code });
      ledger.set(id, { id, level: { quantity: s.quantity, reserved: 0 }, history: [] });
    }
    const seq = new Map<string, number>();
    const nextNo = (prefix: string, at: number) => {
      const key = `${prefix}${chinaDayKey(at)}`;
      const n = (seq.get(key) ?? 0) + 1;
      seq.set(key, n);
      return `${key}${String(n).padStart(4, '0')}`;
    };
    const reqs: { row: Insertable<RequestTable>; walker: Walker }[] = [];
    for (const createdAt of Array.from({ length: 110 }, () => now - Math.floor(r() * 120 * DAY) - HOUR).sort((a, b) => a - b)) {
      const type = r() < 0.55 ? 1 : 2;
      const item = pick(r, items.filter((i) => i.kind === (type === 1 ? 'backup' : 'accessory')));
      const model = N.PRODUCT_MODELS.find((m) => m.code === item.code) ?? N.PRODUCT_MODELS[0];
      const quantity = type === 1 ? 1 : 1 + Math.floor(r() * 3);
      const op = pick(r, ops);
      const no = nextNo(type === 1 ? 'BY' : 'PJ', createdAt);
      reqs.push({
        walker: requestWalker(r, no, type, item, quantity, op, createdAt),
        row: {
          no, type, status: 'pending', serial: serialOf(r, model.code, model.letters, now), model: model.name, stock_id: item.id, quantity,
          ...customerOf(person(r), reqs.length, customers),
          ...linkedRepair(r() < 0.5 ? r() : null, createdAt, repairRows),
          reason: pick(r, type === 1 ? N.BACKUP_REASONS : N.ACCESSORY_REASONS), deposit: type === 1 ? (r() < 0.6 ? 200000 : 0) : 0,
          created_at: iso(createdAt), updated_at: iso(createdAt), created_by: op.id,
        },
      });
    }
    const exs: { row: Insertable<Database['exchange']>; walker: Walker }[] = [];
    for (const createdAt of Array.from({ length: 30 }, () => now - Math.floor(r() * 90 * DAY) - HOUR).sort((a, b) => a - b)) {
      const item = pick(r, items.filter((i) => i.kind === 'unit'));
      const model = N.PRODUCT_MODELS.find((m) => m.code === item.code) ?? N.PRODUCT_MODELS[0];
      const op = pick(r, ops);
      const no = nextNo('HH', createdAt);
      exs.push({
        walker: exchangeWalker(r, no, model, item, op, createdAt, now),
        row: {
          no, status: 'pending', old_serial: serialOf(r, model.code, model.letters, now), model: model.name, stock_id: item.id, ...customerOf(person(r), 1000 + exs.length, customers),
          reason: pick(r, N.EXCHANGE_REASONS), created_at: iso(createdAt), updated_at: iso(createdAt), created_by: op.id,
        },
      });
    }
    walkAll(r, [...reqs, ...exs].map((x) => x.walker), ledger, now, N.FOLLOW_NOTES);
    const walked = (w: Walker) => ({ status: w.status, version: w.version, updated_at: iso(w.updatedAt) });
    const text = (w: Walker, name: string) => (typeof w.record[name] === 'string' ? w.record[name] : null);
    const amount = (w: Walker, name: string) => (typeof w.record[name] === 'number' ? w.record[name] : null);
    for (const { row, walker: w } of reqs) {
      const { id } = await trx.insertInto('request').values({
        ...row, ...walked(w), credit_amount: amount(w, 'credit_amount'), express_out: text(w, 'express_out'), express_back: text(w, 'express_back'),
      }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('request_event').values(w.events.map((e) => ({ ...e, request_id: id }))).execute();
    }
    for (const { row, walker: w } of exs) {
      const { id } = await trx.insertInto('exchange').values({
        ...row, ...walked(w), new_serial: text(w, 'new_serial'), express_out: text(w, 'express_out'), express_back: text(w, 'express_back'),
      }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('exchange_event').values(w.events.map((e) => ({ ...e, exchange_id: id }))).execute();
    }
    await writeStock(trx, ledger, stockCreated, ops[0]);
  });
}

/** The needs area's demo data (product models, stock, requests and exchanges walked through their actions). */
export const seed = defineSeed({ area: 'needs', seeds: ['products', 'stockItems', 'requests', 'exchanges'], after: ['repairs'], run: (db, now) => seedNeeds(db, now) });
