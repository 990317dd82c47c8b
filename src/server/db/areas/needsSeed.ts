import type { Insertable } from 'kysely';
import { exchanges } from '../../../../resources/exchanges.ts';
import { requests } from '../../../../resources/requests.ts';
import type { ActionDef } from '../../../../resources/define.ts';
import type { Db } from '../database.ts';
import { createRandom } from '../seed.ts';
import * as W from '../seedData.ts';
import type { EventColumnsInsert, RequestTable } from './needsSeedTypes.ts';
import type { NeedsTables } from './needsTables.ts';
import * as N from './needsSeedData.ts';

type Random = () => number;

/** Each stock item's history: its creation, then every move (oldest first), and its final quantity. */
async function writeStockHistory(db: Db, items: readonly { id: number; quantity: number }[], moves: readonly { stockId: number; delta: number; at: number; reason: string; op: { id: number; name: string } }[], now: number): Promise<void> {
  for (const item of items) {
    const own = moves.filter((m) => m.stockId === item.id).sort((a, b) => a.at - b.at);
    let q = item.quantity - own.reduce((n, m) => n + m.delta, 0);
    const events: Insertable<NeedsTables['stock_item_event']>[] = [{ stock_item_id: item.id, kind: 'create', action: null, from_status: null, to_status: null, content: null, data_json: null, operator_id: own[0]?.op.id ?? null, operator_name: own[0]?.op.name ?? null, created_at: new Date(now - 200 * 86_400_000).toISOString() }];
    for (const m of own) {
      events.push({ stock_item_id: item.id, kind: 'update', action: m.delta < 0 ? 'stock_out' : 'stock_in', from_status: null, to_status: null, content: m.reason, data_json: JSON.stringify({ changes: { quantity: { from: q, to: q + m.delta } } }), operator_id: m.op.id, operator_name: m.op.name, created_at: new Date(m.at).toISOString() });
      q += m.delta;
    }
    await db.insertInto('stock_item_event').values(events).execute();
    const last = own[own.length - 1];
    await db.updateTable('stock_item').set({ quantity: item.quantity, version: 1 + own.length, ...(last ? { updated_at: new Date(last.at).toISOString() } : {}) }).where('id', '=', item.id).execute();
  }
}
const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const digits = (r: Random, n: number): string => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const chinaDay = (ms: number): string => new Date(ms + 8 * HOUR).toISOString().slice(0, 10).replaceAll('-', '');

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

interface Walked { status: string; version: number; updatedAt: number; events: EventColumnsInsert[]; values: Record<string, unknown> }

/**
 * Walks a record through the declared transitions (weighted), asking `apply` for each step's
 * values and stock effect; `apply` returns null when the step cannot happen (no stock).
 */
function walk(r: Random, actions: readonly ActionDef[], createdAt: number, now: number, op: { id: number; name: string }, weights: Record<string, number>, hold: Record<string, number>,
  apply: (a: ActionDef, at: number) => { values: Record<string, unknown>; remark: string | null } | null): Walked {
  const w: Walked = { status: 'pending', version: 1, updatedAt: createdAt, values: {}, events: [{ kind: 'create', action: null, from_status: null, to_status: 'pending', content: null, data_json: null, operator_id: op.id, operator_name: op.name, created_at: new Date(createdAt).toISOString() }] };
  const stopChance = now - createdAt < 5 * DAY ? 0.5 : 0.05;
  for (;;) {
    const allowed = actions.filter((a) => a.from.includes(w.status));
    if (!allowed.length || r() < Math.max(stopChance, hold[w.status] ?? 0)) break;
    const ws = allowed.map((a) => weights[a.name] ?? 1);
    let x = r() * ws.reduce((s, v) => s + v, 0);
    const action = allowed.find((_, k) => (x -= ws[k]) < 0) ?? allowed[0];
    const at = w.updatedAt + HOUR * (3 + Math.floor(r() * 60));
    if (at >= now) break;
    const step = apply(action, at);
    if (!step) break;
    Object.assign(w.values, step.values);
    w.events.push({ kind: 'status', action: action.name, from_status: w.status, to_status: action.to, content: step.remark, data_json: Object.keys(step.values).length ? JSON.stringify(step.values) : null, operator_id: op.id, operator_name: op.name, created_at: new Date(at).toISOString() });
    if (r() < 0.2 && at + HOUR < now) w.events.push({ kind: 'follow', action: 'follow', from_status: null, to_status: null, content: pick(r, N.FOLLOW_NOTES), data_json: null, operator_id: op.id, operator_name: op.name, created_at: new Date(at + HOUR).toISOString() });
    w.status = action.to;
    w.version += 1;
    w.updatedAt = at;
  }
  return w;
}

/** Demo data of the needs area: product models, stock, ~110 requests and ~30 exchanges whose statuses and stock follow the declared transitions. */
export async function seedNeeds(db: Db, now: number, seed = 20261123): Promise<void> {
  const r = createRandom(seed);
  const ops = await db.selectFrom('admin').select(['id', 'name']).where('username', 'in', ['admin', 'staff']).execute();
  if (!ops.length) return;
  const iso = (ms: number) => new Date(ms).toISOString();
  await db.transaction().execute(async (trx) => {
    for (const m of N.PRODUCT_MODELS) {
      const at = Date.parse(`${m.launched_on}T02:00:00Z`) - 30 * DAY;
      await trx.insertInto('product_model').values({ ...m, remark: null, created_at: iso(Math.min(at, now - DAY)), updated_at: iso(Math.min(at, now - DAY)), created_by: ops[0].id }).execute();
    }
    const stock = new Map<number, { id: number; quantity: number; kind: string; code: string; name: string }>();
    for (const s of N.STOCK_ITEMS) {
      const { code, ...row } = s;
      const at = iso(now - 200 * DAY);
      const { id } = await trx.insertInto('stock_item').values({ ...row, remark: null, created_at: at, updated_at: at, created_by: ops[0].id }).returning('id').executeTakeFirstOrThrow();
      stock.set(id, { id, quantity: s.quantity, kind: s.kind, code, name: s.name });
    }
    const items = [...stock.values()];
    const moves: { stockId: number; delta: number; at: number; reason: string; op: { id: number; name: string } }[] = [];
    const seq = new Map<string, number>();
    const nextNo = (prefix: string, at: number) => {
      const key = `${prefix}${chinaDay(at)}`;
      const n = (seq.get(key) ?? 0) + 1;
      seq.set(key, n);
      return `${key}${String(n).padStart(4, '0')}`;
    };
    const created = Array.from({ length: 110 }, () => now - Math.floor(r() * 120 * DAY) - HOUR).sort((a, b) => a - b);
    for (const createdAt of created) {
      const type = r() < 0.55 ? 1 : 2;
      const item = pick(r, items.filter((i) => i.kind === (type === 1 ? 'backup' : 'accessory')));
      const model = N.PRODUCT_MODELS.find((m) => m.code === item.code) ?? N.PRODUCT_MODELS[0];
      const quantity = type === 1 ? 1 : 1 + Math.floor(r() * 3);
      const op = pick(r, ops);
      const no = nextNo(type === 1 ? 'BY' : 'PJ', createdAt);
      const label = `${type === 1 ? '备用机申请' : '配件申请'} ${no}`;
      const w = walk(r, requests.status.actions, createdAt, now, op, { refuse: 0.25, cancel: 0.15, write_off: 0.4, confirm_return: type === 1 ? 2 : 0.2 }, { sent: 0.35, approved: 0.1 }, (a, at) => {
        switch (a.name) {
          case 'refuse': return { values: {}, remark: pick(r, N.REFUSE_REASONS) };
          case 'cancel': return { values: {}, remark: pick(r, N.CANCEL_REASONS) };
          case 'ship':
            if (item.quantity < quantity) return null;
            item.quantity -= quantity;
            moves.push({ stockId: item.id, delta: -quantity, at, reason: `${label} 发出`, op });
            return { values: { express_out: `${pick(r, N.EXPRESS)}${digits(r, 12)}` }, remark: null };
          case 'confirm_return':
            item.quantity += quantity;
            moves.push({ stockId: item.id, delta: quantity, at, reason: `${label} 归还入库`, op });
            return { values: { express_back: `${pick(r, N.EXPRESS)}${digits(r, 12)}` }, remark: pick(r, N.RETURN_REMARKS) };
          case 'credit': return { values: { credit_amount: type === 1 ? (5 + Math.floor(r() * 20)) * 1000 : (80 + Math.floor(r() * 40) * 10) * 100 * quantity }, remark: type === 1 ? '扣除备用机租金，余款退回押金' : '客户已付配件费' };
          case 'write_off': return { values: {}, remark: pick(r, N.WRITE_OFF_REASONS) };
          default: return { values: {}, remark: null };
        }
      });
      const row: Insertable<RequestTable> = {
        no, type, status: w.status, serial: serialOf(r, model.code, model.letters, now), model: model.name,
        stock_id: item.id, quantity, ...person(r), repair_no: r() < 0.5 ? `WX${chinaDay(createdAt - DAY)}${String(1 + Math.floor(r() * 5)).padStart(4, '0')}` : null,
        reason: pick(r, type === 1 ? N.BACKUP_REASONS : N.ACCESSORY_REASONS), deposit: type === 1 ? (r() < 0.6 ? 200000 : 0) : 0,
        credit_amount: (w.values.credit_amount as number | undefined) ?? null, express_out: (w.values.express_out as string | undefined) ?? null,
        express_back: (w.values.express_back as string | undefined) ?? null, created_at: iso(createdAt), updated_at: iso(w.updatedAt), version: w.version, created_by: op.id,
      };
      const { id } = await trx.insertInto('request').values(row).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('request_event').values(w.events.map((e) => ({ ...e, request_id: id }))).execute();
    }
    const exCreated = Array.from({ length: 30 }, () => now - Math.floor(r() * 90 * DAY) - HOUR).sort((a, b) => a - b);
    for (const createdAt of exCreated) {
      const item = pick(r, items.filter((i) => i.kind === 'unit'));
      const model = N.PRODUCT_MODELS.find((m) => m.code === item.code) ?? N.PRODUCT_MODELS[0];
      const op = pick(r, ops);
      const no = nextNo('HH', createdAt);
      const w = walk(r, exchanges.status.actions, createdAt, now, op, { reject: 0.2, cancel: 0.1 }, { shipped: 0.3 }, (a, at) => {
        switch (a.name) {
          case 'reject': return { values: {}, remark: pick(r, N.REJECT_REASONS) };
          case 'cancel': return { values: {}, remark: '客户改为维修处理' };
          case 'ship':
            if (item.quantity < 1) return null;
            item.quantity -= 1;
            moves.push({ stockId: item.id, delta: -1, at, reason: `换货单 ${no} 换出新机`, op });
            return { values: { new_serial: serialOf(r, model.code, model.letters, now + 60 * DAY).replace(/\d{4}$/, `${String(new Date(now).getUTCFullYear() % 100)}${String(new Date(now).getUTCMonth() + 1).padStart(2, '0')}`), express_out: `SF${digits(r, 12)}` }, remark: null };
          case 'receive_old': return { values: { express_back: `SF${digits(r, 12)}` }, remark: '旧机已入库待检' };
          default: return { values: {}, remark: null };
        }
      });
      const { id } = await trx.insertInto('exchange').values({
        no, status: w.status, old_serial: serialOf(r, model.code, model.letters, now), new_serial: (w.values.new_serial as string | undefined) ?? null,
        model: model.name, stock_id: item.id, ...person(r), reason: pick(r, N.EXCHANGE_REASONS), express_out: (w.values.express_out as string | undefined) ?? null,
        express_back: (w.values.express_back as string | undefined) ?? null, created_at: iso(createdAt), updated_at: iso(w.updatedAt), version: w.version, created_by: op.id,
      }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('exchange_event').values(w.events.map((e) => ({ ...e, exchange_id: id }))).execute();
    }
    await writeStockHistory(trx, items, moves, now);
  });
}
