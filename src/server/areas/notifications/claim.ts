import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { dialectOf } from '../../db/dialect.ts';
import type { NotificationTable } from './tables.ts';

/** An outbox row as the worker claimed it: `attempts` already counts the attempt it is about to make. */
export type ClaimedRow = Selectable<NotificationTable>;

/** What an attempt cut short (its worker stopped while sending) is recorded as when its row is claimed again. */
export const INTERRUPTED = '发送中断：处理该通知的进程已停止，租约到期后重新领取';

/**
 * Claims up to `limit` due rows for one worker, in one transaction: rows 待发送 whose
 * `next_attempt_at` has come, and rows 发送中 whose lease has run out (a claim sets
 * `next_attempt_at` to the end of the lease, so both are "due"; one index serves both). Each
 * claimed row becomes 发送中 with a lease of `leaseMs`, its attempts counted up, and gets an
 * attempt row; an earlier attempt still open (its worker died) is closed as 稍后重试.
 *
 * PostgreSQL: `update … where id in (select … for update skip locked)` — a row locked by another
 * worker's claim is skipped, and one it has claimed is no longer due when re-checked, so two
 * workers (or server processes) never claim the same row. SQLite: one writer at a time — the
 * transaction starts with `begin immediate` (src/server/db/database.ts) and the claim is a single
 * `update … returning`, so no other process can claim between the read and the write.
 */
export async function claimDue(db: Db, now: number, opts: { limit: number; leaseMs: number }): Promise<ClaimedRow[]> {
  const iso = new Date(now).toISOString();
  const lease = new Date(now + opts.leaseMs).toISOString();
  // an idle poll only reads: no write lock (SQLite) or row locks every second when nothing is due
  const anyDue = await db.selectFrom('notification').select('id').where('send_state', 'in', ['pending', 'sending']).where('next_attempt_at', '<=', iso).limit(1).executeTakeFirst();
  if (!anyDue) return [];
  return db.transaction().execute(async (trx) => {
    const due = trx.selectFrom('notification').select('id').where('send_state', 'in', ['pending', 'sending']).where('next_attempt_at', '<=', iso).orderBy('next_attempt_at').orderBy('id').limit(opts.limit);
    const rows = await trx
      .updateTable('notification')
      .set((eb) => ({ send_state: 'sending', lease_until: lease, next_attempt_at: lease, attempts: eb('attempts', '+', 1), version: eb('version', '+', 1), updated_at: iso }))
      .where('id', 'in', dialectOf(trx).name === 'postgres' ? due.forUpdate().skipLocked() : due)
      .returningAll()
      .execute();
    if (!rows.length) return rows;
    const ids = rows.map((r) => r.id);
    await trx.updateTable('notification_attempt').set({ finished_at: iso, result: 'retry', error: INTERRUPTED }).where('notification_id', 'in', ids).where('finished_at', 'is', null).execute();
    await trx
      .insertInto('notification_attempt')
      .values(rows.map((r) => ({ notification_id: r.id, attempt: r.attempts, started_at: iso, finished_at: null, result: null, error: null, provider_message_id: null })))
      .execute();
    return rows.sort((a, b) => a.id - b.id);
  });
}
