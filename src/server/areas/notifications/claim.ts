import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { dialectOf } from '../../db/dialect.ts';
import type { NotificationTable } from '../../db/tables.ts';

/** An outbox row as the worker claimed it: `attempts` already counts the attempt it is about to make. */
export type ClaimedRow = Selectable<NotificationTable>;

/** What an attempt cut short (its worker stopped while sending) is recorded as when its row is claimed again. */
export const INTERRUPTED = '发送中断：处理该通知的进程已停止，租约到期后重新领取';

/** What an attempt cut after its hand-over is recorded as when its row becomes 发送结果未知. */
export const CUT_AFTER_HANDOVER = '发送中断：消息已交给服务商，处理该通知的进程在收到确认前停止';

/** Why a row is 发送结果未知, after the attempt's own error. */
export const UNCERTAIN_REASON = '消息已交给服务商，但没有收到确认，服务商可能已经发出。为免重复发送，不再自动重试；请向接收人核实后决定是否重发';

/** The row's error when the claim finds it may not be sent again (the attempt's own text, then why). */
const CUT_ROW_ERROR = `发送结果未知：${UNCERTAIN_REASON}`;

/**
 * Claims up to `limit` due rows for one worker, in one transaction: rows 待发送 whose
 * `next_attempt_at` has come, and rows 发送中 whose lease has run out (a claim sets
 * `next_attempt_at` to the end of the lease, so both are "due"; one index serves both). Each
 * claimed row becomes 发送中 with a lease of `leaseMs`, its attempts counted up, and gets an
 * attempt row; an earlier attempt still open (its worker died) is closed as 稍后重试.
 *
 * First, in the same transaction, a due row with a hand-over still unanswered whose safe bound
 * has passed (`retry_safe_until`, set by finish.ts `recordHandOver` before the vendor could have
 * the message) is not claimed but made 发送结果未知, its open attempt closed as 结果未知: its
 * worker died after an SMTP server, Aliyun or the inbox may have taken the message (or after
 * WeChat's de-duplication window), so sending it again could deliver it twice.
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
    const postgres = dialectOf(trx).name === 'postgres';
    const unsafe = trx.selectFrom('notification').select('id').where('send_state', 'in', ['pending', 'sending']).where('next_attempt_at', '<=', iso).where('retry_safe_until', 'is not', null).where('retry_safe_until', '<=', iso);
    const uncertain = await trx
      .updateTable('notification')
      // no next attempt: 下次尝试 becomes the moment it ended, as for 失败
      .set((eb) => ({ send_state: 'uncertain', next_attempt_at: iso, lease_until: null, error: CUT_ROW_ERROR, version: eb('version', '+', 1), updated_at: iso }))
      .where('id', 'in', postgres ? unsafe.forUpdate().skipLocked() : unsafe)
      .returning('id')
      .execute();
    if (uncertain.length) {
      await trx.updateTable('notification_attempt').set({ finished_at: iso, result: 'uncertain', error: CUT_AFTER_HANDOVER }).where('notification_id', 'in', uncertain.map((r) => r.id)).where('finished_at', 'is', null).execute();
    }
    const due = trx.selectFrom('notification').select('id').where('send_state', 'in', ['pending', 'sending']).where('next_attempt_at', '<=', iso).orderBy('next_attempt_at').orderBy('id').limit(opts.limit);
    const rows = await trx
      .updateTable('notification')
      .set((eb) => ({ send_state: 'sending', lease_until: lease, next_attempt_at: lease, attempts: eb('attempts', '+', 1), version: eb('version', '+', 1), updated_at: iso }))
      .where('id', 'in', postgres ? due.forUpdate().skipLocked() : due)
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
