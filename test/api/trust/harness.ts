import { installWriteCounter, rowsWrittenSoFar } from './writeCounter.ts';
import { createHash } from 'node:crypto';
import { responseText } from '../../helpers/responseText.ts';
import SQLite from 'better-sqlite3';
import type { Hono } from 'hono';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { resources } from '../../../resources/index.ts';
import type { ResourceDef } from '../../../resources/define.ts';
import { createApp } from '../../../src/server/app.ts';
import { createSession } from '../../../src/server/auth/sessions.ts';
import { basicAuthHeader } from '../../../src/server/auth/tokens.ts';
import type { AppEnv, Logger } from '../../../src/server/context.ts';
import { DEMO_ACCOUNTS } from '../../../src/server/db/accounts.ts';
import { rawDatabaseOf, type Db } from '../../../src/server/db/database.ts';
import { dialectOf } from '../../../src/server/db/dialect.ts';
import { seedDemo } from '../../../src/server/db/seed.ts';
import { rowScopeOf } from '../../../src/server/engine/hooks.ts';
import { dropPgDatabase, openTestDatabase } from '../../helpers/testDatabase.ts';
import { TEST_NOW, type TestUser } from '../../helpers/testServer.ts';

import { EDITABLE_IN, loadShapes, type BodyShapes } from './shapes.ts';
import { SERVER_AREAS, serverAreaSet } from '../../../src/server/composition.ts';
/**
 * The trust suites' template and runs, on the database TEST_DIALECT names: one seeded template
 * per test file (SQLite: an in-memory image; PostgreSQL: a database of its own); each run gets a
 * fresh copy of it (servers.ts picks how), so runs never see each other's effects and "nothing
 * changed" is a comparison with the template's checksum.
 */

/** A stored record of a resource, as the template holds it. */
export interface RecordRef {
  id: number;
  version: number;
  status: string | null;
}

/** Where the template's rows live: an SQLite image, or a PostgreSQL database runs are copied from (CREATE DATABASE … TEMPLATE). */
export type TemplateData = { dialect: 'sqlite'; snapshot: Buffer } | { dialect: 'postgres'; database: string };

export interface Template {
  data: TemplateData;
  /** Checksum of every table except the logs (see `checksum`). */
  baseline: string;
  /** A live `Authorization` header per demo user (sessions stored in the template). */
  auth: Record<TestUser, string>;
  tokens: string[];
  adminIds: Record<TestUser, number>;
  /** Records per resource name (ids that exist, with their version and status). */
  records: Record<string, RecordRef[]>;
  /** Ids per table name, for reference fields. */
  tableIds: Record<string, number[]>;
  /** What the generated bodies need beyond the declarations (shapes.ts). */
  shapes: BodyShapes;
}

/** One run: a fresh copy of the template behind its own app. */
export interface Run {
  db: Db;
  logLines: string[];
  /**
   * Rows written since the run began and not rolled back, as the template's `test_rows_written`
   * counts them (writeCounter.ts); null when it cannot say.
   */
  rowsWritten(): Promise<number | null>;
  /** Ends the run: its copy is rolled back, closed or dropped. */
  end(): Promise<void>;
  /** Set by `unchanged` when the database equalled the template (log tables aside): a PostgreSQL copy is then reused if no request followed. */
  unchangedChecked?: boolean;
  request(method: string, path: string, init?: { body?: string; headers?: Record<string, string> }): Promise<RawResponse>;
}

/** What hands out runs (servers.ts). */
export interface RunServer {
  start(): Promise<Run>;
  close(): Promise<void> | void;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

export interface ServerOptions {
  corsOrigins?: string[];
  trustProxy?: boolean;
}

/** Tables whose rows a refused request may add (the logs of the refusal itself). */
export const LOG_TABLES = new Set(['action_log', 'login_failure']);

/** A user table and the columns its rows are ordered by (its primary key; every column when it has none). */
interface TableKey {
  name: string;
  key: string[];
}

/** The user tables and their keys, per dialect: the one thing `checksum` reads differently. */
async function userTables(db: Db): Promise<TableKey[]> {
  if (dialectOf(db).name === 'postgres') {
    const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
    const keys = await sql<{ name: string; col: string }>`
      select tc.table_name as name, k.column_name as col from information_schema.table_constraints tc
      join information_schema.key_column_usage k on k.constraint_name = tc.constraint_name and k.table_schema = tc.table_schema and k.table_name = tc.table_name
      where tc.table_schema = 'public' and tc.constraint_type = 'PRIMARY KEY' order by tc.table_name, k.ordinal_position`.execute(db);
    return tables.rows.map(({ name }) => ({ name, key: keys.rows.filter((k) => k.name === name).map((k) => k.col) }));
  }
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
  const out: TableKey[] = [];
  for (const { name } of tables.rows) {
    const cols = await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${name}) order by pk`.execute(db);
    out.push({ name, key: cols.rows.filter((c) => c.pk > 0).map((c) => c.name) });
  }
  return out;
}

const jsonValue = (_k: string, v: unknown): unknown => (typeof v === 'bigint' ? String(v) : v);

/** A digest of every user table except the migration tables and `skip` (the log tables), rows in key order, values JSON-stringified. */
export async function checksum(db: Db, skip: ReadonlySet<string> = LOG_TABLES): Promise<string> {
  const hash = createHash('sha256');
  for (const { name, key } of await userTables(db)) {
    if (skip.has(name) || name.startsWith('kysely_migration') || name === 'test_rows_written') continue;
    hash.update(`#${name}`);
    const order = key.length ? key : ['*'];
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)} order by ${order[0] === '*' ? sql.raw('1') : sql.join(order.map((c) => sql.ref(c)))}`.execute(db);
    for (const row of rows.rows) hash.update(JSON.stringify(Object.values(row), jsonValue));
  }
  return hash.digest('hex');
}

/** The records of a resource the super admin can reach: its rows within the resource's row scope (notices only, not private messages). */
async function recordsOf(db: Db, resource: ResourceDef, superadminId: number): Promise<RecordRef[]> {
  const statusColumn = resource.status ? resource.fields.find((f) => f.name === resource.status?.field)?.db?.column ?? resource.status.field : null;
  let scope: Record<string, unknown>;
  try {
    scope = rowScopeOf(serverAreaSet(), resource, { id: superadminId, username: 'superadmin', name: '', group: 512, status: 1, permissions: [], sessionId: 0 });
  } catch {
    // a scope that follows what a list pins (export jobs: the list type) reaches nothing unpinned
    return [];
  }
  let query = db.selectFrom(resource.table as 'repair').selectAll();
  for (const [column, value] of Object.entries(scope)) query = query.where(sql.ref(column), '=', value);
  const rows = (await query.orderBy('id').execute().catch(() => [])) as Record<string, unknown>[];
  // records a save may change first (an order's 草稿), the others after them
  const editable = EDITABLE_IN[resource.name];
  if (editable) rows.sort((a, b) => Number(!editable.values.includes(String(a[editable.column]))) - Number(!editable.values.includes(String(b[editable.column]))));
  return rows.map((r) => ({
    id: Number(r.id),
    version: Number(r.version ?? 1),
    status: statusColumn ? String(r[statusColumn]) : null,
  }));
}

/** The database name of a PostgreSQL URL. */
const databaseOf = (url: string): string => decodeURIComponent(new URL(url).pathname.slice(1));

/**
 * Builds the template: migrated, demo accounts + demo data, one live session per demo user, the
 * top-up; then `alter` (e.g. a trigger) changes the schema after the baseline checksum was taken.
 */
export async function createTemplate(
  topUp?: (db: Db, t: Pick<Template, 'auth' | 'tableIds' | 'records'>) => Promise<void>,
  opts: { alter?: (db: Db) => Promise<void> } = {},
): Promise<Template> {
  const { db, url } = await openTestDatabase();
  await seedDemo(db, TEST_NOW, serverAreaSet());
  const auth = {} as Record<TestUser, string>;
  const adminIds = {} as Record<TestUser, number>;
  const tokens: string[] = [];
  for (const a of DEMO_ACCOUNTS) {
    const { id } = await db.selectFrom('admin').select('id').where('username', '=', a.username).executeTakeFirstOrThrow();
    const token = await createSession(db, id, TEST_NOW, 'local', 'fuzz');
    tokens.push(token);
    auth[a.username] = basicAuthHeader(id, token);
    adminIds[a.username] = id;
  }
  const records: Record<string, RecordRef[]> = {};
  const tableIds: Record<string, number[]> = {};
  const readAll = async () => {
    for (const r of resources) {
      records[r.name] = await recordsOf(db, r, adminIds.superadmin);
      tableIds[r.table] = records[r.name].map((x) => x.id);
    }
  };
  await readAll();
  if (topUp) {
    await topUp(db, { auth, tableIds, records });
    await db.deleteFrom('action_log').execute();
    await readAll();
  }
  const shapes = await loadShapes(db);
  const baseline = await checksum(db);
  await installWriteCounter(db);
  await opts.alter?.(db);
  const raw = rawDatabaseOf(db);
  const data: TemplateData = raw ? { dialect: 'sqlite', snapshot: raw.serialize() } : { dialect: 'postgres', database: databaseOf(url) };
  // every connection closed: PostgreSQL copies no template a session is connected to
  await db.destroy();
  return { data, baseline, auth, tokens, adminIds, records, tableIds, shapes };
}

/** Drops a PostgreSQL template (afterAll); nothing to do for an SQLite image. */
export async function dropTemplate(t: Template | undefined): Promise<void> {
  if (t?.data.dialect === 'postgres') await dropPgDatabase(t.data.database);
}

/** A logger that keeps the server's output of one run, and an app on `db` as the trust suites run it. */
export function appOn(db: Db, opts: ServerOptions = {}): { app: Hono<AppEnv>; logLines: string[] } {
  const logLines: string[] = [];
  const logger: Logger = {
    info: (m) => logLines.push(m),
    error: (m, e) => logLines.push(`${m} ${e instanceof Error ? `${e.message}\n${e.stack ?? ''}` : String(e ?? '')}`),
  };
  return { app: createApp({ areas: SERVER_AREAS, db, clock: { now: () => TEST_NOW }, logger, corsOrigins: opts.corsOrigins, trustProxy: opts.trustProxy }), logLines };
}

const wrap = (sqlite: SQLite.Database): Db => new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });

/**
 * SQLite only, the fuzzers' harness (docs/testing.md): one app and one connection per test file
 * on an in-memory copy of the template. Each run is one outer transaction, rolled back at its
 * end, so runs never see each other's effects. Inside a run the handlers' own transactions become
 * savepoints (the Kysely driver sends `begin`/`commit`/`rollback` through `prepare`, which the
 * forwarding object maps), with the same all-or-nothing effect; one connection keeps SQLite's
 * parsed schema warm (a fresh copy per run costs ~5 ms, a run here ~0.1 ms).
 */
export function createSavepointServer(t: Template, opts: ServerOptions = {}): RunServer {
  if (t.data.dialect !== 'sqlite') throw new Error('the savepoint harness is SQLite only');
  const main = new SQLite(t.data.snapshot);
  main.pragma('foreign_keys = ON');
  main.pragma('busy_timeout = 5000');
  const done = { reader: false, run: () => ({ changes: 0, lastInsertRowid: 0 }) };
  const forwarding = {
    prepare(sqlText: string) {
      if (sqlText === 'begin') return main.prepare('savepoint app_tx');
      if (sqlText === 'commit') return main.prepare('release app_tx');
      if (sqlText === 'rollback') return { ...done, run: () => (main.exec('rollback to app_tx; release app_tx'), done.run()) };
      return main.prepare(sqlText);
    },
    close: () => undefined,
  } as unknown as SQLite.Database;
  const db = wrap(forwarding);
  const { app, logLines } = appOn(db, opts);
  return {
    async start() {
      main.exec('begin');
      logLines.length = 0;
      return {
        db,
        logLines,
        rowsWritten: await rowsWrittenOf(db),
        end: async () => void main.exec('rollback'),
        request: (method, path, init) => callApp(app, method, path, init),
      };
    },
    close: () => void main.close(),
  };
}

/** Sends one request to an app in process and reads its answer. */
export async function callApp(app: Hono<AppEnv>, method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  const headers: Record<string, string> = { ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers };
  const res = await app.request(`/api/cms${path}`, { method, body: init.body, headers });
  const text = await responseText(res);
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** `Run.rowsWritten` of a run's database: the rows `test_rows_written` gained since now. */
export async function rowsWrittenOf(db: Db): Promise<() => Promise<number>> {
  const atStart = await rowsWrittenSoFar(db);
  return async () => (await rowsWrittenSoFar(db)) - atStart;
}

/** Ends a run: everything it changed is rolled back, or its copy closed or dropped. */
export const endRun = (run: Run): Promise<void> => run.end();

/** Rows written to the action log during a run. */
export const actionLogRows = async (run: Run): Promise<Record<string, unknown>[]> =>
  (await run.db.selectFrom('action_log').selectAll().orderBy('id').execute()) as Record<string, unknown>[];

/** Whether the run's database still equals the template (log tables aside). */
export async function unchanged(run: Run, t: Template): Promise<boolean> {
  const written = await run.rowsWritten();
  if (written !== null) {
    const count = (table: 'action_log' | 'login_failure') => run.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const logged = Number((await count('action_log')).n) + Number((await count('login_failure')).n);
    if (written === logged) {
      // only log rows were written: the copy is the template but for its log tables
      run.unchangedChecked = true;
      return true;
    }
  }
  const same = (await checksum(run.db)) === t.baseline;
  run.unchangedChecked = same;
  return same;
}
