import { z } from 'zod';
import type { MessageKind } from '../../../../resources/settings/messages.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';

/** Repository functions of 站内信 (message + one receipt per recipient), private messages and notices alike. */

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

/** Inserts a sent message of `kind` and one unread receipt per recipient; returns the message row. */
export async function insertMessage(db: Db, m: { kind: MessageKind; senderId: number; recipients: readonly number[]; title: string; content: string; at: string }) {
  const row = await db
    .insertInto('message')
    .values({ kind: m.kind, sender_id: m.senderId, created_by: m.senderId, title: m.title, content: m.content, status: 'sent', sent_at: m.at, created_at: m.at, updated_at: m.at, edited_at: null, edited_by: null })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db.insertInto('message_receipt').values(m.recipients.map((id) => ({ message_id: row.id, recipient_id: id, delivered_at: m.at }))).execute();
  return row;
}
