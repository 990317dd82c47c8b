import type { Insertable, Updateable } from 'kysely';
import { resolveAction } from '../../../../resources/catalogs/actionVariants.ts';
import type { ActionDef } from '../../../../resources/define.ts';
import { repairs } from '../../../../resources/needs/repairs.ts';
import { chinaDayKey } from '../../../domain/chinaTime.ts';
import { defineSeed } from '../../db/areaSeed.ts';
import type { Db } from '../../db/database.ts';
import { createRandom } from '../../db/random.ts';
import * as W from '../../db/seedData.ts';
import type { RepairTable } from '../../db/tables.ts';

type Random = () => number;
const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const digits = (r: Random, n: number): string => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Customer { name: string; phone: string; company: string; address: string }

function makeCustomers(r: Random, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const name = pick(r, W.SURNAMES) + pick(r, W.GIVEN_NAMES);
    const company = `${pick(r, W.CITIES_FOR_COMPANY)}${pick(r, W.COMPANY_WORDS)}${pick(r, W.COMPANY_KINDS)}`;
    const place = pick(r, W.PLACES);
    const address = `${place.province}${place.city}${pick(r, place.districts)}${pick(r, W.STREETS)}${1 + Math.floor(r() * 300)}号`;
    const phone = `1${pick(r, ['3', '5', '7', '8', '9'])}${digits(r, 9)}`;
    return { name, phone, company, address, username: `u${String(i + 1).padStart(4, '0')}`, email: `${phone}@${pick(r, W.EMAIL_DOMAINS)}` };
  });
}

function serialFor(r: Random, code: string, now: number): string {
  const letters = String.fromCharCode(65 + Math.floor(r() * 26)) + (r() < 0.5 ? String.fromCharCode(65 + Math.floor(r() * 26)) : '');
  const nowYear = new Date(now).getUTCFullYear() % 100;
  const year = Math.min(26, 22 + Math.floor(r() * Math.max(1, Math.min(26, nowYear) - 21)));
  return `SUP${code}${letters}${String(year).padStart(2, '0')}${String(1 + Math.floor(r() * 12)).padStart(2, '0')}`;
}

function actionValues(r: Random, a: ActionDef): { record: Partial<Updateable<RepairTable>>; remark: string | null } {
  switch (a.name) {
    case 'receive': return { record: { express_in: `SF${digits(r, 12)}` }, remark: null };
    case 'quote': return { record: { fee: (50 + Math.floor(r() * 60) * 50) * 100, solution: pick(r, W.SOLUTIONS) }, remark: '已与客户沟通报价' };
    case 'start_repair': return { record: { engineer: pick(r, W.ENGINEERS) }, remark: null };
    case 'finish': return { record: { solution: pick(r, W.SOLUTIONS) }, remark: '维修完成，已老化测试 24 小时' };
    case 'ship': return { record: { express_out: `SF${digits(r, 12)}` }, remark: null };
    case 'cancel': return { record: {}, remark: pick(r, W.CANCEL_REASONS) };
    case 'refuse_quote': return { record: {}, remark: pick(r, W.REFUSE_REASONS) };
    default: return { record: {}, remark: null };
  }
}

const ACTION_WEIGHT: Record<string, number> = { cancel: 0.15, refuse_quote: 0.3, start_repair: 0.6 };

/**
 * A customer's 通知方式, so the demo outbox's rows go the way each customer chose: every fifth by
 * email, every fifth by WeChat (with the 公众号 OpenID it needs), the rest by SMS. Derived from the
 * customer's place, not drawn: the seeded generator's sequence (and every later demo row) stays.
 */
function notifyChoiceOf(i: number, username: string): { notify_channel: string; wechat_openid: string | null } {
  if (i % 5 === 1) return { notify_channel: 'email', wechat_openid: null };
  if (i % 5 === 2) return { notify_channel: 'wechat', wechat_openid: `oX7a${Buffer.from(username).toString('hex').slice(0, 8)}Q${String(1000 + i)}` };
  return { notify_channel: 'sms', wechat_openid: null };
}

/** Creates ~80 customers and 360 repairs whose statuses were reached by walking the declared transitions. */
export async function seedDemoData(db: Db, now: number, seed = 20261122): Promise<void> {
  const r = createRandom(seed);
  const customers = makeCustomers(r, 80);
  const admins = await db.selectFrom('admin').select(['id', 'name']).where('username', 'in', ['admin', 'staff']).execute();
  const types = [...Array<number>(240).fill(1), ...Array<number>(120).fill(3)];
  const created = types.map(() => now - Math.floor(r() * 365 * DAY) - HOUR).sort((a, b) => a - b);
  const order = types.map((t) => ({ t, k: r() })).sort((a, b) => a.k - b.k).map((x) => x.t);
  const seq = new Map<string, number>();
  const actions = repairs.status.actions;
  await db.transaction().execute(async (trx) => {
    for (const [i, c] of customers.entries()) {
      const iso = new Date(now - 400 * DAY).toISOString();
      await trx.insertInto('customer').values({ name: c.name, nickname: null, username: c.username, phone: c.phone, email: c.email, company: c.company, wechat_name: c.name, wechat_avatar: null, avatar: null, grp: 1, ...notifyChoiceOf(i, c.username), created_at: iso, updated_at: iso }).execute();
    }
    for (const [i, createdAt] of created.entries()) {
      const type = order[i];
      const cust: Customer = pick(r, customers);
      const model = pick(r, W.MODELS);
      const prefix = `${type === 3 ? 'KX' : 'WX'}${chinaDayKey(createdAt)}`;
      const n = (seq.get(prefix) ?? 0) + 1;
      seq.set(prefix, n);
      const op = pick(r, admins);
      const row: Insertable<RepairTable> = {
        no: `${prefix}${String(n).padStart(4, '0')}`, type, status: 'pending', service_mode: r() < 0.7 ? 'mail' : r() < 0.5 ? 'onsite' : 'store',
        serial: serialFor(r, model.code, now), model: model.name, customer_name: cust.name, customer_phone: cust.phone,
        customer_company: r() < 0.8 ? cust.company : null, address: cust.address, fault: pick(r, W.FAULTS), solution: null, fee: 0,
        engineer: null, express_in: null, express_out: null, created_at: new Date(createdAt).toISOString(), updated_at: new Date(createdAt).toISOString(),
        version: 1, created_by: op.id,
      };
      const events: { kind: 'create' | 'status' | 'follow'; action: string | null; from: string | null; to: string | null; content: string | null; data: string | null; at: number }[] = [
        { kind: 'create', action: null, from: null, to: 'pending', content: null, data: null, at: createdAt },
      ];
      let at = createdAt;
      const stopChance = now - createdAt < 7 * DAY ? 0.45 : 0.04;
      for (;;) {
        const allowed = actions.filter((a) => (a.from as readonly string[]).includes(row.status as string));
        if (!allowed.length || r() < stopChance) break;
        const weights = allowed.map((a) => ACTION_WEIGHT[a.name] ?? 1);
        let x = r() * weights.reduce((s, w) => s + w, 0);
        const action = allowed.find((_, k) => (x -= weights[k]) < 0) ?? allowed[0];
        const next = at + HOUR * (2 + Math.floor(r() * 46));
        if (next >= now) break;
        at = next;
        const asked = new Set((resolveAction(action, row).fields ?? []).map((f) => f.name));
        const drawn = actionValues(r, action);
        const v = { ...drawn, record: Object.fromEntries(Object.entries(drawn.record).filter(([name]) => asked.has(name))) };
        Object.assign(row, v.record);
        events.push({ kind: 'status', action: action.name, from: String(row.status), to: action.to, content: v.remark, data: Object.keys(v.record).length ? JSON.stringify(v.record) : null, at });
        row.status = action.to;
        row.version = Number(row.version) + 1;
        row.updated_at = new Date(at).toISOString();
        if (r() < 0.15 && at + HOUR < now) events.push({ kind: 'follow', action: 'follow', from: null, to: null, content: pick(r, W.FOLLOW_NOTES), data: null, at: at + HOUR });
      }
      const { id } = await trx.insertInto('repair').values(row).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('repair_event').values(events.map((e) => ({
        repair_id: id, kind: e.kind, action: e.action, from_status: e.from, to_status: e.to, content: e.content, data_json: e.data,
        operator_id: op.id, operator_name: op.name, created_at: new Date(e.at).toISOString(),
      }))).execute();
    }
  });
}

/** The repairs area's demo data: the customers and repairs above. */
export const seed = defineSeed({ area: 'repairs', seeds: ['customers', 'repairs'], run: (db, now) => seedDemoData(db, now) });
