import type SQLite from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
import { rawDatabaseOf } from './database.ts';

/** A query as SQL text with `?` placeholders and its parameters. */
export interface Query {
  sql: string;
  params: unknown[];
}

/**
 * Synchronous reads on cached better-sqlite3 prepared statements (no Kysely compile, no
 * promise per query). Everything done with one reader happens in one synchronous stretch, so
 * `version()` describes exactly the data the reads saw.
 */
export interface FastReader {
  all<T = Record<string, unknown>>(q: Query): T[];
  get<T = Record<string, unknown>>(q: Query): T | undefined;
  /**
   * Changes whenever the database may have changed: the rows written on this connection
   * (`total_changes()`; rolled-back writes count too — harmless, they only invalidate). The
   * server is the only writer of its database (it holds the lock file, src/server/db/serverLock.ts),
   * so other connections' commits (`pragma data_version`, 4× dearer) are not watched.
   */
  version(): string;
}

const MAX_STATEMENTS = 500;

/**
 * A prepared statement in raw mode (rows as arrays) and its column names. Rows are turned into
 * objects here: objects built in JavaScript share one hidden class and serialise on
 * `JSON.stringify`'s fast path, while better-sqlite3's own row objects cost about twice as much
 * to build and again to serialise (measured: 20 list rows read and serialised in 87 µs against 225 µs).
 */
interface Prepared {
  stmt: SQLite.Statement;
  names: string[] | null;
}

const statements = new WeakMap<SQLite.Database, Map<string, Prepared>>();

function statementOf(raw: SQLite.Database, text: string): Prepared {
  let cache = statements.get(raw);
  if (!cache) statements.set(raw, (cache = new Map()));
  let prepared = cache.get(text);
  if (!prepared) {
    const stmt = raw.prepare(text);
    const names = stmt.reader ? stmt.columns().map((c) => c.name) : null;
    if (names) stmt.raw(true);
    prepared = { stmt, names };
    if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value as string);
    cache.set(text, prepared);
  }
  return prepared;
}

function objectOf(names: readonly string[], values: readonly unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < names.length; i++) row[names[i]] = values[i];
  return row;
}

function allOf<T>(p: Prepared, params: unknown[]): T[] {
  const rows = p.stmt.all(...params) as unknown[][];
  const names = p.names;
  if (!names) return rows as T[];
  const out = new Array<T>(rows.length);
  for (let i = 0; i < rows.length; i++) out[i] = objectOf(names, rows[i]) as T;
  return out;
}

function getOf<T>(p: Prepared, params: unknown[]): T | undefined {
  const values = p.stmt.get(...params) as unknown[] | undefined;
  return values && p.names ? (objectOf(p.names, values) as T) : (values as T | undefined);
}

const VERSION_SQL = 'select total_changes() as c';

/**
 * A reader for this moment, or undefined when a transaction is open on the connection (a
 * synchronous read then would see another request's uncommitted rows): callers then take the
 * ordinary Kysely path, which waits for the transaction.
 */
export function fastReader(db: object): FastReader | undefined {
  const raw = rawDatabaseOf(db);
  if (!raw || raw.inTransaction) return undefined;
  return {
    all: <T>(q: Query) => allOf<T>(statementOf(raw, q.sql), q.params),
    get: <T>(q: Query) => getOf<T>(statementOf(raw, q.sql), q.params),
    version: () => String((statementOf(raw, VERSION_SQL).stmt.get() as unknown[])[0]),
  };
}

/** Runs a query through Kysely (the path that respects open transactions). */
export async function runQuery<T = Record<string, unknown>>(db: { executeQuery: (q: CompiledQuery) => Promise<{ rows: unknown[] }> }, q: Query): Promise<T[]> {
  return (await db.executeQuery(CompiledQuery.raw(q.sql, q.params))).rows as T[];
}
