import type { PermissionAction } from '../../domain/permissions.ts';
import { hashPassword } from '../auth/password.ts';
import type { Db } from './database.ts';

/** The demo password of every demo account (ROUTES.md). */
export const DEMO_PASSWORD = 'demo123456';

/** The four demo accounts of ROUTES.md with exactly those groups and permissions. */
export const DEMO_ACCOUNTS: readonly { username: 'superadmin' | 'admin' | 'staff' | 'member'; name: string; group: number; permissions: readonly PermissionAction[] }[] = [
  { username: 'superadmin', name: '超级管理员', group: 512, permissions: [] },
  {
    username: 'admin',
    name: '王建国',
    group: 128,
    permissions: [
      'manage_needs_production', 'manage_needs_stock', 'manage_needs_request', 'manage_needs_repair', 'manage_user_account',
      'get_user_log', 'list_workflow_bucket', 'manage_workflow_type', 'create_workflow_bucket', 'update_workflow_bucket',
      'get_workflow_bucket', 'manage_tool_question', 'get_active_log', 'manage_message',
    ],
  },
  {
    username: 'staff',
    name: '李晓燕',
    group: 64,
    permissions: ['manage_needs_repair', 'manage_needs_request', 'list_workflow_bucket', 'create_workflow_bucket', 'get_workflow_bucket', 'manage_message'],
  },
  { username: 'member', name: '张小明', group: 1, permissions: [] },
];

/** Creates the demo accounts that do not exist yet (password `demo123456`). */
export async function ensureDemoAccounts(db: Db, now: number): Promise<void> {
  const iso = new Date(now).toISOString();
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction().execute(async (trx) => {
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      const exists = await trx.selectFrom('admin').select('id').where('username', '=', a.username).executeTakeFirst();
      if (exists) continue;
      const row = await trx
        .insertInto('admin')
        .values({
          username: a.username,
          name: a.name,
          nickname: null,
          password_hash: hashes[i],
          grp: a.group,
          status: 1,
          avatar: null,
          email: `${a.username}@example.com`,
          phone: null,
          created_at: iso,
          updated_at: iso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (a.permissions.length) {
        await trx.insertInto('admin_permission').values(a.permissions.map((action) => ({ admin_id: row.id, action }))).execute();
      }
    }
  });
}
