import { isActor } from '../../../../resources/catalogs/actionAvailability.ts';
import { lockedReason } from '../../../../resources/registry.ts';
import { tickets } from '../../../../resources/workflow/tickets.ts';
import type { AuthUser } from '../../context.ts';
import { ApiError } from '../../errors.ts';

/**
 * Who may act on a ticket (assign, close, change the description): its declared actors
 * (`status.actors`: its handler, its creator, or a holder of `update_workflow_bucket`; a super
 * admin passes by group) — the rule the app disables those buttons by. The reason a refusal names.
 */
export const mayHandle = (user: AuthUser, row: Record<string, unknown>): boolean => isActor(tickets, user, row);

export const NOT_HANDLER_REASON = tickets.status?.actors?.reason ?? '';

/** 已关闭 is terminal (`status.locked`): any write on a closed ticket is a 409 naming what was tried. */
export function refuseIfClosed(row: Record<string, unknown>, what: string): void {
  const locked = lockedReason(tickets, row);
  if (locked) throw new ApiError('ILLEGAL_TRANSITION', `${locked}，不能再${what}`);
}
