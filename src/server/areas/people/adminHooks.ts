import { CEILING_REASONS, ceilingProblem } from '../../../domain/ceiling.ts';
import { ACCOUNT_STATUS } from '../../../domain/session.ts';
import { hashPassword } from '../../auth/password.ts';
import { revokeSessionsOf } from '../../auth/sessions.ts';
import { ApiError } from '../../errors.ts';
import type { ResourceHooks, WriteContext } from '../../engine/hooks.ts';

const targetOf = (ctx: WriteContext): { id: number; group: number } | null =>
  ctx.before ? { id: Number(ctx.before.id), group: Number(ctx.before.grp) } : null;

function checkCeiling(ctx: WriteContext): void {
  const group = ctx.values.grp === undefined ? undefined : Number(ctx.values.grp);
  const problem = ceilingProblem(ctx.user, targetOf(ctx), { group });
  if (problem) ctx.deny(CEILING_REASONS[problem]);
}

/**
 * System accounts: the permission ceiling on every write, no disabling or deleting oneself,
 * the initial password hashed, and every session of a disabled or deleted account revoked in
 * the same transaction.
 */
export const adminHooks: ResourceHooks = {
  authorize: (kind, ctx) => {
    const self = ctx.before !== undefined && Number(ctx.before.id) === ctx.user.id;
    if (self && kind === 'delete') throw new ApiError('FORBIDDEN', '不能删除当前登录的账号');
    if (self && kind === 'action' && ctx.action === 'disable') throw new ApiError('FORBIDDEN', '不能禁用当前登录的账号');
    checkCeiling(ctx);
  },
  beforeCreate: async (_db, _values, _now, secrets) => {
    if (typeof secrets.password !== 'string') throw new ApiError('VALIDATION_FAILED', '「初始密码」不能为空');
    return { password_hash: await hashPassword(secrets.password) };
  },
  afterWrite: async (kind, ctx) => {
    const id = Number(ctx.before?.id);
    if (kind === 'delete' || (kind === 'action' && Number(ctx.after?.status) !== ACCOUNT_STATUS.active)) {
      await revokeSessionsOf(ctx.db, id, ctx.now);
    }
    if (kind === 'delete') {
      await ctx.db.deleteFrom('session').where('admin_id', '=', id).execute();
      await ctx.db.deleteFrom('admin_permission').where('admin_id', '=', id).execute();
    }
  },
};
