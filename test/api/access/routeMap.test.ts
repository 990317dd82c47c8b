import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../src/server/db/accounts.ts';
import { endpointTable } from '../../../resources/registry.ts';
import { ENDPOINT_PAGES } from './endpointPages.ts';
import { demoProbes, expected, routeAccess } from './oracle.ts';
import { loadRouteMap, readRouteMap, SHARED_ROUTES_FILE, type MapRoute } from './routeMap.ts';

/**
 * Where the oracle's fixture (specRoutes.md) may differ from the shared map, each documented
 * (docs/decisions.md): routes the product adds, and cells it refines.
 */
const DOCS_ADDITIONS = ['/production/inventory', '/production/inventory/:id', '/account/message/outbox'];
const DOCS_REFINEMENTS: Record<string, Partial<Record<keyof MapRoute, string>>> = {
  // decisions.md, "Export": every export call takes the access of the exported list.
  '/export/:type': { accessText: "list's" },
};

const cellsOf = (r: MapRoute) => ({ title: r.title, menu: r.menu, accessText: r.accessText });

describe('the route map', () => {
  const map = loadRouteMap();

  it('reads every route of specRoutes.md with an access the oracle understands', () => {
    expect(map.routes.length).toBeGreaterThan(70);
    expect(map.routes.find((r) => r.path === '/repair/list')?.access).toEqual({ kind: 'permission', permission: 'manage_needs_repair' });
    expect(map.routes.find((r) => r.path === '/login')?.access).toEqual({ kind: 'public' });
    expect(map.routes.find((r) => r.path === '/oss/file')?.access).toEqual({ kind: 'group', group: 64 });
    expect(map.accounts.map((a) => a.username)).toEqual(['superadmin', 'admin', 'staff', 'member']);
  });

  it.skipIf(!existsSync(SHARED_ROUTES_FILE))('specRoutes.md is ../shared/ROUTES.md: the same routes, cells, accounts and endpoints but for the documented additions', () => {
    const shared = readRouteMap(SHARED_ROUTES_FILE);
    const docsPaths = map.routes.map((r) => r.path);
    const sharedPaths = shared.routes.map((r) => r.path);
    expect(docsPaths.filter((p) => !sharedPaths.includes(p))).toEqual(DOCS_ADDITIONS);
    expect(sharedPaths.filter((p) => !docsPaths.includes(p))).toEqual([]);
    for (const s of shared.routes) {
      const d = map.routes.find((r) => r.path === s.path);
      expect(d, s.path).toBeDefined();
      if (d) expect(cellsOf(d), s.path).toEqual({ ...cellsOf(s), ...DOCS_REFINEMENTS[s.path] });
    }
    expect(map.accounts).toEqual(shared.accounts);
    expect(map.loggedInEndpoints).toEqual(shared.loggedInEndpoints);
  });

  it('the demo accounts the server seeds have exactly the groups and permissions the map writes', () => {
    expect(DEMO_ACCOUNTS.map((a) => ({ username: a.username, group: a.group, permissions: [...a.permissions].sort() }))).toEqual(
      map.accounts.map((a) => ({ ...a, permissions: [...a.permissions].sort() })),
    );
  });

  it('every route the hand-kept endpoint list names is a route of the map', () => {
    const named = Object.values(ENDPOINT_PAGES).flatMap((s) => [...(Array.isArray(s.serves) ? s.serves : []), ...(s.others ?? [])]);
    expect(named.length).toBeGreaterThan(50);
    for (const path of named) expect(() => routeAccess(map, path), path).not.toThrow();
  });

  it('the endpoints the map lists as serving every logged-in user do so in the oracle', () => {
    const mounted = new Set(endpointTable().map((e) => `${e.method} ${e.path}`));
    const listed = map.loggedInEndpoints.filter((e) => mounted.has(e));
    expect(listed).toEqual(expect.arrayContaining(['GET /account/admin/check', 'PUT /account/admin/:id/password', 'GET /system/config/key/:key']));
    for (const endpoint of listed) {
      for (const probe of demoProbes(map.accounts)) expect(expected(map, endpoint, probe, { account: 'own' }), `${endpoint} ${probe?.name}`).toBe('allow');
      expect(expected(map, endpoint, null), endpoint).toBe('login');
    }
  });
});
