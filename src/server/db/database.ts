import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './tables.ts';

/** The API's database handle. */
export type Db = Kysely<Database>;

/**
 * Opens an SQLite database (a file path or `':memory:'`) with the pragmas the API relies on:
 * WAL for file databases, synchronous FULL, a 5 s busy timeout, foreign keys on, an 8 MiB page cache.
 */
export function openDatabase(path: string): Db {
  const sqlite = new SQLite(path);
  if (path !== ':memory:' && path !== '') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // 8 MiB of page cache (default 2 MiB): a list page reads 20 rows from all over a 1 GB table;
  // kept in process they cost no read() each (bounded, unlike mmap, so memory stays predictable)
  sqlite.pragma('cache_size = -8000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  rawHandles.set(db, sqlite);
  return db;
}

const rawHandles = new WeakMap<object, SQLite.Database>();

/**
 * The better-sqlite3 handle behind a `Db`, for the hot read paths that run cached prepared
 * statements synchronously (see src/server/db/fastRead.ts); undefined for a Kysely handle made elsewhere.
 */
export const rawDatabaseOf = (db: object): SQLite.Database | undefined => rawHandles.get(db);
