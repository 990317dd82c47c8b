import type { Insertable } from 'kysely';
import { activeResultOf, maskCode } from '../../../domain/activeCodes.ts';
import { chinaDate } from '../../../domain/chinaTime.ts';
import { checkSerial, type WarrantyRule } from '../../../domain/warrantyRules.ts';
import { defineSeed } from '../../db/areaSeed.ts';
import type { Db } from '../../db/database.ts';
import { createRandom } from '../../db/random.ts';
import type { DeviceActiveLogTable } from '../../db/tables.ts';
import { loadWarrantyRules } from '../../shared/products/warrantyRules.ts';
import { activeCodeOf } from './activeCode.ts';
import { codeSecret, dailyLimitConfig, dailyLimit } from './config.ts';

/**
 * Demo data of 解密记录: 5,000+ requests over the year before the demo clock, made by 1,400
 * devices (serials valid by the SUP rule of the seeded product models, of the seeded customers),
 * through the four channels, answered by the same rule as the API (activeResultOf): about 4 % from
 * unknown serials (typos, models nobody makes), about 4 % from devices past their warranty, and
 * 45 bursts of 6–9 requests of one serial on one day (the ones over N refused; some in the last
 * 30 days, so the page's warning shows them). Inserted in batches (one HMAC per success).
 */

type Random = () => number;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DEVICES = 1_400;
const REQUESTS = 4_800;
const BURSTS = 45;
const BATCH = 250;

const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
const hex = (r: Random, n: number): string => Array.from({ length: n }, () => '0123456789ABCDEF'[Math.floor(r() * 16)]).join('');
const pad = (n: number): string => String(n).padStart(2, '0');
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

interface Device {
  serial: string;
  deviceCode: string;
  customer: { name: string | null; phone: string | null };
  /** When its requests may start (its production, or the end of its warranty for one that asks too late). */
  from: number;
  /** It asks only after its warranty ended (every request refused as out of rule). */
  late: boolean;
}

interface Request {
  device: Device;
  at: number;
  channel: string;
}

/** A serial of `rule` produced `monthsAgo` months before `now` (China months). */
function serialOf(r: Random, rule: WarrantyRule, monthsAgo: number, now: number): { serial: string; produced: number } {
  const letters = rule.letters ?? pick(r, LETTERS.split('')) + (r() < 0.5 ? pick(r, LETTERS.split('')) : '');
  const d = new Date(now);
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - monthsAgo, 1));
  return { serial: `SUP${rule.code}${letters}${pad(t.getUTCFullYear() % 100)}${pad(t.getUTCMonth() + 1)}`, produced: t.getTime() };
}

/** A serial no rule knows: a typo of the rule, a month 13, or a model code nobody makes. */
function unknownSerial(r: Random, rules: readonly WarrantyRule[], now: number): string {
  const { serial } = serialOf(r, pick(r, rules), 1 + Math.floor(r() * 20), now);
  const codes = new Set(rules.map((x) => x.code));
  const free = Array.from({ length: 99 }, (_, i) => pad(i + 1)).filter((c) => !codes.has(c));
  switch (Math.floor(r() * 4)) {
    case 0: return serial.replace('SUP', 'SPU');
    case 1: return `${serial.slice(0, -2)}13`;
    case 2: return `SUP${pick(r, free)}${serial.slice(5)}`;
    default: return serial.slice(0, -1);
  }
}

const CHANNELS = ['device', 'device', 'device', 'device', 'wechat', 'wechat', 'wechat', 'admin', 'admin', 'api'] as const;

/** An address of the channel: the office for the back office, a public one else. */
const ipOf = (r: Random, channel: string): string =>
  channel === 'admin' ? `192.168.10.${10 + Math.floor(r() * 40)}` : `${pick(r, [36, 58, 112, 113, 117, 120, 183, 223])}.${Math.floor(r() * 256)}.${Math.floor(r() * 256)}.${1 + Math.floor(r() * 254)}`;

/** A time of day people ask at: mostly 8:00–22:00 China time. */
const dayTime = (r: Random, dayStart: number): number => dayStart + (r() < 0.9 ? 8 * HOUR + Math.floor(r() * 14 * HOUR) : Math.floor(r() * 24 * HOUR));

export async function seedDevice(db: Db, now: number): Promise<void> {
  const r = createRandom(20261130);
  const iso = new Date(now).toISOString();
  await db.insertInto('system_config').values(dailyLimitConfig(iso)).onConflict((oc) => oc.column('key').doNothing()).execute();
  const [rules, limit, secret] = await Promise.all([loadWarrantyRules(db), dailyLimit(db), codeSecret(db, iso)]);
  if (rules.length === 0) return;
  const customers = await db.selectFrom('customer').select(['name', 'phone']).orderBy('id').limit(400).execute();
  const operators = (await db.selectFrom('admin').select(['id', 'username']).where('username', 'in', ['admin', 'chenjing', 'zhouwei', 'sunfang', 'superadmin']).orderBy('id').execute()).map((a) => a.id);
  const yearAgo = now - 365 * DAY;

  const devices: Device[] = Array.from({ length: DEVICES }, () => {
    const rule = pick(r, rules);
    const late = r() < 0.06;
    const monthsAgo = late ? rule.months + 1 + Math.floor(r() * 12) : 1 + Math.floor(r() * Math.max(1, rule.months - 1));
    const { serial, produced } = serialOf(r, rule, monthsAgo, now);
    const info = checkSerial(rules, serial).info;
    const end = info.valid ? Date.parse(`${info.warrantyEnd}T16:00:00Z`) : produced;
    const customer = customers.length > 0 && r() < 0.85 ? pick(r, customers) : { name: null, phone: null };
    return { serial, deviceCode: hex(r, 16), customer, from: Math.max(yearAgo, late ? end : produced), late };
  });

  const requests: Request[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const unknown = r() < 0.04;
    const device = unknown ? { serial: unknownSerial(r, rules, now), deviceCode: hex(r, 16), customer: { name: null, phone: null }, from: yearAgo, late: false } : pick(r, devices);
    if (device.from >= now) continue;
    requests.push({ device, at: device.from + Math.floor(r() * (now - device.from)), channel: pick(r, CHANNELS) });
  }
  const inWarranty = devices.filter((d) => !d.late && d.from < now - 40 * DAY);
  for (let b = 0; b < BURSTS; b++) {
    const device = pick(r, inWarranty);
    // a few in the last 30 days (the page's warning), the rest over the year
    // (after the device was made)
    const madeDaysAgo = Math.floor((now - device.from) / DAY);
    const daysAgo = b < 8 ? 1 + Math.floor(r() * 28) : 30 + Math.floor(r() * Math.max(1, Math.min(330, madeDaysAgo - 31)));
    const start = dayTime(r, Date.parse(`${chinaDate(now - daysAgo * DAY)}T00:00:00+08:00`));
    const size = limit + 1 + Math.floor(r() * 4);
    for (let k = 0; k < size; k++) requests.push({ device, at: Math.min(start + k * Math.floor(3 * 60_000 + r() * 20 * 60_000), now - 60_000), channel: pick(r, ['device', 'device', 'api']) });
  }
  requests.sort((a, b) => a.at - b.at);

  const perDay = new Map<string, number>();
  const rows: Insertable<DeviceActiveLogTable>[] = requests.map((q) => {
    const today = chinaDate(q.at);
    const key = `${q.device.serial}\n${today}`;
    const requestsToday = perDay.get(key) ?? 0;
    perDay.set(key, requestsToday + 1);
    const { info, rule } = checkSerial(rules, q.device.serial);
    const known = info.valid && rule !== undefined;
    const warrantyEnd = known && info.valid ? info.warrantyEnd : null;
    const answer = activeResultOf({ known, warrantyEnd, today, requestsToday, limit });
    const code = answer.result === 'success' ? activeCodeOf(secret, info.serial, q.device.deviceCode) : null;
    return {
      serial: info.serial,
      model_id: known ? (rule?.id ?? null) : null,
      warranty_end: warrantyEnd,
      device_code: q.device.deviceCode,
      customer_name: q.device.customer.name,
      customer_phone: q.device.customer.phone,
      result: answer.result,
      reason: answer.result === 'failure' ? answer.reason : null,
      code_masked: code ? maskCode(code) : null,
      channel: q.channel,
      operator_id: q.channel === 'admin' && operators.length > 0 ? pick(r, operators) : null,
      ip: ipOf(r, q.channel),
      day_count: requestsToday + 1,
      created_at: new Date(q.at).toISOString(),
    };
  });
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += BATCH) await trx.insertInto('device_active_log').values(rows.slice(i, i + BATCH)).execute();
    // the whole codes, apart: recomputed from each success's serial and device code
    const successes = await trx.selectFrom('device_active_log').select(['id', 'serial', 'device_code']).where('result', '=', 'success').orderBy('id').execute();
    const codes = successes.map((s) => ({ log_id: Number(s.id), code: activeCodeOf(secret, s.serial, s.device_code) }));
    for (let i = 0; i < codes.length; i += BATCH * 4) await trx.insertInto('device_active_code').values(codes.slice(i, i + BATCH * 4)).execute();
  });
}

export const seed = defineSeed({ area: 'device', seeds: ['deviceActiveLogs', 'deviceActiveCodes'], after: ['settings', 'people', 'needs', 'repairs'], run: (db, now) => seedDevice(db, now) });
