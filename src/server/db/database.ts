import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './tables.ts';

/** The API's database handle. */
export type Db = Kysely<Database>;

/**
 * Opens an SQLite database (a file path or `':memory:'`) with the pragmas the API relies on:
 * WAL for file databases, synchronous FULL, a 5 s busy timeout and foreign keys on.
 */
export function openDatabase(path: string): Db {
  const sqlite = new SQLite(path);
  if (path !== ':memory:' && path !== '') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
