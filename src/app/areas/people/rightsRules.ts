import { ADMIN_GROUPS } from '../../../../resources/people/admins.ts';
import { ceilingProblem, type Granter } from '../../../domain/ceiling.ts';
import { isSuperAdmin } from '../../../domain/groups.ts';
import type { AccountRights } from '../../../domain/wire.ts';

/** Whether the granter may change this account at all (the ceiling's target rule). */
export const canEditAccount = (granter: Granter, target: AccountRights): boolean =>
  ceilingProblem(granter, { id: target.id, group: target.group }, {}) === null;

/** The group options, those above the granter's own disabled (a super admin may pick any). */
export const groupOptionsFor = (granter: Granter) =>
  ADMIN_GROUPS.map((g) => ({ value: g.value, label: `${g.label}（${g.value}）`, disabled: !isSuperAdmin(granter.group) && g.value > granter.group }));

/**
 * Whether a permission checkbox is locked for the granter: adding an action they lack is a
 * grant they may not make; an action the account already held may still be removed.
 */
export const actionLocked = (granter: Granter, original: readonly string[], action: string): boolean =>
  !isSuperAdmin(granter.group) && !granter.permissions.includes(action) && !original.includes(action);
