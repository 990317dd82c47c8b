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
const statements = new WeakMap<SQLite.Database, Map<string, SQLite.Statement>>();

function statementOf(raw: SQLite.Database, text: string): SQLite.Statement {
  let cache = statements.get(raw);
  if (!cache) statements.set(raw, (cache = new Map()));
  let stmt = cache.get(text);
  if (!stmt) {
    stmt = raw.prepare(text);
    if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value as string);
    cache.set(text, stmt);
  }
  return stmt;
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
    all: <T>(q: Query) => statementOf(raw, q.sql).all(...q.params) as T[],
    get: <T>(q: Query) => statementOf(raw, q.sql).get(...q.params) as T | undefined,
    version: () => {
      const v = statementOf(raw, VERSION_SQL).get() as { c: number };
      return String(v.c);
    },
  };
}

/** Runs a query through Kysely (the path that respects open transactions). */
export async function runQuery<T = Record<string, unknown>>(db: { executeQuery: (q: CompiledQuery) => Promise<{ rows: unknown[] }> }, q: Query): Promise<T[]> {
  return (await db.executeQuery(CompiledQuery.raw(q.sql, q.params))).rows as T[];
}
