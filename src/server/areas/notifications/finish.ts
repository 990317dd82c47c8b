import type { Db } from '../../db/database.ts';
import type { ClaimedRow } from './claim.ts';
import type { SendResult } from './providers/types.ts';

/** The writes that end one attempt: each a single transaction over the row and its attempt. */

const closeAttempt = (db: Db, row: ClaimedRow, at: string, result: 'sent' | 'failed' | 'retry', error: string | null, providerMessageId: string | null) =>
  db.updateTable('notification_attempt').set({ finished_at: at, result, error, provider_message_id: providerMessageId }).where('notification_id', '=', row.id).where('attempt', '=', row.attempts).execute();

/**
 * The provider's acknowledgement: the first write after it answers, in one commit — 成功, its
 * message id, 已送达 when it said so. Unconditional but for a row already 成功: whatever else
 * happened to the row meanwhile (its lease ran out and another worker took it), the
 * acknowledgement is what counts, so the row is never sent again.
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
 * A refusal: 失败 for good (`retryAt` null) or 待发送 again at `retryAt`. Only while the row is
 * still this worker's claim (发送中 at this attempt): a row another worker has taken over or
 * already sent is left to it.
 */
export async function recordFailure(db: Db, row: ClaimedRow, providerName: string, error: string, retryAt: number | null, now: number): Promise<void> {
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
