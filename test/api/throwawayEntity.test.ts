import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_STATIONS, MANAGE_STATION, stations } from './throwaway/stations.ts';
import type { TestServer } from '../helpers/testServer.ts';
import { sampleAction, sampleChange, sampleCreateBody } from './access/declaredKit.ts';

/**
 * Adding an entity is its declaration, its registry line and its generated migration (README,
 * "Adding an entity"). This test declares a throwaway one — 维修站, with a list, a detail page,
 * forms, a 停用/启用 action, a permission of its own and demo rows — in a temporary registry (the
 * real one plus the station), and shows that the engine gives it all the rest.
 */

vi.doMock('../../resources/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../resources/index.ts')>();
  return { ...real, resources: [...real.resources, stations] };
});

// everything that reads the registry is imported after the mock
const { createTestServer } = await import('../helpers/testServer.ts');
const { resources } = await import('../../resources/index.ts');
const { routeTable, endpointTable } = await import('../../resources/registry.ts');
const { MENU_GROUPS } = await import('../../resources/menu.ts');
const { permissionCatalog } = await import('../../resources/catalogs/permissionCatalog.ts');
const { menuOf } = await import('../../src/app/shell/menuItems.ts');
const { existingSchemaOf } = await import('../../src/server/db/introspect.ts');
const { checkListPlans } = await import('../../src/server/engine/queryPlans.ts');
const { TEST_DIALECT } = await import('../helpers/testDatabase.ts');
const { migrationNames } = await import('../../src/server/db/migrate.ts');
const { planMigration } = await import('../../src/server/db/newMigration.ts');
const { defineSeed, insertDemoRows } = await import('../../src/server/db/areaSeed.ts');
const { loadAreaSeeds, seedOrder } = await import('../../src/server/db/seedRunner.ts');
const { serverAreaSet } = await import('../../src/server/composition.ts');

const stationSeed = defineSeed({ area: 'stations', seeds: ['stations'], run: (db, now) => insertDemoRows(db, stations, DEMO_STATIONS, now) });

let s: TestServer;
let dir: string;
const schemaOf = () => existingSchemaOf(s.db as unknown as Kysely<unknown>);

beforeAll(async () => {
  s = await createTestServer();
  dir = mkdtempSync(join(tmpdir(), 'throwaway-migration-'));
});
afterAll(async () => {
  await s.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a throwaway entity declared in a temporary registry', () => {
  it('is in the registry next to the real resources', () => {
    expect(resources.map((r) => r.name)).toEqual(expect.arrayContaining(['repairs', 'stations']));
  });

  it('gets its migration: the generator writes its table and history, the file runs, and then nothing differs', async () => {
    const plan = planMigration({ resources, schema: await schemaOf(), migrations: migrationNames(), slug: 'stations', now: new Date(s.clock.now()) });
    expect(plan.changes.map((c) => c.kind === 'createTable' && c.table.name)).toEqual(['station', 'station_event']);
    expect(plan.file?.name).toMatch(/^\d{4}_\d{2}_\d{2}_\d{4}_stations$/);
    const file = join(dir, `${plan.file!.name}.ts`);
    writeFileSync(file, plan.file!.source);
    const migration = (await import(pathToFileURL(file).href)) as { up(db: Kysely<unknown>): Promise<void>; down(db: Kysely<unknown>): Promise<void> };
    await migration.up(s.db as unknown as Kysely<unknown>);
    const schema = await schemaOf();
    expect(schema.station.columns).toEqual(['id', 'name', 'city', 'phone', 'status', 'created_at', 'updated_at', 'version', 'created_by']);
    expect(schema.station.indexes.map((i) => i.columns.join())).toEqual(expect.arrayContaining(['name', 'created_at', 'name,created_at', 'city,created_at', 'status,created_at']));
    expect(planMigration({ resources, schema, migrations: migrationNames(), slug: 'again', now: new Date() }).changes).toEqual([]);
    await migration.down(s.db as unknown as Kysely<unknown>);
    expect((await schemaOf()).station).toBeUndefined();
    await migration.up(s.db as unknown as Kysely<unknown>);
    // query plans are checked on SQLite (fixed rules); PostgreSQL's depend on statistics (npm run bench)
    if (TEST_DIALECT === 'sqlite') {
      const plans = await checkListPlans(s.db, serverAreaSet(), [stations]);
      expect(plans.length).toBeGreaterThan(0);
      expect(plans.filter((p) => !p.ok).map((p) => `${p.label}: ${p.plan.join(' / ')}`)).toEqual([]);
    }
  });

  it('gets its seed rows: the runner places its seed module among the areas\' and writes them as the engine would', async () => {
    const order = seedOrder([...(await loadAreaSeeds(serverAreaSet())), stationSeed], resources).map((a) => a.area);
    expect(order).toEqual(expect.arrayContaining(['repairs', 'needs', 'people', 'stations']));
    await stationSeed.run(s.db, s.clock.now(), serverAreaSet());
    const list = await s.request('GET', '/station/list?sort=-created_at', { as: 'superadmin' });
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list.map((r) => String(r.name)).sort()).toEqual(['深圳南山站', '苏州园区站']);
    expect(list.body.data.list.every((r) => String(r.status) === 'active' && Number(r.version) === 1)).toBe(true);
    const history = await s.request('GET', `/station/${Number(list.body.data.list[0].id)}/history`, { as: 'superadmin' });
    expect(history.body.data.list.map((e) => String(e.kind))).toEqual(['create']);
  });

  it('gets its endpoints: create, list, one, update, 停用/启用 and delete answer as declared, bad input in Chinese', async () => {
    const created = await s.request('POST', '/station', { as: 'superadmin', body: { name: '武汉光谷站', city: '武汉', phone: '027-87654321' } });
    expect(created.status).toBe(200);
    const id = Number(created.body.data.id);
    expect(created.body.data).toMatchObject({ name: '武汉光谷站', status: 'active', version: 1 });
    expect((await s.request('GET', '/station/list?city=武汉', { as: 'superadmin' })).body.data.list.map((r) => Number(r.id))).toEqual([id]);
    expect((await s.request('GET', `/station/${id}`, { as: 'superadmin' })).body.data.city).toBe('武汉');
    const missing = await s.request('POST', '/station', { as: 'superadmin', body: { city: '武汉' } });
    expect([missing.status, missing.body.message]).toEqual([400, '「名称」不能为空']);
    expect((await s.request('POST', '/station', { as: 'superadmin', body: { name: '武汉光谷站', city: '武汉' } })).status).toBe(409);
    const edited = await s.request('PUT', `/station/${id}`, { as: 'superadmin', body: { city: '武汉市', version: 1 } });
    expect([edited.status, edited.body.data.version]).toEqual([200, 2]);
    expect((await s.request('PUT', `/station/${id}`, { as: 'superadmin', body: { city: '旧', version: 1 } })).status).toBe(409);
    const disabled = await s.request('PUT', `/station/${id}/status`, { as: 'superadmin', body: { action: 'disable', version: 2 } });
    expect([disabled.status, disabled.body.data.status]).toEqual([200, 'disabled']);
    const again = await s.request('PUT', `/station/${id}/status`, { as: 'superadmin', body: { action: 'disable', version: 3 } });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('停用');
    const enabled = await s.request('PUT', `/station/${id}/status`, { as: 'superadmin', body: { action: 'enable', version: 3 } });
    expect([enabled.status, enabled.body.data.status]).toEqual([200, 'active']);
    expect((await s.request('DELETE', `/station/${id}?version=4`, { as: 'superadmin' })).status).toBe(200);
    expect((await s.request('GET', `/station/${id}`, { as: 'superadmin' })).status).toBe(404);
  });

  it('gets valid calls for the access oracle from its declaration (no hand-made record kit)', async () => {
    const created = await s.request('POST', '/station', { as: 'superadmin', body: sampleCreateBody(stations, 7) });
    expect(created.status).toBe(200);
    const id = Number(created.body.data.id);
    expect((await s.request('PUT', `/station/${id}`, { as: 'superadmin', body: { version: 1, ...sampleChange(stations, 7) } })).status).toBe(200);
    const acted = await s.request('PUT', `/station/${id}/status`, { as: 'superadmin', body: { version: 2, ...sampleAction(stations, 7) } });
    expect([acted.status, acted.body.data.status]).toEqual([200, 'disabled']);
  });

  it('gets its guard: a demo account without the access gets 403, an anonymous caller 401, and a granted right opens it', async () => {
    for (const user of ['admin', 'staff', 'member'] as const) expect((await s.request('GET', '/station/list', { as: user })).status, user).toBe(403);
    expect((await s.request('POST', '/station', { as: 'staff', body: { name: '不该建', city: '北京' } })).status).toBe(403);
    expect((await s.request('GET', '/station/list', { as: null })).status).toBe(401);
    const staff = (await s.request('GET', '/account/permission', { as: 'superadmin' })).body.data.list.find((a) => String(a.username) === 'staff');
    const current = (await s.request('GET', `/account/admin/${Number(staff?.id)}/permission`, { as: 'superadmin' })).body.data;
    const grant = await s.request('PUT', `/account/admin/${Number(staff?.id)}/permission`, {
      as: 'superadmin',
      body: { group: 64, actions: [...current.actions.map(String), MANAGE_STATION], version: Number(current.version) },
    });
    expect(grant.status).toBe(200);
    expect((await s.request('GET', '/station/list', { as: 'staff' })).status).toBe(200);
  });

  it('gets its rows of the permission matrix and the endpoint table', () => {
    const entries = permissionCatalog().flatMap((a) => a.entries.map((e) => e.action));
    expect(entries).toContain(MANAGE_STATION);
    const keys = endpointTable().filter((e) => e.resource === 'stations').map((e) => `${e.key} ${e.method} ${e.path}`);
    expect(keys).toEqual([
      'stations.list GET /station/list', 'stations.one GET /station/:id', 'stations.create POST /station', 'stations.update PUT /station/:id',
      'stations.delete DELETE /station/:id', 'stations.action PUT /station/:id/status', 'stations.history GET /station/:id/history',
    ]);
  });

  it('gets its pages in the route table and its menu item, only for whoever has the access', () => {
    const routes = routeTable();
    expect(routes.find((r) => r.path === '/station/list')).toMatchObject({ title: '维修站', hidden: false, access: { permission: MANAGE_STATION }, view: { kind: 'list', resource: 'stations' } });
    expect(routes.find((r) => r.path === '/station/:id')).toMatchObject({ title: '维修站详情', hidden: true, activeMenu: '/station/list', view: { kind: 'show', resource: 'stations' } });
    expect(routes.find((r) => r.path === '/export/station')?.access).toEqual({ permission: MANAGE_STATION });
    const repairGroup = (user: { group: number; permissions: string[] }) => menuOf(routes, MENU_GROUPS, user).find((n) => n.label === '维修管理')?.children?.map((c) => c.label) ?? [];
    expect(repairGroup({ group: 512, permissions: [] })).toContain('维修站');
    expect(repairGroup({ group: 64, permissions: ['manage_needs_repair'] })).not.toContain('维修站');
    expect(repairGroup({ group: 64, permissions: ['manage_needs_repair', MANAGE_STATION] })).toContain('维修站');
  });
});
