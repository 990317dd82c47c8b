import type { ResourceDef } from '../../../resources/define.ts';
import type { ResourceName } from '../../../resources/index.ts';
import type { AuthUser } from '../authUser.ts';
import type { AreaSet } from '../context.ts';
import type { ResourceHooks, RowScope, ScopeRequest } from './hookTypes.ts';
import { ApiError } from '../errors.ts';

export type { ActionContext, HooksByResource, ResourceHooks, RowScope, ScopeRequest, WriteContext, WriteKind } from './hookTypes.ts';
import { columnOf, fieldByName } from './schema.ts';

/** A resource's hooks (none: `{}`), from the areas the app was made with. */
export const hooksOf = (areas: AreaSet, resource: ResourceDef): ResourceHooks => areas.hooks[resource.name as ResourceName] ?? {};


/** A record as answers and logs carry it: through the resource's `presentRecord` hook, if any. */
export const presenterOf = (areas: AreaSet, resource: ResourceDef): ((record: Record<string, unknown>) => Record<string, unknown>) =>
  hooksOf(areas, resource).presentRecord ?? ((record) => record);
/**
 * The column every screen of the resource keeps to its caller (`ScreenDef.mine`, the same on
 * each): such a resource holds nothing but its owners' rows (我的站内信). Undefined otherwise.
 */
export function ownerColumnOf(resource: ResourceDef): string | undefined {
  const [first, ...rest] = resource.screens;
  if (!first?.mine || rest.some((s) => s.mine !== first.mine)) return undefined;
  const f = fieldByName(resource, first.mine);
  return f ? columnOf(f) : first.mine;
}

/** A request that pins nothing and whose refusal is a plain 403 (the writes, the plan check). */
const NOTHING_PINNED: ScopeRequest = {
  pinned: {},
  deny: () => {
    throw new ApiError('FORBIDDEN');
  },
};

/**
 * The caller's row scope of a resource: its owner column (`ownerColumnOf`) and its `rowScope`
 * hook (none: `{}`), asked with what the request pins (`ScopeRequest`; none: nothing pinned).
 */
export function rowScopeOf(areas: AreaSet, resource: ResourceDef, user: AuthUser | null | undefined, request: ScopeRequest = NOTHING_PINNED): RowScope {
  if (!user) return {};
  const owner = ownerColumnOf(resource);
  return { ...(owner ? { [owner]: user.id } : {}), ...hooksOf(areas, resource).rowScope?.(user, request) };
}

/** Whether a row meets a row scope (each column = value). */
export const withinScope = (row: Readonly<Record<string, unknown>>, scope: RowScope): boolean =>
  Object.entries(scope).every(([column, value]) => row[column] === value);

