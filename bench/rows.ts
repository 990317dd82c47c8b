import { CHINA_OFFSET_MS, chinaDayKey } from '../src/domain/chinaTime.ts';
import { createRandom } from '../src/server/db/random.ts';
import * as W from '../src/server/db/seedData.ts';
import * as N from '../src/server/areas/needs/seedData.ts';

/**
 * Row builders of the benchmark database: realistic repairs and requests, deterministic for a
 * seed. Rows come out in creation order (ids follow time, as in production), created over
 * `years` years in China business hours with mild growth (recent months are busier); each
 * status is drawn from a mix that depends on the record's age, and the fields an action would
 * have filled (fee, solution, engineer, express numbers, credit amount) are filled to match.
 */

type Random = () => number;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)];
/** `n` (≤ 15) random digits from one draw. */
const digits = (r: Random, n: number): string => String(Math.floor(r() * 10 ** n)).padStart(n, '0');
const dayCache = new Map<number, string>();
/** yyyyMMdd of the China day of `ms` (cached: a million rows share ~1,100 days). */
const chinaDay = (ms: number): string => {
  // the day index in China time, for the cache; the text from the one rule (src/domain/chinaTime.ts)
  const day = Math.floor((ms + CHINA_OFFSET_MS) / DAY);
  let text = dayCache.get(day);
  if (text === undefined) {
    text = chinaDayKey(ms);
    dayCache.set(day, text);
  }
  return text;
};
type Mix<T extends string> = readonly (readonly [T, number])[];
const weighted = <T extends string>(r: Random, table: Mix<T>): T => {
  let x = r() * 100;
  for (const [v, w] of table) if ((x -= w) < 0) return v;
  return table[table.length - 1][0];
};
/** Scales a mix's weights to sum 100 (so `weighted` needs no sum per draw). */
const percent = <T extends string>(table: Mix<T>): Mix<T> => {
  const sum = table.reduce((n, [, w]) => n + w, 0);
  return table.map(([v, w]) => [v, (w * 100) / sum] as const);
};

/** A customer with one device: rows reuse customers, so phone/serial/name filters find several rows. */
interface Customer { name: string; phone: string; company: string | null; address: string; model: { name: string; code: string }; letters: string; deviceAgeMonths: number }

/** The customer's device serial at `at`: bought `deviceAgeMonths` before (a customer replaces devices over the years). */
function serialAt(c: Customer, at: number): string {
  const d = new Date(at);
  const m = d.getUTCFullYear() * 12 + d.getUTCMonth() - c.deviceAgeMonths;
  return `SUP${c.model.code}${c.letters}${String(Math.floor(m / 12) % 100).padStart(2, '0')}${String((m % 12) + 1).padStart(2, '0')}`;
}

function makeCustomers(r: Random, count: number): Customer[] {
  return Array.from({ length: count }, () => {
    const place = pick(r, W.PLACES);
    const model = pick(r, W.MODELS);
    const letters = String.fromCharCode(65 + Math.floor(r() * 26)) + (r() < 0.5 ? String.fromCharCode(65 + Math.floor(r() * 26)) : '');
    return {
      name: pick(r, W.SURNAMES) + pick(r, W.GIVEN_NAMES),
      phone: `1${pick(r, ['3', '5', '7', '8', '9'])}${digits(r, 9)}`,
      company: r() < 0.8 ? `${pick(r, W.CITIES_FOR_COMPANY)}${pick(r, W.COMPANY_WORDS)}${pick(r, W.COMPANY_KINDS)}` : null,
      address: `${place.province}${place.city}${pick(r, place.districts)}${pick(r, W.STREETS)}${1 + Math.floor(r() * 300)}号`,
      model,
      letters,
      deviceAgeMonths: 1 + Math.floor(r() * 30),
    };
  });
}

/** The i-th of n creation times: business hours (09:00–18:00 China), denser towards `now`. */
function createdAtOf(i: number, n: number, now: number, years: number): number {
  const days = Math.round(years * 365);
  const firstDay = Math.floor((now - days * DAY) / DAY) * DAY;
  const business = 9 * HOUR;
  const t = Math.pow((i + 0.5) / n, 0.85) * (days - 1) * business;
  const day = Math.floor(t / business);
  return firstDay + day * DAY + HOUR /* 09:00 China */ + Math.floor(t - day * business);
}

/** Daily numbers `<prefix><yyyyMMdd><seq>` continuing after those already in the database. */
export function dailyNumbers(existing: readonly string[]): (prefix: string, at: number) => string {
  const seq = new Map<string, number>();
  for (const no of existing) {
    const key = no.slice(0, 10);
    seq.set(key, Math.max(seq.get(key) ?? 0, Number(no.slice(10)) || 0));
  }
  return (prefix, at) => {
    const key = `${prefix}${chinaDay(at)}`;
    const n = (seq.get(key) ?? 0) + 1;
    seq.set(key, n);
    return `${key}${String(n).padStart(4, '0')}`;
  };
}

type Age = 'recent' | 'month' | 'old';
const ageOf = (now: number, at: number): Age => (now - at < 7 * DAY ? 'recent' : now - at < 30 * DAY ? 'month' : 'old');

const REPAIR_MIX: Record<Age, Mix<string>> = {
  recent: [['pending', 30], ['received', 14], ['inspecting', 14], ['quoted', 10], ['repairing', 16], ['returning', 8], ['shipped', 4], ['cancelled', 4]],
  month: [['completed', 48], ['shipped', 15], ['returning', 10], ['repairing', 10], ['quoted', 5], ['inspecting', 3], ['received', 2], ['pending', 1], ['cancelled', 6]],
  old: [['completed', 84], ['cancelled', 9], ['shipped', 4], ['returning', 2], ['repairing', 1]],
};
for (const k of Object.keys(REPAIR_MIX) as Age[]) REPAIR_MIX[k] = percent(REPAIR_MIX[k]);
const QUOTED = new Set(['quoted', 'repairing', 'returning', 'shipped', 'completed']);
const REPAIRED = new Set(['repairing', 'returning', 'shipped', 'completed']);
/** How many transitions each repair status took from `pending` (its version is this + 1). */
const REPAIR_STEPS: Record<string, number> = { pending: 0, received: 1, inspecting: 2, quoted: 3, repairing: 2, returning: 3, shipped: 4, completed: 5, cancelled: 1 };

export interface RowContext { now: number; years: number; operators: readonly number[] }

/** `count` repairs (type 1 ordinary 65 %, type 3 quick 35 %) as column → value objects, in creation order. */
export function* repairRows(count: number, seed: number, ctx: RowContext, existingNos: readonly string[]): Generator<Record<string, string | number | null>> {
  const r = createRandom(seed);
  const customers = makeCustomers(r, Math.max(500, Math.floor(count / 4)));
  const nextNo = dailyNumbers(existingNos);
  for (let i = 0; i < count; i++) {
    const at = createdAtOf(i, count, ctx.now, ctx.years);
    const type = r() < 0.65 ? 1 : 3;
    const c = customers[Math.floor(Math.pow(r(), 1.6) * customers.length)];
    const status = weighted(r, REPAIR_MIX[ageOf(ctx.now, at)]);
    const steps = REPAIR_STEPS[status];
    const mode = r() < 0.7 ? 'mail' : r() < 0.5 ? 'onsite' : 'store';
    const quoted = QUOTED.has(status) && r() < 0.7;
    const repaired = REPAIRED.has(status);
    const updated = Math.min(ctx.now - HOUR, at + steps * HOUR * (4 + Math.floor(r() * 40)));
    yield {
      no: nextNo(type === 3 ? 'KX' : 'WX', at),
      type,
      status,
      service_mode: mode,
      serial: serialAt(c, at),
      model: c.model.name,
      customer_name: c.name,
      customer_phone: c.phone,
      customer_company: c.company,
      address: c.address,
      fault: pick(r, W.FAULTS),
      solution: quoted || (repaired && status !== 'repairing') ? pick(r, W.SOLUTIONS) : null,
      fee: quoted ? (50 + Math.floor(r() * 60) * 50) * 100 : 0,
      engineer: repaired ? pick(r, W.ENGINEERS) : null,
      express_in: mode === 'mail' && status !== 'pending' && !(status === 'cancelled' && r() < 0.5) ? `SF${digits(r, 12)}` : null,
      express_out: mode === 'mail' && (status === 'shipped' || status === 'completed') ? `SF${digits(r, 12)}` : null,
      created_at: new Date(at).toISOString(),
      updated_at: new Date(Math.max(at, updated)).toISOString(),
      version: 1 + steps,
      created_by: pick(r, ctx.operators),
    };
  }
}

const REQUEST_MIX: Record<Age, Mix<string>> = {
  recent: [['pending', 35], ['approved', 20], ['sent', 30], ['refused', 10], ['cancelled', 5]],
  month: [['sent', 30], ['returned', 15], ['credited', 25], ['written_off', 10], ['refused', 10], ['cancelled', 5], ['approved', 5]],
  old: [['credited', 45], ['written_off', 20], ['returned', 10], ['refused', 12], ['cancelled', 8], ['sent', 5]],
};
for (const k of Object.keys(REQUEST_MIX) as Age[]) REQUEST_MIX[k] = percent(REQUEST_MIX[k]);
const SENT = new Set(['sent', 'returned', 'credited', 'written_off']);
/** The demo seed's `backup_return_days` (system config): how long a backup unit may stay out. */
const BACKUP_RETURN_DAYS = 30;
const REQUEST_STEPS: Record<string, number> = { pending: 0, approved: 1, refused: 1, sent: 2, cancelled: 2, returned: 3, credited: 3, written_off: 3 };

export interface StockRef { id: number; kind: string }

/** `count` requests (type 1 backup unit 55 %, type 2 accessory 45 %) referencing the seeded stock items. */
export function* requestRows(count: number, seed: number, ctx: RowContext & { stock: readonly StockRef[] }, existingNos: readonly string[]): Generator<Record<string, string | number | null>> {
  const r = createRandom(seed ^ 0x5eed);
  const customers = makeCustomers(r, Math.max(500, Math.floor(count / 3)));
  const nextNo = dailyNumbers(existingNos);
  const backup = ctx.stock.filter((s) => s.kind === 'backup');
  const accessory = ctx.stock.filter((s) => s.kind === 'accessory');
  if (!backup.length || !accessory.length) throw new Error('the demo seed wrote no backup/accessory stock items');
  for (let i = 0; i < count; i++) {
    const at = createdAtOf(i, count, ctx.now, ctx.years);
    const type = r() < 0.55 ? 1 : 2;
    const c = customers[Math.floor(Math.pow(r(), 1.4) * customers.length)];
    let status = weighted(r, REQUEST_MIX[ageOf(ctx.now, at)]);
    if (type === 2 && status === 'returned') status = 'credited';
    // a backup unit is lent for BACKUP_RETURN_DAYS: one shipped before that came back long ago
    // (the steady state of a running shop: the overdue reminders of src/server/areas/needs/overdueBackups.ts
    // were raised and answered then), so the data holds no overdue unit at `now`
    if (type === 1 && status === 'sent' && at < ctx.now - BACKUP_RETURN_DAYS * DAY) status = 'returned';
    const steps = REQUEST_STEPS[status];
    const sent = SENT.has(status);
    const back = status === 'returned' || (type === 1 && (status === 'credited' || status === 'written_off') && r() < 0.8);
    const quantity = type === 1 ? 1 : 1 + Math.floor(r() * 3);
    const updated = Math.min(ctx.now - HOUR, at + steps * HOUR * (3 + Math.floor(r() * 60)));
    yield {
      no: nextNo(type === 1 ? 'BY' : 'PJ', at),
      type,
      status,
      serial: serialAt(c, at),
      model: c.model.name,
      stock_id: pick(r, type === 1 ? backup : accessory).id,
      quantity,
      customer_name: c.name,
      customer_phone: c.phone,
      customer_company: c.company,
      address: c.address,
      repair_no: r() < 0.5 ? `WX${chinaDay(at - DAY)}${String(1 + Math.floor(r() * 500)).padStart(4, '0')}` : null,
      reason: pick(r, type === 1 ? N.BACKUP_REASONS : N.ACCESSORY_REASONS),
      deposit: type === 1 && r() < 0.6 ? 200000 : 0,
      credit_amount: status === 'credited' ? (type === 1 ? (5 + Math.floor(r() * 20)) * 1000 : (80 + Math.floor(r() * 40) * 10) * 100 * quantity) : null,
      express_out: sent ? `${pick(r, N.EXPRESS)}${digits(r, 12)}` : null,
      express_back: sent && back ? `${pick(r, N.EXPRESS)}${digits(r, 12)}` : null,
      created_at: new Date(at).toISOString(),
      updated_at: new Date(Math.max(at, updated)).toISOString(),
      version: 1 + steps,
      created_by: pick(r, ctx.operators),
    };
  }
}
