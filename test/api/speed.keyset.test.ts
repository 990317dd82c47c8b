import { dialectOf } from '../../src/server/db/dialect.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repairs } from '../../resources/needs/repairs.ts';
import { runQuery } from '../../src/server/db/fastRead.ts';
import { createRandom } from '../../src/server/db/random.ts';
import { buildListQuery, parseListParams } from '../../src/server/engine/listQuery.ts';
import { poolOf } from '../../src/server/db/dialects/postgresOpen.ts';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';
import { TEST_DIALECT } from '../helpers/testDatabase.ts';
import { ACTION_FIELDS, validRepair } from './repairFixtures.ts';

/**
 * Deep pages are served by keyset from cached anchors; whatever the path, a page must equal the
 * plain LIMIT/OFFSET query on the same data — including after writes between two requests.
 */

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ seed: true });
  // 3000 more rows with many equal timestamps, so ties are ordered by id
  const at = (seconds: number) => new Date((1767225600 + seconds) * 1000).toISOString();
  const two = (n: number) => String(n).padStart(2, '0');
  const rows = Array.from({ length: 3000 }, (_, k) => {
    const i = k + 1;
    return {
      no: `KS${i}`, type: i % 3 === 0 ? 3 : 1, status: ['pending', 'completed', 'repairing', 'cancelled'][i % 4], service_mode: ['mail', 'onsite', 'store'][i % 3],
      serial: `SUP01AB24${two(i % 7)}`, model: 'LX', customer_name: `客户${i % 50}`, customer_phone: `138000000${two(i % 40)}`, fault: '不出光', fee: 0,
      created_at: at(Math.floor(i / 5) * 3600), updated_at: at((i % 97) * 3600), version: 1,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await s.db.insertInto('repair').values(rows.slice(i, i + 500)).execute();
});
afterAll(() => s.close());

type Row = { id: number; version: number; status: string };

/** The page by the plain OFFSET query, the reference. */
async function offsetIds(query: Record<string, string>): Promise<number[]> {
  const q = buildListQuery(repairs, parseListParams(repairs, query), dialectOf(s.db));
  return (await runQuery<{ id: number }>(s.db, q.rows)).map((r) => r.id);
}

async function apiIds(query: Record<string, string>): Promise<number[]> {
  const res = await s.request('GET', `/needs/manage-repairs?${new URLSearchParams(query)}`, { as: 'superadmin' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.list as unknown as { id: number }[]).map((r) => r.id);
}

function randomQuery(rnd: () => number): Record<string, string> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const query: Record<string, string> = { sort: pick(['-created_at', 'created_at', '-updated_at', 'updated_at']), pageSize: pick(['10', '20', '50']) };
  const type = pick(['1', '3', '']);
  if (type) query.type = type;
  const filter = pick(['none', 'status', 'service_mode', 'range', 'serial', 'q']);
  if (filter === 'status') query.status = pick(['pending', 'completed', 'repairing']);
  if (filter === 'service_mode') query.service_mode = pick(['mail', 'onsite']);
  if (filter === 'range') query.created_at = '2026-01-10,2026-03-20';
  if (filter === 'serial') query.serial = 'SUP01AB2403';
  if (filter === 'q') query.q = pick(['KS1', '客户1', 'KS2']);
  const pages = Math.max(1, Math.ceil(1500 / Number(query.pageSize)));
  query.page = String(1 + Math.floor(rnd() * pages));
  return query;
}

async function randomWrite(rnd: () => number): Promise<void> {
  const rows = (await s.db.selectFrom('repair').select(['id', 'version', 'status']).execute()) as Row[];
  const row = rows[Math.floor(rnd() * rows.length)];
  const roll = rnd();
  if (roll < 0.3) {
    expect((await s.request('POST', '/needs/manage-repair', { as: 'superadmin', body: validRepair({ type: rnd() < 0.5 ? 1 : 3 }) })).status).toBe(200);
  } else if (roll < 0.5) {
    expect((await s.request('DELETE', `/needs/repair/${row.id}?version=${row.version}`, { as: 'superadmin' })).status).toBe(200);
  } else if (roll < 0.75) {
    const action = repairs.status.actions.find((a) => (a.from as readonly string[]).includes(row.status));
    if (action) await s.request('PUT', `/needs/manage-repair/${row.id}/status`, { as: 'superadmin', body: { action: action.name, version: row.version, ...ACTION_FIELDS[action.name] } });
  } else {
    // the sort key itself moves (a direct write): cached anchors must not survive it
    await sql`update repair set created_at = ${new Date(Date.UTC(2026, 0, 1) + Math.floor(rnd() * 90) * 86_400_000).toISOString()} where id = ${row.id}`.execute(s.db);
  }
}

describe('keyset pages equal OFFSET pages', () => {
  it('for random filters, sorts and pages, with writes in between', async () => {
    const rnd = createRandom(2026);
    let deep = 0;
    for (let i = 0; i < 160; i++) {
      const query = randomQuery(rnd);
      if ((Number(query.page) - 1) * Number(query.pageSize) > 200) deep++;
      // twice: the second request is served from the anchors the first one recorded
      expect(await apiIds(query), JSON.stringify(query)).toEqual(await offsetIds(query));
      expect(await apiIds(query), JSON.stringify(query)).toEqual(await offsetIds(query));
      if (i % 3 === 0) {
        await randomWrite(rnd);
        expect(await apiIds(query), `after a write: ${JSON.stringify(query)}`).toEqual(await offsetIds(query));
      }
    }
    expect(deep, 'deep pages were exercised').toBeGreaterThan(40);
  });

  it('paging forwards and backwards through a whole list matches OFFSET page by page', async () => {
    const base = { type: '1', sort: '-created_at', pageSize: '100' };
    const total = Number((await s.request('GET', `/needs/manage-repairs?type=1`, { as: 'superadmin' })).body.data.total);
    const pages = Math.ceil(total / 100);
    const seen: number[] = [];
    for (let page = 1; page <= pages + 1; page++) {
      const query = { ...base, page: String(page) };
      const ids = await apiIds(query);
      expect(ids).toEqual(await offsetIds(query));
      seen.push(...ids);
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    for (let page = pages; page >= 1; page -= 3) {
      const query = { ...base, page: String(page) };
      expect(await apiIds(query)).toEqual(await offsetIds(query));
    }
  });

  it('answers an empty page beyond the end', async () => {
    expect(await apiIds({ type: '3', page: '9000', pageSize: '100' })).toEqual([]);
  });
});

describe.runIf(TEST_DIALECT === 'postgres')('a deep list page on PostgreSQL', () => {
  /** The statements on the repair table that `run` sends to the server's pool. */
  async function pageStatements(run: () => Promise<unknown>): Promise<string[]> {
    const pool = poolOf(s.db)!;
    const sent: string[] = [];
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    pool.query = ((...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
      if (text.includes('from "repair"')) sent.push(text);
      return query(...args);
    }) as typeof pool.query;
    try {
      await run();
    } finally {
      pool.query = query as typeof pool.query;
    }
    return sent;
  }

  it('deep: one statement with its total from the anchor, or two when a commit came between', async () => {
    const deep = { type: '1', sort: '-created_at', pageSize: '20', page: '40' };
    await apiIds(deep);
    const again = await pageStatements(() => apiIds(deep));
    // another process's commit (a parallel test run on the same server) makes it two: the anchor's read again from the start
    expect(again.length).toBeGreaterThanOrEqual(1);
    expect(again.length).toBeLessThanOrEqual(2);
    expect(again[0]).toContain('pg_current_snapshot()');
    expect(again[0]).toContain('"__total"');
    expect(await apiIds(deep)).toEqual(await offsetIds(deep));
  });
});
