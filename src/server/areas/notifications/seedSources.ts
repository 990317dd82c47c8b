import { createHash } from 'node:crypto';
import type { NotifyTrigger, ResourceDef } from '../../../../resources/define.ts';
import { repairs } from '../../../../resources/needs/repairs.ts';
import { requests } from '../../../../resources/needs/requests.ts';
import { tickets } from '../../../../resources/workflow/tickets.ts';
import type { AuthUser } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { TriggerCause } from './triggers.ts';
import { rowToRecord } from '../../engine/schema.ts';
import { backupReturnDays } from '../../shared/config/configItems.ts';

/**
 * What the demo outbox is made of: the moments a declared trigger fired on the seeded records, as
 * the trigger runner (triggers.ts) would have seen them — every status change of a
 * repair (`repair_status`), each week a shipped backup unit was overdue (`backup_overdue`, the
 * scan's own key), each ticket assignment (`ticket_assign`) — with the record as it was then and
 * the cause (who, when, the remark). So every number a notification names is a seeded record's,
 * and its recipient is that record's customer or handler.
 */
export interface DemoOccurrence {
  resource: ResourceDef;
  trigger: NotifyTrigger;
  /** The record as the API shows it, at that moment. */
  record: Record<string, unknown>;
  cause: TriggerCause & { idempotencyKey: string };
}

const DAY = 86_400_000;
const WEEK = 7 * DAY;

/** A key as the outbox makes one when the trigger gives none, `<trigger>:<uuid>`; here the uuid is derived from the source event, so a reseed writes the same keys. */
function keyOf(trigger: NotifyTrigger, source: string): string {
  const h = createHash('sha1').update(`demo:${source}`).digest('hex');
  return `${trigger.name}:${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const triggerOf = (resource: ResourceDef, name: string): NotifyTrigger => {
  const found = resource.notify?.find((t) => t.name === name);
  if (!found) throw new Error(`demo outbox: ${resource.name} declares no trigger ${name}`);
  return found;
};

/** The demo accounts as the runner's actors. */
async function actorsOf(db: Db): Promise<Map<number, AuthUser>> {
  const rows = await db.selectFrom('admin').select(['id', 'username', 'name', 'grp', 'status']).execute();
  return new Map(rows.map((a) => [a.id, { id: a.id, username: a.username, name: a.name, group: a.grp, status: a.status, permissions: [], sessionId: 0 }]));
}

/** Each status change of a repair within the window: the repair with that status, by the account that made it. */
async function repairChanges(db: Db, from: number, now: number, actors: Map<number, AuthUser>): Promise<DemoOccurrence[]> {
  const trigger = triggerOf(repairs, 'repair_status');
  const events = await db
    .selectFrom('repair_event')
    .select(['id', 'repair_id', 'action', 'to_status', 'content', 'operator_id', 'created_at'])
    .where('kind', '=', 'status')
    .where('created_at', '>', new Date(from).toISOString())
    .where('created_at', '<', new Date(now).toISOString())
    .orderBy('created_at')
    .execute();
  const ids = [...new Set(events.map((e) => e.repair_id))];
  const rows = new Map((ids.length ? await db.selectFrom('repair').selectAll().where('id', 'in', ids).execute() : []).map((r) => [r.id, r]));
  return events.flatMap((e) => {
    const row = rows.get(e.repair_id);
    if (!row) return [];
    const record = rowToRecord(repairs, { ...row, status: e.to_status });
    const actor = e.operator_id === null ? null : (actors.get(e.operator_id) ?? null);
    return [{ resource: repairs, trigger, record, cause: { now: Date.parse(e.created_at), actor, action: e.action ?? undefined, remark: e.content, idempotencyKey: keyOf(trigger, `r${e.id}`) } }];
  });
}

/** Each week a backup unit still out was overdue, within the window: the scan's reminder, with the scan's key. */
async function overdueReminders(db: Db, from: number, now: number): Promise<DemoOccurrence[]> {
  const trigger = triggerOf(requests, 'backup_overdue');
  const limit = (await backupReturnDays(db)) * DAY;
  const rows = await db
    .selectFrom('request as r')
    .innerJoin('request_event as e', (join) => join.onRef('e.request_id', '=', 'r.id').on('e.kind', '=', 'status').on('e.action', '=', 'ship'))
    .selectAll('r')
    .select('e.created_at as shipped_at')
    .where('r.type', '=', 1)
    .where('r.status', '=', 'sent')
    .orderBy('r.id')
    .execute();
  const out: DemoOccurrence[] = [];
  for (const { shipped_at, ...row } of rows) {
    const due = Date.parse(shipped_at) + limit;
    for (let week = 0; due + week * WEEK < now; week++) {
      // the hourly scan finds it within the hour
      const at = due + week * WEEK + 40 * 60_000;
      if (at < from || at >= now) continue;
      out.push({ resource: requests, trigger, record: rowToRecord(requests, row), cause: { now: at, actor: null, days: Math.max(1, Math.ceil((at - due) / DAY)), idempotencyKey: `backup.overdue:${row.id}:${week}` } });
    }
  }
  return out;
}

/** Each assignment of a ticket within the window: the ticket with its new handler, by the account that assigned it. */
async function ticketAssignments(db: Db, from: number, now: number, actors: Map<number, AuthUser>): Promise<DemoOccurrence[]> {
  const trigger = triggerOf(tickets, 'ticket_assign');
  const events = await db
    .selectFrom('workflow_bucket_event')
    .select(['id', 'workflow_bucket_id', 'content', 'data_json', 'operator_id', 'created_at'])
    .where('kind', '=', 'status')
    .where('action', '=', 'assign')
    .where('created_at', '>', new Date(from).toISOString())
    .where('created_at', '<', new Date(now).toISOString())
    .orderBy('created_at')
    .execute();
  const ids = [...new Set(events.map((e) => e.workflow_bucket_id))];
  const rows = new Map((ids.length ? await db.selectFrom('workflow_bucket').selectAll().where('id', 'in', ids).execute() : []).map((r) => [r.id, r]));
  return events.flatMap((e) => {
    const row = rows.get(e.workflow_bucket_id);
    const handler = (JSON.parse(e.data_json ?? '{}') as { handler_id?: number }).handler_id;
    if (!row || !handler) return [];
    const actor = e.operator_id === null ? null : (actors.get(e.operator_id) ?? null);
    return [{ resource: tickets, trigger, record: rowToRecord(tickets, { ...row, handler_id: handler }), cause: { now: Date.parse(e.created_at), actor, action: 'assign', remark: e.content, idempotencyKey: keyOf(trigger, `t${e.id}`) } }];
  });
}

/** Every trigger occurrence of the seeded records in the `days` before `now`, oldest first. */
export async function demoOccurrences(db: Db, now: number, days: number): Promise<DemoOccurrence[]> {
  const from = now - days * DAY;
  const actors = await actorsOf(db);
  const all = [...(await repairChanges(db, from, now, actors)), ...(await overdueReminders(db, from, now)), ...(await ticketAssignments(db, from, now, actors))];
  return all.sort((a, b) => a.cause.now - b.cause.now);
}
