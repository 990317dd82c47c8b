import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SendState } from '../../../../resources/notifications/states.ts';
import type { Database } from '../../db/tables.ts';
import { channelEnabled, providerName } from './config.ts';
import { CHANNEL_LIMITS } from './limits.ts';
import type { NewNotification } from './newNotification.ts';

export type { NewNotification } from './newNotification.ts';

/** How many times a row is tried before it is 失败. */
export const DEFAULT_MAX_ATTEMPTS = 5;

/** Listeners told after a row is written (the worker of this process wakes at once). */
const listeners = new Set<() => void>();

/** Calls `listener` after each enqueue in this process; returns the unsubscribe. */
export function onEnqueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Writes one outbox row in `db` (the caller's transaction, or the database). A channel switched
 * off in system config (`notify_channel_<channel>`) makes a row 已忽略 with the reason; a refused
 * limit a row 失败 with the reason; else 待发送, due now, for the worker. Never throws for those:
 * the caller's own write goes on. A key already in the outbox answers that row and writes nothing.
 */
export async function enqueueNotification(db: Kysely<Database>, n: NewNotification, now: number): Promise<{ id: number; send_state: SendState }> {
  const key = n.idempotencyKey ?? `${n.trigger}:${randomUUID()}`;
  const existing = await db.selectFrom('notification').select(['id', 'send_state']).where('idempotency_key', '=', key).executeTakeFirst();
  if (existing) return { id: existing.id, send_state: existing.send_state as SendState };
  const iso = new Date(now).toISOString();
  let state: SendState = 'pending';
  let error: string | null = null;
  let segments: number | null = null;
  if (!(await channelEnabled(db, n.channel))) {
    state = 'skipped';
    error = '该渠道已在系统配置中关闭（notify_channel_' + n.channel + '）';
  } else {
    const verdict = await CHANNEL_LIMITS[n.channel](db, n, now);
    if (verdict.ok) segments = verdict.segments ?? null;
    else {
      state = 'failed';
      error = verdict.reason;
    }
  }
  const provider = n.channel === 'site' ? 'site' : await providerName(db, n.channel);
  const row = await db
    .insertInto('notification')
    .values({
      channel: n.channel,
      template_code: n.templateCode ?? null,
      recipient: n.recipient,
      recipient_name: n.recipientName ?? null,
      subject: n.subject ?? null,
      content: n.content,
      variables_json: n.variables ? JSON.stringify(n.variables) : null,
      send_state: state,
      receipt_state: 'unknown',
      attempts: 0,
      max_attempts: DEFAULT_MAX_ATTEMPTS,
      next_attempt_at: iso,
      lease_until: null,
      provider,
      provider_message_id: null,
      error,
      idempotency_key: key,
      segments,
      trigger: n.trigger,
      triggered_by: n.triggeredBy ?? null,
      resend_of: n.resendOf ?? null,
      sent_at: null,
      delivered_at: null,
      created_at: iso,
      updated_at: iso,
      version: 1,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning(['id', 'send_state'])
    .executeTakeFirst();
  if (!row) {
    const raced = await db.selectFrom('notification').select(['id', 'send_state']).where('idempotency_key', '=', key).executeTakeFirstOrThrow();
    return { id: raced.id, send_state: raced.send_state as SendState };
  }
  if (state === 'pending') for (const l of listeners) queueMicrotask(l);
  return { id: row.id, send_state: row.send_state as SendState };
}
