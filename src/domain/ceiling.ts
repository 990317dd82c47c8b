import { GROUP } from './groups.ts';

/** Who is granting: the caller's id, group level and permission actions. */
export interface Granter {
  id: number;
  group: number;
  permissions: readonly string[];
}

/** Why a change of another account breaks the permission ceiling, or null when it does not. */
export type CeilingProblem = 'target-level' | 'group-above-own' | 'action-not-held' | null;

/**
 * The permission ceiling (DESIGN.md): nobody but a super admin may change an account of their
 * own level or above (themselves excepted), set a group level above their own, or grant an
 * action they do not hold. Removing an action is never a grant.
 */
export function ceilingProblem(
  granter: Granter,
  target: { id: number; group: number } | null,
  change: { group?: number; added?: readonly string[] },
): CeilingProblem {
  if (granter.group >= GROUP.superAdmin) return null;
  if (target && target.id !== granter.id && target.group >= granter.group) return 'target-level';
  if (change.group !== undefined && change.group > granter.group) return 'group-above-own';
  if ((change.added ?? []).some((a) => !granter.permissions.includes(a))) return 'action-not-held';
  return null;
}

/** The Chinese reason shown for a ceiling problem. */
export const CEILING_REASONS: Record<Exclude<CeilingProblem, null>, string> = {
  'target-level': '不能修改与自己同级或更高级别的账号',
  'group-above-own': '不能授予高于自己的用户组',
  'action-not-held': '不能授予自己没有的权限',
};
