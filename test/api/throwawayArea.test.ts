import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineEndpoints } from '../../resources/define.ts';
import { ok } from '../../src/domain/envelope.ts';
import type { HooksByResource, ResourceHooks } from '../../src/server/engine/hooks.ts';
import type { GroupHandler, GroupHandlers } from '../../src/server/engine/mount.ts';
import type { TestServer } from '../helpers/testServer.ts';
import { DEMO_STATIONS, MANAGE_STATION, stations } from './throwaway/stations.ts';

/**
 * Issue 33, "areas are inputs": a throwaway area — one entity (维修站), one hook and one
 * hand-written handler — is its own declarations and its own `defineArea` entry, handed to
 * `createApp` beside the composition root's areas. Nothing of the engine, db or live is edited
 * for it: the engine finds its hook, mounts its handler behind the declared access, and seeds it.
 */

/** Its hand-written endpoint: the cities its stations are in, with how many each. */
const stationTools = defineEndpoints({
  name: 'stationTools',
  endpoints: { cities: { method: 'GET', path: '/station/cities', access: { permission: MANAGE_STATION }, summary: '维修站所在城市' } },
});

vi.doMock('../../resources/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../resources/index.ts')>();
  return { ...real, resources: [...real.resources, stations], endpointGroups: [...real.endpointGroups, stationTools] };
});

// everything that reads the registry is imported after the mock
const { createTestServer } = await import('../helpers/testServer.ts');
const { resources } = await import('../../resources/index.ts');
const { SERVER_AREAS } = await import('../../src/server/composition.ts');
const { defineArea, joinAreas } = await import('../../src/server/engine/area.ts');
const { defineSeed, insertDemoRows } = await import('../../src/server/db/areaSeed.ts');
const { loadAreaSeeds, seedOrder } = await import('../../src/server/db/seedRunner.ts');
const { migrationNames } = await import('../../src/server/db/migrate.ts');
const { planMigration } = await import('../../src/server/db/newMigration.ts');
const { existingSchemaOf } = await import('../../src/server/db/introspect.ts');

/** Its one hook: 「深圳市」 is kept as 「深圳」, so the city filter finds every station of a city. */
const stationHooks: ResourceHooks = {
  prepareWrite: async (_kind, { values }) => ('city' in values ? { ...values, city: String(values.city).replace(/市$/, '') } : values),
};

/** Its one hand-written handler. */
const citiesHandler: GroupHandler = (deps) => async (c) => {
  const rows = await sql<{ city: string; n: number }>`select city, count(*) as n from station group by city order by city`.execute(deps.db);
  return c.json(ok({ list: rows.rows.map((r) => ({ city: r.city, stations: Number(r.n) })) }));
};

/** A real area's hooks and handlers are keyed by the registry's names; this one's exist only in the mocked registry, hence the casts. */
const stationsArea = defineArea({
  name: 'stations',
  hooks: { stations: stationHooks } as HooksByResource,
  handlers: { 'stationTools.cities': citiesHandler } as Partial<GroupHandlers>,
  seeds: [async () => defineSeed({ area: 'stations', seeds: ['stations'], run: (db, now) => insertDemoRows(db, stations, DEMO_STATIONS, now) })],
});

let s: TestServer;
let dir: string;

beforeAll(async () => {
  s = await createTestServer({ areas: [...SERVER_AREAS, stationsArea] });
  dir = mkdtempSync(join(tmpdir(), 'throwaway-area-'));
  const plan = planMigration({ resources, schema: await existingSchemaOf(s.db as unknown as Kysely<unknown>), migrations: migrationNames(), slug: 'stations', now: new Date(s.clock.now()) });
  const file = join(dir, `${plan.file!.name}.ts`);
  writeFileSync(file, plan.file!.source);
  await ((await import(pathToFileURL(file).href)) as { up(db: Kysely<unknown>): Promise<void> }).up(s.db as unknown as Kysely<unknown>);
});
afterAll(async () => {
  await s.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a throwaway area handed to createApp beside the composition root', () => {
  it('seeds: its seed module runs in order among the areas\' own', async () => {
    const seeds = await loadAreaSeeds(joinAreas([...SERVER_AREAS, stationsArea]));
    const order = seedOrder(seeds, resources).map((a) => a.area);
    expect(order).toEqual(expect.arrayContaining(['repairs', 'people', 'stations']));
    await seeds.find((x) => x.area === 'stations')!.run(s.db, s.clock.now(), joinAreas([...SERVER_AREAS, stationsArea]));
    const list = await s.request('GET', '/station/list', { as: 'superadmin' });
    expect(list.body.data.total).toBe(DEMO_STATIONS.length);
  });

  it('its hook runs in the engine\'s writes: a create and an update keep 「深圳市」 as 「深圳」', async () => {
    const created = await s.request('POST', '/station', { as: 'superadmin', body: { name: '深圳宝安站', city: '深圳市' } });
    expect([created.status, created.body.data.city]).toEqual([200, '深圳']);
    const id = Number(created.body.data.id);
    const edited = await s.request('PUT', `/station/${id}`, { as: 'superadmin', body: { city: '广州市', version: 1 } });
    expect([edited.status, edited.body.data.city]).toEqual([200, '广州']);
  });

  it('its handler is mounted behind the declared access: its permission opens it, others get 403, nobody logged in 401', async () => {
    const cities = await s.request('GET', '/station/cities', { as: 'superadmin' });
    expect(cities.status).toBe(200);
    expect(cities.body.data.list).toEqual(expect.arrayContaining([{ city: '深圳', stations: 1 }, { city: '广州', stations: 1 }]));
    expect((await s.request('GET', '/station/cities', { as: 'staff' })).status).toBe(403);
    expect((await s.request('GET', '/station/cities', { as: null })).status).toBe(401);
  });

  it('the areas join once: a resource\'s hooks or an endpoint\'s handler brought by two areas is refused', () => {
    expect(() => joinAreas([stationsArea, { ...stationsArea, name: 'stations2', handlers: {} }])).toThrow('资源 stations 的服务端钩子由多个区域提供');
    expect(() => joinAreas([stationsArea, { name: 'other', handlers: stationsArea.handlers }])).toThrow('接口 stationTools.cities 的处理函数由多个区域提供');
    expect(() => joinAreas([stationsArea, stationsArea])).toThrow('区域 stations 重复');
  });

  it('without the area, its endpoint is not implemented: the engine brings no handler of its own', async () => {
    const bare = await createTestServer();
    try {
      const res = await bare.request('GET', '/station/cities', { as: 'superadmin' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('接口尚未实现');
    } finally {
      await bare.close();
    }
  });
});
