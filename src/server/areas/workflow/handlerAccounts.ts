import type { Kysely } from 'kysely';
import { tickets } from '../../../../resources/workflow/tickets.ts';
import { canAccess, type AccessUser } from '../../../domain/access.ts';
import type { Database } from '../../db/tables.ts';
import { ApiError } from '../../errors.ts';

/**
 * Who a ticket can be given to: an active account that may open a ticket — the tickets
 * resource's declared access, decided by the one access rule (`canAccess`), not restated in SQL.
 * A handler who could not open the detail page could neither comment nor close. One rule for the
 * handler list, the create/assign checks and a type's default handler.
 */
interface Account extends AccessUser {
  id: number;
  name: string;
  username: string;
}

/** The active accounts (or the one of `id`) with their permissions, oldest first. */
async function activeAccounts(db: Kysely<Database>, id?: number): Promise<Account[]> {
  let query = db
    .selectFrom('admin')
    .leftJoin('admin_permission as p', 'p.admin_id', 'admin.id')
    .select(['admin.id', 'admin.name', 'admin.username', 'admin.grp', 'p.action'])
    .where('admin.status', '=', 1);
  if (id !== undefined) query = query.where('admin.id', '=', id);
  const byId = new Map<number, Account & { permissions: string[] }>();
  for (const row of await query.orderBy('admin.id').execute()) {
    const id = Number(row.id);
    let account = byId.get(id);
    if (!account) byId.set(id, (account = { id, name: row.name, username: row.username, group: Number(row.grp), permissions: [] }));
    if (row.action) account.permissions.push(row.action);
  }
  return [...byId.values()];
}

const mayOpenTickets = (a: Account): boolean => canAccess(a, tickets.access);

/** The accounts a ticket can be given to, oldest first. */
export async function handlerAccounts(db: Kysely<Database>): Promise<{ id: number; name: string; username: string }[]> {
  return (await activeAccounts(db)).filter(mayOpenTickets).map(({ id, name, username }) => ({ id, name, username }));
}

/** Whether this account can be a ticket's handler now. */
export async function canBeHandler(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await activeAccounts(db, id)).some(mayOpenTickets);
}

/** An account a ticket can be given to; otherwise 400 naming why. */
export async function requireHandler(db: Kysely<Database>, id: unknown, label = '处理人'): Promise<{ id: number; name: string; username: string }> {
  const row = typeof id === 'number' && Number.isSafeInteger(id) ? await db.selectFrom('admin').select(['id', 'name', 'username', 'status']).where('id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw new ApiError('VALIDATION_FAILED', `「${label}」不存在`);
  if (row.status !== 1) throw new ApiError('VALIDATION_FAILED', `「${label}」${row.name}的账号已停用`);
  if (!(await canBeHandler(db, row.id))) throw new ApiError('VALIDATION_FAILED', `「${label}」${row.name}没有「查看工单详情」权限，不能处理工单`);
  return row;
}
