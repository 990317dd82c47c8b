import { ENDPOINT_PAGES, EXPORT_TYPE_LISTS, type Served } from './endpointPages.ts';
import type { MapAccess, MapAccount, RouteMap } from './routeMap.ts';

/**
 * The access oracle: who may call an endpoint, from the route map and the hand-kept list of
 * which page each endpoint serves. Its rule is written here, small, on purpose: it must not be
 * the production `canAccess` it checks.
 */

/** A caller as the oracle sees one: `null` is anonymous. */
export type Probe = { name: string; group: number; permissions: readonly string[] } | null;

/** What a call must get: allowed (the success status), 401 or 403. */
export type Verdict = 'allow' | 'login' | 'deny';

const SUPER_ADMIN = 512;
/** The map's helper "editor = group >= 64": every staff member. */
const EDITOR = 64;

/** Section 6 in five lines: public, login, open to the logged-in, super admin, group or permission. */
export function mapAllows(user: Probe, access: MapAccess): Verdict {
  if (access.kind === 'public') return 'allow';
  if (!user) return 'login';
  if (access.kind === 'loggedIn' || user.group >= SUPER_ADMIN) return 'allow';
  if (access.kind === 'group') return user.group >= access.group ? 'allow' : 'deny';
  if (access.kind === 'permission') return user.permissions.includes(access.permission) ? 'allow' : 'deny';
  throw new Error(`the oracle cannot judge a route whose access is ${access.kind}`);
}

/** The map's access of a route; a route the map does not list is an error of the hand-kept list. */
export function routeAccess(map: RouteMap, path: string): MapAccess {
  const row = map.routes.find((r) => r.path === path);
  if (!row) throw new Error(`endpointPages names ${path}, which the route map does not list`);
  return row.access;
}

/** Whoever opens any of the routes (or the marker's people) may call. */
function servesVerdict(map: RouteMap, user: Probe, serves: Served['serves']): Verdict {
  if (serves === 'public') return 'allow';
  if (!user) return 'login';
  if (serves === 'logged-in') return 'allow';
  if (serves === 'staff') return user.group >= EDITOR ? 'allow' : 'deny';
  if (serves === 'superadmin') return user.group >= SUPER_ADMIN ? 'allow' : 'deny';
  if ('right' in serves) return user.group >= SUPER_ADMIN || user.permissions.includes(serves.right) ? 'allow' : 'deny';
  return serves.some((path) => mapAllows(user, routeAccess(map, path)) === 'allow') ? 'allow' : 'deny';
}

/** How a call targets: the caller's own account or someone else's, or the list type of an export call. */
export interface Target {
  account?: 'own' | 'other';
  exportType?: string;
}

/** The hand-kept entry of an endpoint (`METHOD /path`), or an error naming what to add. */
export function servedBy(endpoint: string): Served {
  const served = ENDPOINT_PAGES[endpoint];
  if (!served) throw new Error(`the access oracle does not know ${endpoint}: add it to test/api/access/endpointPages.ts`);
  return served;
}

/** The oracle's answer for one call of an endpoint by one caller. */
export function expected(map: RouteMap, endpoint: string, user: Probe, target: Target = {}): Verdict {
  const served = servedBy(endpoint);
  if (target.account === 'other' && served.others) return servesVerdict(map, user, served.others);
  const first = servesVerdict(map, user, served.serves);
  if (!served.perList || target.exportType === undefined || first !== 'allow') return first;
  const list = EXPORT_TYPE_LISTS[target.exportType];
  if (!list) throw new Error(`export type ${target.exportType} names no list in EXPORT_TYPE_LISTS`);
  return mapAllows(user, routeAccess(map, list));
}

/** The map's demo accounts as probes. */
export const demoProbes = (accounts: readonly MapAccount[]): Probe[] => accounts.map((a) => ({ name: a.username, group: a.group, permissions: a.permissions }));

/**
 * Probes that tell accesses apart: anonymous, the demo accounts, and every group level the map
 * knows with no permission and with each single permission the map names.
 */
export function allProbes(map: RouteMap): Probe[] {
  const perms = new Set(map.routes.flatMap((r) => (r.access.kind === 'permission' ? [r.access.permission] : [])));
  for (const a of map.accounts) for (const p of a.permissions) perms.add(p);
  for (const { serves } of Object.values(ENDPOINT_PAGES)) if (typeof serves === 'object' && 'right' in serves) perms.add(serves.right);
  const groups = new Set([1, EDITOR, ...map.accounts.map((a) => a.group), ...map.routes.flatMap((r) => (r.access.kind === 'group' ? [r.access.group] : []))]);
  const probes: Probe[] = [null, ...demoProbes(map.accounts)];
  for (const group of groups) {
    probes.push({ name: `group ${group}`, group, permissions: [] });
    for (const p of perms) probes.push({ name: `group ${group} + ${p}`, group, permissions: [p] });
  }
  return probes;
}
