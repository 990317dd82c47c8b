import type { MessageKind } from '../../../../resources/settings/messages.ts';
import type { Db } from '../../db/database.ts';

/**
 * The one write of a sent 站内信 (the message store of the settings area's 站内信 and notices):
 * the settings area's send and the notification outbox's 站内信 channel (areas/notifications/
 * providers/siteProvider.ts) both write through it.
 */

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
