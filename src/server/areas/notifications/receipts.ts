import type { ReceiptState } from '../../../../resources/notifications/states.ts';
import type { Db } from '../../db/database.ts';

/** One delivery report of a vendor: the message id its send answered, and what became of it. */
export interface Receipt {
  providerMessageId: string;
  state: Exclude<ReceiptState, 'unknown'>;
  /** The vendor's words when it was not delivered. */
  detail: string | null;
  /** The idempotency key we sent with it, when the report carries it (Aliyun's `out_id`). */
  key?: string;
}

/** A vendor's message id as the reports carry it (digits for WeChat, Aliyun's BizId). */
export const MESSAGE_ID = /^[A-Za-z0-9^._-]{1,64}$/;

/** WeChat's TEMPLATESENDJOBFINISH `Status`: success, `failed:user block` (the user refused), `failed: system failed`. */
export function wechatReceiptState(status: string): Receipt['state'] {
  if (status === 'success') return 'delivered';
  return /user\s*block/i.test(status) ? 'rejected' : 'failed';
}

/**
 * Sets the receipt state of the row this provider sent with this message id (the send state
 * stays 成功; a report for no row, or for a row that already has a final receipt, changes
 * nothing). Answers how many rows changed.
 */
export async function applyReceipt(db: Db, provider: string, r: Receipt, now: number): Promise<number> {
  const iso = new Date(now).toISOString();
  if (r.key) {
    const resolved = await resolveUncertain(db, provider, r, iso);
    if (resolved) return resolved;
  }
  const res = await db
    .updateTable('notification')
    .set((eb) => ({
      receipt_state: r.state,
      delivered_at: r.state === 'delivered' ? iso : null,
      error: r.state === 'delivered' ? null : `回执：${(r.detail ?? r.state).slice(0, 200)}`,
      updated_at: iso,
      version: eb('version', '+', 1),
    }))
    .where('provider', '=', provider)
    .where('provider_message_id', '=', r.providerMessageId)
    .where('receipt_state', '=', 'unknown')
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/**
 * A report for a row 发送结果未知 (its attempt got no answer after the request went out, so the
 * row has no message id): the key it carries (Aliyun's `out_id`) names the row, and the report
 * proves the vendor took the message — Aliyun's own advice after a timeout is to wait for the
 * receipt before sending again. The row becomes 成功 with the report's id and receipt, and no
 * person needs to decide any more. Answers how many rows changed.
 */
async function resolveUncertain(db: Db, provider: string, r: Receipt, iso: string): Promise<number> {
  const res = await db
    .updateTable('notification')
    .set((eb) => ({
      send_state: 'sent',
      provider_message_id: r.providerMessageId,
      sent_at: iso,
      receipt_state: r.state,
      delivered_at: r.state === 'delivered' ? iso : null,
      error: r.state === 'delivered' ? null : `回执：${(r.detail ?? r.state).slice(0, 200)}`,
      retry_safe_until: null,
      updated_at: iso,
      version: eb('version', '+', 1),
    }))
    .where('provider', '=', provider)
    .where('idempotency_key', '=', r.key ?? '')
    .where('send_state', '=', 'uncertain')
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
