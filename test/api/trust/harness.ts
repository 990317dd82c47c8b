import { createHash } from 'node:crypto';
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
import type { Db } from '../../../src/server/db/database.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import { seedDemo } from '../../../src/server/db/seed.ts';
import { rowScopeOf } from '../../../src/server/engine/hooks.ts';
import { TEST_NOW, type TestUser } from '../../helpers/testServer.ts';

/**
 * The trust suites' server: one seeded in-memory database per test file, serialised once; each
 * fuzz run gets a fresh copy of it (deserialising costs ~0.1 ms), so runs never see each
 * other's effects and "nothing changed" is a comparison with the template's checksum.
 */

/** A stored record of a resource, as the template holds it. */
export interface RecordRef {
  id: number;
  version: number;
  status: string | null;
}

export interface Template {
  snapshot: Buffer;
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
}

export interface Run {
  db: Db;
  sqlite: SQLite.Database;
  logLines: string[];
  /** `total_changes()` of the connection when the run began. */
  changesAtStart: number;
  end(): void;
  request(method: string, path: string, init?: { body?: string; headers?: Record<string, string> }): Promise<RawResponse>;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

/** Tables whose rows a refused request may add (the logs of the refusal itself). */
export const LOG_TABLES = new Set(['action_log', 'login_failure']);

const wrap = (sqlite: SQLite.Database): Db => new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });

function pragmas(sqlite: SQLite.Database): void {
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
}

/** A digest of every user table except the log tables, row by row. */
export function checksum(sqlite: SQLite.Database, skip: ReadonlySet<string> = LOG_TABLES): string {
  const hash = createHash('sha256');
  const tables = sqlite.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").all() as { name: string }[];
  for (const { name } of tables) {
    if (skip.has(name)) continue;
    hash.update(`#${name}`);
    for (const row of sqlite.prepare(`select * from "${name}"`).raw().iterate()) hash.update(JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)));
  }
  return hash.digest('hex');
}

/** The records of a resource the super admin can reach: its rows within the resource's row scope (notices only, not private messages). */
async function recordsOf(db: Db, resource: ResourceDef, superadminId: number): Promise<RecordRef[]> {
  const statusColumn = resource.status ? resource.fields.find((f) => f.name === resource.status?.field)?.db?.column ?? resource.status.field : null;
  const scope = rowScopeOf(resource, { id: superadminId, username: 'superadmin', name: '', group: 512, status: 1, permissions: [], sessionId: 0 });
  let query = db.selectFrom(resource.table as 'repair').selectAll();
  for (const [column, value] of Object.entries(scope)) query = query.where(sql.ref(column), '=', value);
  const rows = await query.orderBy('id').execute().catch(() => []);
  return (rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    version: Number(r.version ?? 1),
    status: statusColumn ? String(r[statusColumn]) : null,
  }));
}

/** Builds the template: migrated, demo accounts + demo data, one live session per demo user. */
export async function createTemplate(topUp?: (db: Db, t: Pick<Template, 'auth' | 'tableIds' | 'records'>) => Promise<void>): Promise<Template> {
  const sqlite = new SQLite(':memory:');
  pragmas(sqlite);
  const db = wrap(sqlite);
  await migrateToLatest(db);
  await seedDemo(db, TEST_NOW);
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
  const template: Template = { snapshot: sqlite.serialize(), baseline: checksum(sqlite), auth, tokens, adminIds, records, tableIds };
  await db.destroy();
  return template;
}

/**
 * One app and one connection per test file. Each run is one outer transaction on a copy of the
 * template, rolled back at its end, so runs never see each other's effects. Inside a run the
 * handlers' own transactions become savepoints (the Kysely driver sends `begin`/`commit`/
 * `rollback` through `prepare`, which the forwarding object maps), with the same all-or-nothing
 * effect; one connection keeps SQLite's parsed schema warm (a fresh copy per run costs ~5 ms).
 */
export interface FuzzServer {
  start(): Run;
}

export function createFuzzServer(t: Template, opts: { corsOrigins?: string[]; trustProxy?: boolean } = {}): FuzzServer {
  const main = new SQLite(t.snapshot);
  pragmas(main);
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
  let logLines: string[] = [];
  const logger: Logger = {
    info: (m) => logLines.push(m),
    error: (m, e) => logLines.push(`${m} ${e instanceof Error ? `${e.message}\n${e.stack ?? ''}` : String(e ?? '')}`),
  };
  const app = createApp({ db, clock: { now: () => TEST_NOW }, logger, corsOrigins: opts.corsOrigins, trustProxy: opts.trustProxy });
  return {
    start() {
      main.exec('begin');
      logLines = [];
      const lines = logLines;
      const changesAtStart = totalChanges(main);
      return {
        db,
        sqlite: main,
        logLines: lines,
        changesAtStart,
        end: () => main.exec('rollback'),
        request: (method, path, init) => callApp(app, method, path, init),
      };
    },
  };
}

/** Sends one request to an app in process and reads its answer. */
export async function callApp(app: Hono<AppEnv>, method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  const headers: Record<string, string> = { ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers };
  const res = await app.request(`/api/cms${path}`, { method, body: init.body, headers });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** `total_changes()` of a connection. */
export const totalChanges = (sqlite: SQLite.Database): number => (sqlite.prepare('select total_changes() as n').get() as { n: number }).n;

/** Ends a run: everything it changed is rolled back. */
export const endRun = (run: Run): void => {
  run.end();
};

/** Rows written to the action log during a run. */
export const actionLogRows = (run: Run): Record<string, unknown>[] =>
  run.sqlite.prepare('select * from action_log order by id').all() as Record<string, unknown>[];

/** Whether the run's database still equals the template (log tables aside). */
export function unchanged(run: Run, t: Template): boolean {
  const changes = totalChanges(run.sqlite) - run.changesAtStart;
  const logged = (run.sqlite.prepare('select (select count(*) from action_log) + (select count(*) from login_failure) as n').get() as { n: number }).n;
  return changes === logged || checksum(run.sqlite) === t.baseline;
}
