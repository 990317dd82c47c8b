import { sql } from 'kysely';
import { requests } from '../../../../resources/needs/requests.ts';
import { backupReturnDays } from '../../shared/config/configItems.ts';
import { triggerIsOn } from '../../shared/notify/triggerSwitch.ts';
import type { ScanContext, Scanner } from '../../shared/notify/types.ts';

const DAY = 86_400_000;
const TRIGGER = requests.notify[0];

/**
 * The periodic scan of trigger `backup_overdue`: every backup-unit request (type 1) still 已发出
 * whose unit was shipped (its `ship` history entry) more than `backup_return_days` days before
 * `now` gets one reminder per 7 days overdue, keyed `backup.overdue:<id>:<week>` (week 0 = the
 * first 7 days overdue), so a scan repeated within the week, or by another process, adds nothing.
 * Returns how many reminders it wrote. `raise` is the notifications area's trigger runner, handed
 * over by the delivery worker (the needs area brings the scan in its entry's `scanners`).
 */
export async function scanOverdueBackups({ db, raise }: ScanContext, now: number): Promise<number> {
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
    const out = await raise(db, requests, TRIGGER, row, { now, actor: null, days: Math.max(1, Math.ceil(overdueMs / DAY)), idempotencyKey: key });
    if (out) written += 1;
  }
  return written;
}

/** The needs area's scan (its entry's `scanners`): hourly. */
export const OVERDUE_BACKUP_SCANNER: Scanner = { name: 'backup_overdue', everyMs: 3_600_000, run: scanOverdueBackups };
