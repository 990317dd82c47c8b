import type { Db } from '../../db/database.ts';
import { UNCERTAIN_REASON, type ClaimedRow } from './claim.ts';
import type { SendResult } from './providers/types.ts';

/** The writes that end one attempt, and the hand-over within it: each a single commit over the row (and its attempt). */

const closeAttempt = (db: Db, row: ClaimedRow, at: string, result: 'sent' | 'failed' | 'retry' | 'uncertain', error: string | null, providerMessageId: string | null) =>
  db.updateTable('notification_attempt').set({ finished_at: at, result, error, provider_message_id: providerMessageId }).where('notification_id', '=', row.id).where('attempt', '=', row.attempts).execute();

/** What `recordHandOver` rejects with when the row is no longer this attempt's claim. */
export const HANDOVER_LOST = '该通知已不归本次发送（租约已到期并被重新领取），未交给服务商';

/**
 * The point of no return of one attempt (providers call it through `SendContext.handOver`): in
 * its own commit, before the vendor can have the message, the row records until when sending it
 * again is safe — `safeUntil` (the vendor's de-duplication window; the hand-over itself when it
 * has none), or the earlier bound of a hand-over still unanswered, which a later one never
 * extends. Only while the row is still this attempt's claim; else it rejects and nothing is sent.
 * Answers the bound now in force.
 */
export async function recordHandOver(db: Db, row: ClaimedRow, safeUntil: number, now: number): Promise<string> {
  const at = new Date(now).toISOString();
  const done = await db
    .updateTable('notification')
    .set((eb) => ({ retry_safe_until: eb.fn.coalesce('retry_safe_until', eb.val(new Date(safeUntil).toISOString())), updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', row.id)
    .where('send_state', '=', 'sending')
    .where('attempts', '=', row.attempts)
    .returning('retry_safe_until')
    .executeTakeFirst();
  if (!done?.retry_safe_until) throw new Error(HANDOVER_LOST);
  return done.retry_safe_until;
}

/**
 * The provider's acknowledgement: the first write after it answers, in one commit — 成功, its
 * message id, 已送达 when it said so. Unconditional but for a row already 成功: whatever else
 * happened to the row meanwhile (its lease ran out and another worker took it, or the claim
 * made it 发送结果未知), the acknowledgement is what counts, so the row is never sent again.
 */
export async function recordSent(db: Db, row: ClaimedRow, providerName: string, result: SendResult, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('notification')
      .set((eb) => ({
        send_state: 'sent',
        provider: providerName,
        provider_message_id: result.providerMessageId,
        receipt_state: result.receipt === 'delivered' ? 'delivered' : 'unknown',
        delivered_at: result.receipt === 'delivered' ? at : null,
        sent_at: at,
        error: null,
        lease_until: null,
        retry_safe_until: null,
        updated_at: at,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', row.id)
      .where('send_state', '<>', 'sent')
      .execute();
    await closeAttempt(trx, row, at, 'sent', null, result.providerMessageId);
  });
}

/**
 * A refusal: 失败 for good (`retryAt` null) or 待发送 again at `retryAt`, keeping `safeUntil` (the
 * bound of a hand-over still unanswered, else null). Only while the row is still this worker's
 * claim (发送中 at this attempt): a row another worker has taken over or already sent is left to it.
 */
export async function recordFailure(db: Db, row: ClaimedRow, providerName: string, error: string, retryAt: number | null, now: number, safeUntil: string | null = row.retry_safe_until): Promise<void> {
  const at = new Date(now).toISOString();
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('notification')
      .set((eb) => ({
        send_state: retryAt === null ? 'failed' : 'pending',
        next_attempt_at: new Date(retryAt ?? now).toISOString(),
        provider: providerName,
        error: error.slice(0, 500),
        lease_until: null,
        retry_safe_until: safeUntil,
        updated_at: at,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', row.id)
      .where('send_state', '=', 'sending')
      .where('attempts', '=', row.attempts)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) > 0) await closeAttempt(trx, row, at, retryAt === null ? 'failed' : 'retry', error.slice(0, 500), null);
  });
}

/**
 * 发送结果未知: the message was handed to a vendor that may have delivered it, no answer came
 * back, and sending it again is not safe (the vendor does not drop a repeat, or its window has
 * passed). Final for the worker; 重发 is a person's decision. Only while the row is still this
 * attempt's claim, like a refusal.
 */
export async function recordUncertain(db: Db, row: ClaimedRow, providerName: string, error: string, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  const text = `发送结果未知：${error}。${UNCERTAIN_REASON}`.slice(0, 500);
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('notification')
      .set((eb) => ({ send_state: 'uncertain', next_attempt_at: at, provider: providerName, error: text, lease_until: null, updated_at: at, version: eb('version', '+', 1) }))
      .where('id', '=', row.id)
      .where('send_state', '=', 'sending')
      .where('attempts', '=', row.attempts)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) > 0) await closeAttempt(trx, row, at, 'uncertain', error.slice(0, 500), null);
  });
}
