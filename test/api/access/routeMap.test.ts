import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../src/server/db/accounts.ts';
import { endpointTable } from '../../../resources/registry.ts';
import { ADDED_ROUTES, ENDPOINT_PAGES, REFINED_ROUTES } from './endpointPages.ts';
import { demoProbes, expected, routeAccess } from './oracle.ts';
import { loadRouteMap, readRouteMap, SHARED_ROUTES_FILE, SPEC_ROUTES_FILE, type MapRoute } from './routeMap.ts';

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

  it.skipIf(!existsSync(SHARED_ROUTES_FILE))('specRoutes.md is ../shared/ROUTES.md, byte for byte', () => {
    expect(readFileSync(SPEC_ROUTES_FILE, 'utf8')).toBe(readFileSync(SHARED_ROUTES_FILE, 'utf8'));
  });

  it('the product adds pages the spec does not name and refines only cells it names', () => {
    const spec = readRouteMap(SPEC_ROUTES_FILE);
    const specPaths = new Set(spec.routes.map((r) => r.path));
    expect(ADDED_ROUTES.length).toBeGreaterThan(0);
    for (const r of ADDED_ROUTES) expect(specPaths.has(r.path), r.path).toBe(false);
    for (const path of Object.keys(REFINED_ROUTES)) expect(specPaths.has(path), path).toBe(true);
    expect(map.routes.map((r) => r.path)).toEqual([...spec.routes.map((r) => r.path), ...ADDED_ROUTES.map((r) => r.path)]);
    for (const s of spec.routes) expect(cellsOf(map.routes.find((r) => r.path === s.path)!), s.path).toEqual({ ...cellsOf(s), ...REFINED_ROUTES[s.path] });
    expect(map.accounts).toEqual(spec.accounts);
    expect(map.loggedInEndpoints).toEqual(spec.loggedInEndpoints);
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
