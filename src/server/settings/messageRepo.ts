import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Repository functions of private messages (message + one receipt per recipient). */

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

/** Recipients of messages with their read state, by message id. */
export async function recipientsOf(db: Db, messageIds: number[]): Promise<Map<number, { id: number; name: string; username: string; read: boolean }[]>> {
  const out = new Map<number, { id: number; name: string; username: string; read: boolean }[]>();
  if (!messageIds.length) return out;
  const rows = await db
    .selectFrom('message_receipt as r')
    .innerJoin('admin as a', 'a.id', 'r.recipient_id')
    .select(['r.message_id', 'a.id', 'a.name', 'a.username', 'r.read_at'])
    .where('r.message_id', 'in', messageIds)
    .orderBy('r.id')
    .execute();
  for (const r of rows) {
    const list = out.get(r.message_id) ?? [];
    list.push({ id: r.id, name: r.name || r.username, username: r.username, read: r.read_at !== null });
    out.set(r.message_id, list);
  }
  return out;
}

/** Prefix condition on the title (`>= q and < q || U+FFFF`). */
export const titlePrefix = (q: string) => sql<boolean>`m.title >= ${q} and m.title < ${`${q}\uffff`}`;
