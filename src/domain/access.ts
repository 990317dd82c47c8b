import { GROUP } from './groups.ts';
import type { PermissionAction } from './permissions.ts';

/**
 * Who may open a route or call an endpoint. `public` opens it to everybody; an empty
 * object opens it to every logged-in user; `group` and `permission` are alternatives
 * (either one suffices), as section 6 says.
 */
export interface Access {
  public?: boolean;
  group?: number;
  permission?: PermissionAction;
}

/** What the rule needs to know of the user; `null` means not logged in. */
export interface AccessUser {
  group: number;
  permissions: readonly string[];
}

export type AccessDecision = 'allow' | 'login' | 'forbidden';

/** The one access rule (ROUTES.md, "The rule, once"), used by menu, routes, buttons and server. */
export function decideAccess(user: AccessUser | null | undefined, access: Access | undefined): AccessDecision {
  if (access?.public) return 'allow';
  if (!user) return 'login';
  if (!access || (access.group === undefined && access.permission === undefined)) return 'allow';
  if (user.group >= GROUP.superAdmin) return 'allow';
  if (access.group !== undefined && user.group >= access.group) return 'allow';
  if (access.permission !== undefined && user.permissions.includes(access.permission)) return 'allow';
  return 'forbidden';
}

/** `decideAccess` as a yes/no. */
export const canAccess = (user: AccessUser | null | undefined, access: Access | undefined): boolean =>
  decideAccess(user, access) === 'allow';
