import type { ReceiptState } from '../../../../resources/notifications/states.ts';
import type { Db } from '../../db/database.ts';

/** One delivery report of a vendor: the message id its send answered, and what became of it. */
export interface Receipt {
  providerMessageId: string;
  state: Exclude<ReceiptState, 'unknown'>;
  /** The vendor's words when it was not delivered. */
  detail: string | null;
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
