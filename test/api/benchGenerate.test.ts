import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, ensureDatabase, isCurrent } from '../../bench/generate.ts';
import { nowOf } from '../../bench/generateOptions.ts';
import { generatePgDatabase, isCurrentPg } from '../../bench/pgGenerate.ts';
import { repairRows, requestRows } from '../../bench/rows.ts';
import { TEST_DIALECT, TEST_PG_URL, dropPgDatabase, pgUrlOf } from '../helpers/testDatabase.ts';

const opts = { ...DEFAULT_OPTIONS, repairs: 3000, requests: 1000 };

/** Reads of the generated database, alike on both: the first row of a query. */
type One = <T>(q: string) => Promise<T>;

/** What the benchmark database must hold on either database: demo accounts, the rows, the trigger-kept counts. */
async function expectGenerated(one: One, all: <T>(q: string) => Promise<T[]>): Promise<void> {
  expect(Number((await one<{ n: number }>("select count(*) n from admin where username in ('superadmin', 'admin', 'staff', 'member')")).n)).toBe(4);
  expect(Number((await one<{ n: number }>('select count(*) n from repair')).n)).toBeGreaterThan(3000); // + the demo seed's
  expect(Number((await one<{ n: number }>('select count(*) n from request')).n)).toBeGreaterThan(1000);
  const joined = Number((await one<{ n: number }>('select count(*) n from request r join stock_item s on s.id = r.stock_id')).n);
  expect(joined).toBe(Number((await one<{ n: number }>('select count(*) n from request')).n));
  for (const table of ['repair', 'request']) {
    // the count table the 0006 migration's triggers keep (issue 6): right after thousands of plain INSERTs
    const counts = await all<{ n: number; actual: number }>(`select c.type, c.status, c.n, (select count(*) from ${table} t where t.type = c.type and t.status = c.status) actual from ${table}_count c`);
    expect(counts.length).toBeGreaterThan(0);
    for (const c of counts) expect(Number(c.n)).toBe(Number(c.actual));
  }
  // the rows are the generator's own (bench/rows.ts, one source for both databases): the newest ones, field by field
  const made = [...repairRows(opts.repairs, opts.seed, { now: nowOf(opts), years: 3, operators: [0] }, [])].slice(-50).reverse();
  const stored = await all<Record<string, unknown>>('select serial, status, customer_phone, created_at, fee from repair order by id desc limit 50');
  expect(stored.map((r) => ({ ...r, fee: Number(r.fee) }))).toEqual(made.map((r) => ({ serial: r.serial, status: r.status, customer_phone: r.customer_phone, created_at: r.created_at, fee: r.fee })));
  // the secondary indexes were dropped for the load and built again
  const repairIndexes = await one<{ n: number }>(
    TEST_DIALECT === 'sqlite' ? "select count(*) n from sqlite_master where type = 'index' and tbl_name = 'repair' and sql is not null" : "select count(*) n from pg_indexes where tablename = 'repair'",
  );
  expect(Number(repairIndexes.n)).toBeGreaterThan(5);
}

describe('the generated requests', () => {
  it('hold no backup unit overdue at `now` (the server would raise a reminder for each at its start and deliver them under the load)', () => {
    const now = nowOf(opts);
    const stock = [{ id: 1, kind: 'backup' }, { id: 2, kind: 'accessory' }];
    const rows = [...requestRows(20_000, opts.seed, { now, years: 3, operators: [0], stock }, [])];
    const out = rows.filter((r) => r.type === 1 && r.status === 'sent');
    expect(out.length, 'units still out, shipped within the return period').toBeGreaterThan(20);
    // what src/server/areas/needs/overdueBackups.ts finds: shipped (generated rows have no history: updated_at) 30 days before now or earlier
    expect(out.filter((r) => Date.parse(String(r.updated_at)) < now - 30 * 86_400_000)).toEqual([]);
    expect(rows.filter((r) => r.type === 1 && r.status === 'returned').length).toBeGreaterThan(100);
  });
});

describe.runIf(TEST_DIALECT === 'sqlite')('bench/generate.ts on SQLite', () => {
  let dir = '';
  // made when the suite runs, not when it is collected (the api-pg project skips it)
  beforeAll(() => void (dir = mkdtempSync(join(tmpdir(), 'cms-bench-test-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a migrated database with the demo accounts and the generated rows, counted by the triggers, and reuses it', async () => {
    const first = await ensureDatabase(opts, dir);
    expect(first.reused).toBe(false);
    expect(existsSync(`${first.file}.partial`)).toBe(false);
    const db = new SQLite(first.file, { readonly: true });
    try {
      await expectGenerated(
        <T>(q: string) => Promise.resolve(db.prepare(q).get() as T),
        <T>(q: string) => Promise.resolve(db.prepare(q).all() as T[]),
      );
      expect((db.prepare('pragma journal_mode').get() as { journal_mode: string }).journal_mode).toBe('wal');
    } finally {
      db.close();
    }
    expect(isCurrent(first.file, opts)).toBe(true);
    expect(isCurrent(first.file, { ...opts, seed: 2 })).toBe(false);
    const again = await ensureDatabase(opts, dir);
    expect(again).toMatchObject({ file: first.file, reused: true });
  });
});

describe.runIf(TEST_DIALECT === 'postgres')('bench/pgGenerate.ts on PostgreSQL', () => {
  // not `cms_t_…`: every api-pg run's global setup drops those, a parallel run's too
  const name = `cms_benchtest_${process.pid}_${randomBytes(4).toString('hex')}`;
  afterAll(async () => {
    await dropPgDatabase(`${name}_partial`);
    await dropPgDatabase(name);
  });

  it('writes a migrated database (a plain create database; its text columns collation C) with the demo accounts and the same generated rows, counted by the PL/pgSQL triggers, and knows it current', async () => {
    await generatePgDatabase(TEST_PG_URL, name, opts);
    const admin = new pg.Client({ connectionString: TEST_PG_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname = $1 or datname = $2', [name, `${name}_partial`]);
      expect(rows).toEqual([{ datname: name }]);
    } finally {
      await admin.end();
    }
    const client = new pg.Client({ connectionString: pgUrlOf(name) });
    await client.connect();
    try {
      const serial = await client.query<{ collation: string }>("select collation_name as collation from information_schema.columns where table_name = 'repair' and column_name = 'serial'");
      expect(serial.rows).toEqual([{ collation: 'C' }]);
      await expectGenerated(
        async <T>(q: string) => (await client.query(q)).rows[0] as T,
        async <T>(q: string) => (await client.query(q)).rows as T[],
      );
      // VACUUM ANALYZE ran: the planner has statistics of the generated rows
      const analysed = await client.query<{ n: string }>("select count(*) n from pg_stats where tablename = 'repair'");
      expect(Number(analysed.rows[0].n)).toBeGreaterThan(5);
    } finally {
      await client.end();
    }
    expect(await isCurrentPg(TEST_PG_URL, name, opts)).toBe(true);
    expect(await isCurrentPg(TEST_PG_URL, name, { ...opts, seed: 2 })).toBe(false);
    expect(await isCurrentPg(TEST_PG_URL, `${name}_missing`, opts)).toBe(false);
  });
});
