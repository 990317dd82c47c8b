import type { Insertable } from 'kysely';
import { chinaDayKey } from '../../../domain/chinaTime.ts';
import { defineSeed } from '../../db/areaSeed.ts';
import type { Db } from '../../db/database.ts';
import { createRandom } from '../../db/random.ts';
import { PRODUCT_MODELS } from '../../shared/products/demoModels.ts';
import { handlerAccounts } from './handlerAccounts.ts';
import { ASSIGN_REASONS, COMMENTS, DESC_ADDITIONS, DISABLED_TYPE, QUESTIONS, RESULTS, TYPES, type DemoType } from './seedData.ts';
import type { WorkflowBucketEventTable, WorkflowBucketTable } from '../../db/tables.ts';

/**
 * Demo data of the workflow area: six ticket types (one disabled, still holding old tickets),
 * twelve recurring problems, and about 240 tickets over the last six months, each walked through
 * the declared states as the server would — created 待分配 or 处理中, commented, assigned (with a
 * reason), its description supplemented, closed with a result and sometimes filed under a
 * problem. Recent tickets are mostly still open, some past their due time; the demo accounts
 * `staff` and `admin` handle many of them, so their queues and badges show.
 */

type Random = () => number;
type Account = { id: number; name: string; username: string };
type Event = Omit<Insertable<WorkflowBucketEventTable>, 'workflow_bucket_id'>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TICKETS = 240;
const PRIORITIES = ['urgent', 'high', 'normal', 'low'] as const;

const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const iso = (ms: number): string => new Date(ms).toISOString();

function serialOf(r: Random, model: (typeof PRODUCT_MODELS)[number], createdAt: number): string {
  const letters = model.letters ?? String.fromCharCode(65 + Math.floor(r() * 26)) + (r() < 0.5 ? String.fromCharCode(65 + Math.floor(r() * 26)) : '');
  const d = new Date(createdAt);
  const made = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1 - Math.floor(r() * 30), 1));
  return `SUP${model.code}${letters}${String(made.getUTCFullYear() % 100).padStart(2, '0')}${String(made.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A type's extra values, filled like a person would. */
function extraOf(r: Random, type: DemoType, createdAt: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of type.form) {
    if (!f.required && r() < 0.4) continue;
    if (f.type === 'select') out[f.name] = pick(r, f.options ?? []);
    else if (f.type === 'number') out[f.name] = f.name === 'quantity' ? 1 + Math.floor(r() * 5) : 200 + Math.floor(r() * 6000);
    else if (f.type === 'date') out[f.name] = new Date(createdAt + (2 + Math.floor(r() * 10)) * DAY).toISOString().slice(0, 10);
    else if (f.type === 'text') out[f.name] = ({ alarm_code: `E${100 + Math.floor(r() * 60)}`, contact: `${pick(r, ['王', '李', '陈', '刘'])}工`, part: pick(r, ['F160 场镜', '振镜驱动板', '红光指示模块', 'CO2 反射镜片']), version: `V${2 + Math.floor(r() * 2)}.${Math.floor(r() * 9)}.${Math.floor(r() * 20)}` } as Record<string, string>)[f.name] ?? '见描述';
  }
  return out;
}

interface Ticket {
  row: Insertable<WorkflowBucketTable>;
  events: Event[];
}

/** A seeded record a ticket may name: its number (or, for a device, its serial) and its model. */
type Linkable = { no: string; model: string | null };

/**
 * One ticket created at `createdAt`, walked until `now`. What it is linked to is a seeded record
 * (a repair, request or exchange, or the serial of a seeded repair), and its model is that
 * record's: the drawn values are still drawn, so the seeded sequence stays as it was.
 */
function walkTicket(r: Random, ctx: { no: string; type: DemoType; typeId: number; createdAt: number; now: number; creators: Account[]; handlers: Account[]; defaultHandler: Account | undefined; links: Record<string, Linkable[]>; questions: { id: number; model: string | null }[] }): Ticket {
  const { type, createdAt, now } = ctx;
  const [title, description] = pick(r, type.texts);
  const priority = r() < 0.5 ? type.priority : pick(r, PRIORITIES);
  const sla = type.sla[PRIORITIES.indexOf(priority)];
  const creator = pick(r, ctx.creators);
  const chosen = r() < 0.25 ? pick(r, ctx.handlers) : undefined;
  let handler: Account | undefined = chosen ?? (r() < 0.6 ? ctx.defaultHandler : undefined);
  let status = handler ? 'processing' : 'open';
  const kind = type.links.length && r() < 0.75 ? pick(r, type.links) : null;
  const model = pick(r, PRODUCT_MODELS.filter((m) => m.sale_state !== 'upcoming'));
  const drawnSerial = kind === 'serial' ? serialOf(r, model, createdAt) : null;
  const devices = ctx.links.serial;
  const linked: Linkable | null =
    kind === 'serial' ? (devices.length ? devices[Number(ctx.no.slice(-8)) % devices.length] : { no: drawnSerial ?? '', model: model.name }) : kind && ctx.links[kind].length ? pick(r, ctx.links[kind]) : null;
  const linkNo = linked?.no || null;
  const linkedModel = linked?.model ?? model.name;
  const by = (a: Account) => ({ operator_id: a.id, operator_name: a.name || a.username });
  const events: Event[] = [{ kind: 'create', action: null, from_status: null, to_status: status, content: null, data_json: null, ...by(creator), created_at: iso(createdAt) }];
  let version = 1;
  let updatedAt = createdAt;
  let text = description;
  const row: Insertable<WorkflowBucketTable> = {
    no: ctx.no, title, type_id: ctx.typeId, priority, created_by: creator.id, due_at: iso(createdAt + sla * HOUR),
    model: kind === 'serial' || r() < 0.5 ? linkedModel : null, link_kind: linkNo ? kind : null, link_no: linkNo,
    description, extra_json: null, attachments: null, result: null, question_id: null, closed_at: null,
    created_at: iso(createdAt), updated_at: iso(createdAt), version: 1, handler_id: null,
  };
  const extra = extraOf(r, type, createdAt);
  if (Object.keys(extra).length) row.extra_json = JSON.stringify(extra);
  const age = now - createdAt;
  const closes = r() < (age > 20 * DAY ? 0.88 : age > 4 * DAY ? 0.55 : 0.15);
  let t = createdAt;
  const next = (maxHours: number) => (t += HOUR * (1 + Math.floor(r() * maxHours))) < now - HOUR;
  const assign = (to: Account, actor: Account) => {
    events.push({ kind: 'status', action: 'assign', from_status: status, to_status: 'processing', content: pick(r, ASSIGN_REASONS), data_json: JSON.stringify({ handler_id: to.id }), ...by(actor), created_at: iso(t) });
    handler = to;
    status = 'processing';
    version += 1;
    updatedAt = t;
  };
  if (!handler && (closes || r() < 0.35) && next(30)) assign(pick(r, ctx.handlers), pick(r, ctx.creators));
  for (let i = Math.floor(r() * 4); i > 0 && next(40); i--) {
    events.push({ kind: 'follow', action: 'comment', from_status: null, to_status: null, content: pick(r, COMMENTS), data_json: null, ...by(handler ?? creator), created_at: iso(t) });
  }
  if (handler && r() < 0.15 && next(24)) {
    const others = ctx.handlers.filter((h) => h.id !== handler?.id);
    if (others.length) assign(pick(r, others), handler);
  }
  if (r() < 0.12 && next(24)) {
    const to = `${text}\n${pick(r, DESC_ADDITIONS)}`;
    events.push({ kind: 'update', action: 'desc', from_status: null, to_status: null, content: null, data_json: JSON.stringify({ changes: { description: { from: text, to } } }), ...by(handler ?? creator), created_at: iso(t) });
    text = to;
    version += 1;
    updatedAt = t;
  }
  if (closes && next(48)) {
    const fitting = ctx.questions.filter((q) => q.model === null || q.model === row.model);
    const question = fitting.length && r() < 0.45 ? pick(r, fitting).id : null;
    const result = pick(r, RESULTS);
    events.push({ kind: 'status', action: 'close', from_status: status, to_status: 'closed', content: null, data_json: JSON.stringify({ result, ...(question ? { question_id: question } : {}) }), ...by(handler ?? creator), created_at: iso(t) });
    status = 'closed';
    version += 1;
    updatedAt = t;
    Object.assign(row, { result, question_id: question, closed_at: iso(t) });
  }
  Object.assign(row, { status, handler_id: handler?.id ?? null, description: text, version, updated_at: iso(updatedAt) });
  return { row, events };
}

export async function seedWorkflow(db: Db, now: number, seed = 20261126): Promise<void> {
  const r = createRandom(seed);
  const handlers = await handlerAccounts(db);
  const byName = new Map(handlers.map((a) => [a.username, a]));
  const creators = ['staff', 'admin', 'superadmin'].flatMap((u) => (byName.has(u) ? [byName.get(u) as Account] : []));
  if (!creators.length) return;
  // staff and admin handle most tickets, so their queues show
  const weighted = [...creators.filter((a) => a.username !== 'superadmin'), ...creators.filter((a) => a.username !== 'superadmin'), ...handlers];
  const setupAt = now - 200 * DAY;
  await db.transaction().execute(async (trx) => {
    const typeIds = new Map<string, number>();
    for (const [i, t] of TYPES.entries()) {
      const at = iso(setupAt + i * HOUR);
      const { id } = await trx.insertInto('workflow_type').values({
        name: t.name, category: t.category, enabled: t.name === DISABLED_TYPE ? 0 : 1, sort: (i + 1) * 10, default_handler_id: t.handler ? byName.get(t.handler)?.id ?? null : null,
        default_priority: t.priority, sla_urgent: t.sla[0], sla_high: t.sla[1], sla_normal: t.sla[2], sla_low: t.sla[3], form_json: t.form.length ? JSON.stringify(t.form) : null,
        description: t.description, created_at: at, updated_at: at, created_by: creators[0].id,
      }).returning('id').executeTakeFirstOrThrow();
      typeIds.set(t.name, id);
      await trx.insertInto('workflow_type_event').values({ workflow_type_id: id, kind: 'create', action: null, from_status: null, to_status: null, content: null, data_json: null, operator_id: creators[0].id, operator_name: creators[0].name, created_at: at }).execute();
    }
    const questions: { id: number; model: string | null }[] = [];
    for (const [i, q] of QUESTIONS.entries()) {
      const at = iso(setupAt + (10 + i * 12) * DAY);
      const { id } = await trx.insertInto('workflow_question').values({ ...q, created_at: at, updated_at: at, created_by: creators[0].id }).returning('id').executeTakeFirstOrThrow();
      questions.push({ id, model: q.model });
      await trx.insertInto('workflow_question_event').values({ workflow_question_id: id, kind: 'create', action: null, from_status: null, to_status: null, content: null, data_json: null, operator_id: creators[0].id, operator_name: creators[0].name, created_at: at }).execute();
    }
    const links: Record<string, Linkable[]> = {
      repair: await trx.selectFrom('repair').select(['no', 'model']).orderBy('id').limit(200).execute(),
      request: await trx.selectFrom('request').select(['no', 'model']).orderBy('id').limit(200).execute(),
      exchange: await trx.selectFrom('exchange').select(['no', 'model']).orderBy('id').limit(200).execute(),
      serial: (await trx.selectFrom('repair').select(['serial', 'model']).orderBy('id').limit(200).execute()).map((x) => ({ no: x.serial, model: x.model })),
    };
    const seq = new Map<string, number>();
    const times = Array.from({ length: TICKETS }, (_, i) => (i < 45 ? now - Math.floor(r() * 6 * DAY) : now - Math.floor(r() * 180 * DAY)) - HOUR).sort((a, b) => a - b);
    for (const createdAt of times) {
      const usable = TYPES.filter((t) => t.name !== DISABLED_TYPE || createdAt < now - 120 * DAY);
      const type = pick(r, usable);
      const day = `GD${chinaDayKey(createdAt)}`;
      const n = (seq.get(day) ?? 0) + 1;
      seq.set(day, n);
      const defaultHandler = type.handler ? byName.get(type.handler) : undefined;
      const t = walkTicket(r, { no: `${day}${String(n).padStart(4, '0')}`, type, typeId: typeIds.get(type.name) ?? 0, createdAt, now, creators, handlers: weighted, defaultHandler, links, questions });
      const { id } = await trx.insertInto('workflow_bucket').values(t.row).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('workflow_bucket_event').values(t.events.map((e) => ({ ...e, workflow_bucket_id: id }))).execute();
    }
  });
}

/** The workflow area's demo data (types, recurring problems, tickets with their handling records). */
export const seed = defineSeed({ area: 'workflow', seeds: ['ticketTypes', 'ticketQuestions', 'tickets'], after: ['people', 'needs', 'repairs'], run: (db, now) => seedWorkflow(db, now) });
