import { serverAreaSet } from '../../src/server/composition.ts';
import { sql, type Kysely } from 'kysely';
import { existingSchemaOf, triggersOn } from '../../src/server/db/introspect.ts';
import type { ExistingSchema } from '../../src/server/db/schemaDiff.ts';
import { TEST_DIALECT } from '../helpers/testDatabase.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources/index.ts';
import { hasColumn } from '../../resources/define.ts';
import { REPAIR_STATUSES, repairs } from '../../resources/needs/repairs.ts';
import { REQUEST_STATUSES } from '../../resources/needs/requests.ts';
import { countTableOf } from '../../src/server/db/countTables.ts';
import { checkListPlans } from '../../src/server/engine/queryPlans.ts';
import { isNullable } from '../../src/domain/fieldRules.ts';
import { columnOf } from '../../src/server/engine/schema.ts';
import { createRandom } from '../../src/server/db/random.ts';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

type Tables = Awaited<ReturnType<TestServer['db']['introspection']['getTables']>>;

describe('migrated schema agrees with the declarations', () => {
  let tables: Tables;
  let schema: ExistingSchema;
  beforeAll(async () => {
    tables = await s.db.introspection.getTables();
    schema = await existingSchemaOf(s.db as unknown as Kysely<unknown>);
  });
  const tableOf = (name: string) => tables.find((t) => t.name === name);

  for (const r of resources) {
    it(`${r.name}: a column per field with the declared nullability, every declared index`, async () => {
      const table = tableOf(r.table);
      expect(table?.columns.length, `table ${r.table} exists`).toBeGreaterThan(0);
      for (const f of r.fields.filter(hasColumn)) {
        const col = table?.columns.find((c) => c.name === columnOf(f));
        expect(col, `column ${f.name}`).toBeDefined();
        // a view's columns carry no NOT NULL of their own; the key is NOT NULL by being the key
        if (col && col.name !== 'id' && !r.viewOver) expect(col.isNullable, `nullability of ${f.name}`).toBe(isNullable(f));
      }
      if (r.viewOver) {
        expect(table?.isView, `${r.table} is a view`).toBe(true);
        for (const t of r.viewOver) expect(tableOf(t)?.columns.length, `table ${t}`).toBeGreaterThan(0);
        expect(r.indexes ?? [], 'a view declares no indexes of its own').toEqual([]);
      }
      const indexes = schema[r.table]?.indexes ?? [];
      const has = (columns: readonly string[], unique = false) =>
        indexes.some((i) => i.columns.join() === columns.join() && (!unique || i.unique));
      for (const idx of r.indexes ?? []) expect(has(idx.columns, idx.unique), `index (${idx.columns.join(', ')})`).toBe(true);
      for (const f of r.fields.filter((x) => x.db?.unique)) expect(has([columnOf(f)], true), `unique ${f.name}`).toBe(true);
      if (r.counts?.length) {
        const countCols = tableOf(countTableOf(r))?.columns.map((c) => c.name);
        expect(countCols, `count table of ${r.name}`).toEqual([...r.counts.map((n) => columnOf(r.fields.find((f) => f.name === n)!)), 'n']);
        const triggers = (await triggersOn(s.db as unknown as Kysely<unknown>, r.table)).filter((name) => name.includes('_count_'));
        expect(triggers.sort()).toEqual(['delete', 'insert', 'update'].map((k) => `${r.table}_count_${k}`));
        for (const n of r.counts) expect(isNullable(r.fields.find((f) => f.name === n)!), `count dimension ${n} is not nullable`).toBe(false);
      }
    });
  }
});

// SQLite's plans follow fixed rules, so a small database shows the plan at scale; PostgreSQL's
// follow table statistics, so its list speed is measured at 1M rows by `npm run bench` instead
describe.skipIf(TEST_DIALECT === 'postgres')('every list query is served by an index (checkListPlans)', () => {
  beforeAll(async () => {
    const rnd = createRandom(7);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
    const base = Date.UTC(2026, 0, 1);
    const when = () => new Date(base + Math.floor(rnd() * 300 * 86_400_000)).toISOString();
    const customer = () => ({ customer_name: `客户${Math.floor(rnd() * 300)}`, customer_phone: `138${String(Math.floor(rnd() * 1e8)).padStart(8, '0')}`, customer_company: null, address: null });
    const serial = () => `SUP0${Math.floor(rnd() * 9)}AB2${Math.floor(rnd() * 5)}0${1 + Math.floor(rnd() * 9)}`;
    const repairs = Array.from({ length: 2000 }, (_, i) => {
      const created = when();
      return {
        no: `WX2026${String(i).padStart(8, '0')}`, type: rnd() < 0.66 ? 1 : 3, status: pick(REPAIR_STATUSES).value,
        service_mode: pick(['mail', 'onsite', 'store']), serial: serial(), model: 'LX-30W', ...customer(),
        fault: '开机无反应', solution: null, fee: 0, engineer: null, express_in: null, express_out: null,
        created_at: created, updated_at: created, version: 1, created_by: null,
      };
    });
    for (let i = 0; i < repairs.length; i += 200) await s.db.insertInto('repair').values(repairs.slice(i, i + 200)).execute();
    const stock = await s.db.insertInto('stock_item').values({ name: '备用机', sku: 'SKU-1', kind: 'backup', model: null, quantity: 5, warn_level: 2, location: null, remark: null, created_at: when(), updated_at: when(), version: 1, created_by: null }).returning('id').executeTakeFirstOrThrow();
    const requests = Array.from({ length: 2000 }, (_, i) => {
      const created = when();
      return {
        no: `SQ2026${String(i).padStart(8, '0')}`, type: rnd() < 0.5 ? 1 : 2, status: pick(REQUEST_STATUSES).value, serial: serial(), model: null,
        stock_id: stock.id, quantity: 1, ...customer(), repair_no: null, reason: '维修期间需要备用机', deposit: 0, credit_amount: null,
        express_out: null, express_back: null, created_at: created, updated_at: created, version: 1, created_by: null,
      };
    });
    for (let i = 0; i < requests.length; i += 200) await s.db.insertInto('request').values(requests.slice(i, i + 200)).execute();
    await sql`analyze`.execute(s.db);
  });

  it('page, total, deep-page walk and keyset queries of every list × filter × sort × direction, and the badge counts', async () => {
    const checks = await checkListPlans(s.db, serverAreaSet());
    for (const r of resources.filter((x) => x.endpoints.list)) expect(checks.some((c) => c.label.startsWith(`${r.screens[0]?.name ?? r.name} `)), r.name).toBe(true);
    const bad = checks.filter((c) => !c.ok).map((c) => `${c.label}\n  ${c.sql}\n  ${c.plan.join('\n  ')}`);
    expect(bad).toEqual([]);
  });

  it('flags a temp b-tree sort and a full table scan', async () => {
    // `fault` has no index: sorting by it needs a temp b-tree, filtering by it scans the table
    const unindexed = { ...repairs, fields: repairs.fields.map((f) => (f.name === 'fault' ? { ...f, ui: { ...f.ui, filter: 'eq' as const, sortable: true } } : f)) };
    const checks = await checkListPlans(s.db, serverAreaSet(), [unindexed]);
    expect(checks.some((c) => !c.ok && c.plan.some((d) => /USE TEMP B-TREE/.test(d)))).toBe(true);
    expect(checks.some((c) => !c.ok && c.label.includes('filter=fault sort=-created_at') && c.plan.some((d) => /^SCAN repair$/.test(d)))).toBe(true);
    expect(checks.filter((c) => !c.label.includes('fault')).every((c) => c.ok)).toBe(true);
  });
});
