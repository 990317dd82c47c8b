import { sql, type RawBuilder } from 'kysely';
import type { ResourceDef, ScreenDef } from '../../../../resources/define.ts';
import { endpointTable } from '../../../../resources/registry.ts';
import { canAccess } from '../../../domain/access.ts';
import type { AuthUser } from '../../authUser.ts';
import type { AreaSet } from '../../engine/area.ts';
import { rowScopeOf } from '../../engine/hooks.ts';
import { screenConditions } from '../../engine/listQuery.ts';

/**
 * The rows of a resource a caller may read through its lists, as the lists decide: each list
 * endpoint of the resource (its own and its screens', `endpointTable()`) whose access the caller
 * passes (the one rule, `canAccess`). Null: no list at all (the device file leaves the section
 * out). A list of the resource itself reaches every row; a screen's own list (a `mine` queue, open
 * states only) reaches the rows its conditions keep (`screenConditions`, as the list applies them),
 * and several such lists reach the rows any of them keeps. The caller's row scope applies on top.
 */
export interface Reach {
  /** The condition a row must meet (always true when a list reaches every row). */
  where: RawBuilder<unknown>;
}

const TRUE = sql`1 = 1`;

/** One screen's conditions (fixed values, the caller's own, open states) as one AND. */
function screenWhere(resource: ResourceDef, screen: ScreenDef, userId: number): RawBuilder<unknown> {
  const parts = screenConditions(resource, screen, userId).flatMap((c) => {
    if (c.kind === 'eq') return [sql`${sql.ref(c.column)} = ${c.value}`];
    if (c.kind === 'in') return [c.values.length ? sql`${sql.ref(c.column)} in (${sql.join(c.values)})` : sql`1 = 0`];
    return [];
  });
  return parts.length ? sql`(${sql.join(parts, sql` and `)})` : TRUE;
}

/** Which rows of `resource` the caller reaches through its lists, or null when it may read none of them. */
export function reachOf(areas: AreaSet, resource: ResourceDef, user: AuthUser): Reach | null {
  const who = { group: user.group, permissions: user.permissions };
  const lists = endpointTable().filter((e) => e.resource === resource.name && e.kind === 'list' && canAccess(who, e.access));
  if (!lists.length) return null;
  const scope = Object.entries(rowScopeOf(areas, resource, user)).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  const scoped = scope.length ? sql` and ${sql.join(scope, sql` and `)}` : sql``;
  if (lists.some((e) => !e.screen)) return { where: sql`(1 = 1${scoped})` };
  const screens = lists.flatMap((e) => resource.screens.filter((s) => s.name === e.screen));
  return { where: sql`((${sql.join(screens.map((s) => screenWhere(resource, s, user.id)), sql` or `)})${scoped})` };
}
