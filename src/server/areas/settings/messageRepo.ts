import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';

/**
 * Repository functions of 站内信 (message + one receipt per recipient), private messages and notices alike.
 * The write of a sent message is the shared layer's (shared/notify/siteMessage.ts): the notification
 * outbox delivers a 站内信 through it too.
 */

/** Unread messages in an inbox: not deleted by the recipient, not revoked. */
export async function unreadCount(db: Db, recipientId: number): Promise<number> {
  const row = await db
    .selectFrom('message_receipt as r')
    .innerJoin('message as m', 'm.id', 'r.message_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('r.recipient_id', '=', recipientId)
    .where('r.deleted_at', 'is', null)
    .where('r.read_at', 'is', null)
    .where('m.status', '=', 'sent')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** 1 to `max` recipient ids. */
export const recipientIdsOf = (max: number) =>
  z.array(z.number('「收件人」不正确').int('「收件人」不正确').positive('「收件人」不正确'), '「收件人」不能为空').min(1, '「收件人」不能为空').max(max, `「收件人」一次最多 ${max} 人`);

/** The distinct recipient ids, after checking that none is the sender and that each is an enabled account. */
export async function checkedRecipients(db: Db, senderId: number, recipients: readonly number[]): Promise<number[]> {
  const ids = [...new Set(recipients)];
  if (ids.includes(senderId)) throw new ApiError('VALIDATION_FAILED', '不能给自己发送站内信');
  const found = await db.selectFrom('admin').select(['id']).where('id', 'in', ids).where('status', '=', 1).execute();
  if (found.length !== ids.length) throw new ApiError('VALIDATION_FAILED', '「收件人」不存在或已被禁用');
  return ids;
}
