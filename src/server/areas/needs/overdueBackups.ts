import { sql } from 'kysely';
import { requests } from '../../../../resources/needs/requests.ts';
import type { Deps } from '../../context.ts';
import { raiseTrigger, triggerIsOn } from '../notifications/triggers.ts';
import { fromStoredValue } from '../../shared/config/configValues.ts';

const DAY = 86_400_000;
const TRIGGER = requests.notify[0];

/** System config `backup_return_days`: how many days a backup unit may stay out (default 30). */
export async function backupReturnDays(db: Deps['db']): Promise<number> {
  const row = await db.selectFrom('system_config').select('value').where('key', '=', 'backup_return_days').executeTakeFirst();
  const days = row ? fromStoredValue(row.value) : null;
  return typeof days === 'number' && Number.isFinite(days) && days > 0 ? days : 30;
}

/**
 * The periodic scan of trigger `backup_overdue`: every backup-unit request (type 1) still 已发出
 * whose unit was shipped (its `ship` history entry) more than `backup_return_days` days before
 * `now` gets one reminder per 7 days overdue, keyed `backup.overdue:<id>:<week>` (week 0 = the
 * first 7 days overdue), so a scan repeated within the week, or by another process, adds nothing.
 * Returns how many reminders it wrote.
 */
export async function scanOverdueBackups(deps: Pick<Deps, 'db'>, now: number): Promise<number> {
  const { db } = deps;
  if (!(await triggerIsOn(db, TRIGGER))) return 0;
  const returnDays = await backupReturnDays(db);
  const cutoff = new Date(now - returnDays * DAY).toISOString();
  const shippedAt = sql<string>`coalesce(e.created_at, r.updated_at)`;
  const rows = await db
    .selectFrom('request as r')
    .leftJoin('request_event as e', (join) => join.onRef('e.request_id', '=', 'r.id').on('e.kind', '=', 'status').on('e.action', '=', 'ship'))
    .selectAll('r')
    .select(shippedAt.as('shipped_at'))
    .where('r.type', '=', 1)
    .where('r.status', '=', 'sent')
    .where(shippedAt, '<', cutoff)
    .orderBy('r.id')
    .execute();
  let written = 0;
  for (const { shipped_at, ...row } of rows) {
    const overdueMs = now - Date.parse(shipped_at) - returnDays * DAY;
    const key = `backup.overdue:${row.id}:${Math.floor(overdueMs / (7 * DAY))}`;
    // the outbox keeps one row per key (a concurrent scan's duplicate is dropped there); this skips the work
    if (await db.selectFrom('notification').select('id').where('idempotency_key', '=', key).executeTakeFirst()) continue;
    const out = await raiseTrigger(db, requests, TRIGGER, row, { now, actor: null, days: Math.max(1, Math.ceil(overdueMs / DAY)), idempotencyKey: key });
    if (out) written += 1;
  }
  return written;
}
