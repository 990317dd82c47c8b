import type { AuthUser } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { NotifyAddressee } from '../../shared/notify/types.ts';

/** A ticket's handler (`handler_id`), reached by 站内信; nobody when there is none or they acted themselves. */
export async function handlerOfTicket(db: Db, record: Record<string, unknown>, actor: AuthUser | null): Promise<NotifyAddressee | null> {
  const id = Number(record.handler_id);
  if (!Number.isInteger(id) || id <= 0 || id === actor?.id) return null;
  const row = await db.selectFrom('admin').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  return row ? { name: row.name, addresses: { site: String(row.id) } } : null;
}
