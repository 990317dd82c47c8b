import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ADDED_ROUTES, REFINED_ROUTES } from './endpointPages.ts';

/**
 * A reader of the specification's route map (`specRoutes.md` beside this file, a verbatim copy
 * of the spec's; the product's additions are in endpointPages.ts): each route with its access as written there, the demo accounts' rights as written there, and the endpoints it names as serving every
 * logged-in user. It reads the text only; nothing of the code under test.
 */

/** A route's access as the map's access column says it. */
export type MapAccess =
  | { kind: 'public' }
  | { kind: 'loggedIn' }
  | { kind: 'permission'; permission: string }
  | { kind: 'group'; group: number }
  | { kind: 'redirect' }
  | { kind: 'perList' };

/** One row of the map's route table. */
export interface MapRoute {
  path: string;
  title: string;
  menu: string;
  accessText: string;
  access: MapAccess;
}

/** A demo account as the map's demo-accounts table says it. */
export interface MapAccount {
  username: string;
  group: number;
  permissions: string[];
}

/** What the map says. */
export interface RouteMap {
  routes: MapRoute[];
  accounts: MapAccount[];
  /** `METHOD /path` of the endpoints the map lists as serving every logged-in user (`{id}` → `:id`). */
  loggedInEndpoints: string[];
}

/** The access column's words, as the map writes them. */
export function parseMapAccess(text: string): MapAccess {
  const t = text.trim();
  if (t === 'public') return { kind: 'public' };
  if (t === 'logged-in' || t === '所有登录用户') return { kind: 'loggedIn' };
  if (t === '-') return { kind: 'redirect' };
  if (t === "list's") return { kind: 'perList' };
  const perm = /^perm ([a-z_]+)$/.exec(t);
  if (perm) return { kind: 'permission', permission: perm[1] };
  const group = /^group (\d+)$/.exec(t);
  if (group) return { kind: 'group', group: Number(group[1]) };
  if (t === '仅超级管理员') return { kind: 'group', group: 512 };
  throw new Error(`route map: unknown access 「${t}」`);
}

const cells = (line: string): string[] => line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());

/** The rows of the first markdown table after a heading (or after the start) whose header starts with `first`. */
function tableRows(lines: string[], first: string): string[][] {
  const start = lines.findIndex((l) => l.startsWith('|') && cells(l)[0] === first);
  if (start < 0) throw new Error(`route map: no table starting with 「${first}」`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(cells(line));
  }
  return rows;
}

function section(lines: string[], heading: string): string[] {
  const start = lines.findIndex((l) => l.startsWith('## ') && l.includes(heading));
  if (start < 0) throw new Error(`route map: no section 「${heading}」`);
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** Reads a route map file. */
export function readRouteMap(file: string): RouteMap {
  const lines = readFileSync(file, 'utf8').split('\n');
  const routes = tableRows(lines, 'path').map(([path, title, menu, accessText]) => ({ path, title, menu, accessText, access: parseMapAccess(accessText) }));
  const accounts = tableRows(section(lines, 'Demo accounts'), 'username').map(([username, group, perms]) => ({
    username,
    group: Number(group),
    permissions: /^(none|\(all, by group\))$/.test(perms) ? [] : perms.split(',').map((p) => p.trim()),
  }));
  const prose = section(lines, 'Endpoints that serve every logged-in user').join(' ');
  const loggedInEndpoints = [...prose.matchAll(/`(GET|POST|PUT|DELETE) ([^`]+)`/g)].map(([, method, path]) => `${method} ${path.replace(/\{[^}]+\}/g, (m) => (m === '{key}' ? ':key' : ':id'))}`);
  return { routes, accounts, loggedInEndpoints };
}

/**
 * The oracle's copy of the specification's route map: ../shared/ROUTES.md kept verbatim, never
 * generated from the declarations (docs/ROUTES.md is, and the oracle must not read what the code
 * under test wrote).
 */
export const SPEC_ROUTES_FILE = fileURLToPath(new URL('./specRoutes.md', import.meta.url));

/** The shared route map the fixture is a copy of (`../shared/ROUTES.md` beside the repository). */
export const SHARED_ROUTES_FILE = fileURLToPath(new URL('../../../../shared/ROUTES.md', import.meta.url));

/** A map with the product's refinements applied and its added pages appended (endpointPages.ts). */
export function withProductRoutes(map: RouteMap): RouteMap {
  const refined = map.routes.map((r) => {
    const cells = { path: r.path, title: r.title, menu: r.menu, accessText: r.accessText, ...REFINED_ROUTES[r.path] };
    return { ...cells, access: parseMapAccess(cells.accessText) };
  });
  const added = ADDED_ROUTES.map((r) => ({ ...r, access: parseMapAccess(r.accessText) }));
  return { ...map, routes: [...refined, ...added] };
}

let specMap: RouteMap | undefined;

/** The map the oracle judges by: `specRoutes.md` with the product's additions, read once. */
export const loadRouteMap = (): RouteMap => (specMap ??= withProductRoutes(readRouteMap(SPEC_ROUTES_FILE)));
