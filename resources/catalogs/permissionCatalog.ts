import { PERMISSIONS } from '../../src/domain/permissions.ts';
import { resources } from '../index.ts';
import { endpointTable, routeTable } from '../registry.ts';

/** One grantable permission action with the label and area staff see. */
export interface PermissionEntry {
  action: string;
  label: string;
  area: string;
}

/** A group of the rights matrix. */
export interface PermissionArea {
  area: string;
  entries: PermissionEntry[];
}

/** The area of an action no label is known for yet. */
export const OTHER_AREA = '其他';

const describe = (action: string): PermissionEntry => {
  const known = (PERMISSIONS as Record<string, { label: string; area: string } | undefined>)[action];
  return { action, label: known?.label ?? action, area: known?.area ?? OTHER_AREA };
};

/**
 * The rights matrix from access declarations: every section-6 action, then every other action
 * a declaration names, grouped by area in first-seen order.
 */
export function permissionCatalogOf(accesses: Iterable<{ permission?: string } | undefined>): PermissionArea[] {
  const actions = new Set<string>(Object.keys(PERMISSIONS));
  for (const a of accesses) if (a?.permission) actions.add(a.permission);
  const areas = new Map<string, PermissionEntry[]>();
  for (const action of actions) {
    const entry = describe(action);
    areas.set(entry.area, [...(areas.get(entry.area) ?? []), entry]);
  }
  return [...areas].map(([area, entries]) => ({ area, entries }));
}

/** Every access the registry declares: routes, endpoints (and their `selfOr`), status actions. */
export function declaredAccesses(): { permission?: string }[] {
  return [
    ...routeTable().map((r) => r.access),
    ...endpointTable().flatMap((e) => [e.access, e.selfOr ?? {}]),
    ...resources.flatMap((r) => (r.status?.actions ?? []).map((a) => a.access ?? {})),
  ];
}

/** The rights matrix of this build. */
export const permissionCatalog = (): PermissionArea[] => permissionCatalogOf(declaredAccesses());

/** Every grantable action of this build. */
export const grantableActions = (): Set<string> => new Set(permissionCatalog().flatMap((a) => a.entries.map((e) => e.action)));
