import { decideAccess } from '../../../domain/access.ts';
import type { AuthUser } from '../../context.ts';
import { ApiError } from '../../errors.ts';

/**
 * Who may act on a ticket (assign, close, change the description): its handler, its creator, or
 * a holder of `update_workflow_bucket` (a super admin passes by group). The reason a refusal names.
 */
export const mayHandle = (user: AuthUser, row: Record<string, unknown>): boolean =>
  Number(row.handler_id) === user.id || Number(row.created_by) === user.id || decideAccess(user, { permission: 'update_workflow_bucket' }) === 'allow';

export const NOT_HANDLER_REASON = '只有工单的处理人、创建人或有「编辑工单」权限的人可以处理此工单';

/** 已关闭 is terminal: any write on a closed ticket is a 409 naming what was tried. */
export function refuseIfClosed(row: Record<string, unknown>, what: string): void {
  if (row.status === 'closed') throw new ApiError('ILLEGAL_TRANSITION', `工单已关闭，不能再${what}`);
}
