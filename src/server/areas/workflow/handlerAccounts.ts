import type { ExpressionBuilder, Kysely } from 'kysely';
import { GROUP } from '../../../domain/groups.ts';
import type { Database } from '../../db/tables.ts';
import { ApiError } from '../../errors.ts';

/**
 * Who a ticket can be given to: an active account that may open a ticket (`get_workflow_bucket`,
 * or a super admin by group) — a handler who could not open the detail page could neither
 * comment nor close. One condition for the handler list, the create/assign checks and a type's
 * default handler.
 */
const canHandle = (eb: ExpressionBuilder<Database, 'admin'>) =>
  eb.and([
    eb('admin.status', '=', 1),
    eb.or([
      eb('admin.grp', '>=', GROUP.superAdmin),
      eb.exists(eb.selectFrom('admin_permission as p').select('p.admin_id').whereRef('p.admin_id', '=', 'admin.id').where('p.action', '=', 'get_workflow_bucket')),
    ]),
  ]);

/** The accounts a ticket can be given to, oldest first. */
export const handlerAccounts = (db: Kysely<Database>) =>
  db.selectFrom('admin').select(['admin.id', 'admin.name', 'admin.username']).where(canHandle).orderBy('admin.id').execute();

/** Whether this account can be a ticket's handler now. */
export async function canBeHandler(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom('admin').select('admin.id').where('admin.id', '=', id).where(canHandle).executeTakeFirst()) !== undefined;
}

/** An account a ticket can be given to; otherwise 400 naming why. */
export async function requireHandler(db: Kysely<Database>, id: unknown, label = '处理人'): Promise<{ id: number; name: string; username: string }> {
  const row = typeof id === 'number' && Number.isSafeInteger(id) ? await db.selectFrom('admin').select(['id', 'name', 'username', 'status']).where('id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw new ApiError('VALIDATION_FAILED', `「${label}」不存在`);
  if (row.status !== 1) throw new ApiError('VALIDATION_FAILED', `「${label}」${row.name}的账号已停用`);
  if (!(await canBeHandler(db, row.id))) throw new ApiError('VALIDATION_FAILED', `「${label}」${row.name}没有「查看工单详情」权限，不能处理工单`);
  return row;
}
