import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDialectConfig } from 'kysely';
import type { Database } from './tables.ts';
import { isPostgresUrl } from './dialect.ts';
import { openPostgres } from './dialects/postgresOpen.ts';

/**
 * Kysely's SQLite driver with one change: a transaction begins IMMEDIATE, taking the write lock
 * at once (waiting up to the busy timeout). With a deferred `begin`, two servers on one file
 * (README: `npm run serve` twice) read, then both try to write: the later one fails with
 * SQLITE_BUSY_SNAPSHOT, a 500, instead of waiting and then seeing the other's commit (a 409).
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

/** The API's database handle. */
export type Db = Kysely<Database>;

/**
 * Opens the database a DATABASE_URL names: `postgres://…` (PostgreSQL, a pool of connections),
 * else an SQLite file path or `':memory:'`.
 */
export function openDatabase(url: string): Db {
  return isPostgresUrl(url) ? openPostgres(url).db : openSqlite(url);
}

/**
 * Opens an SQLite database (a file path or `':memory:'`) with the pragmas the API relies on:
 * WAL for file databases, transactions that begin IMMEDIATE, synchronous FULL, a 5 s busy timeout, foreign keys on, an 8 MiB page cache.
 */
function openSqlite(path: string): Db {
  const sqlite = new SQLite(path);
  if (path !== ':memory:' && path !== '') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // 8 MiB of page cache (default 2 MiB): a list page reads 20 rows from all over a 1 GB table;
  // kept in process they cost no read() each (bounded, unlike mmap, so memory stays predictable)
  sqlite.pragma('cache_size = -8000');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  rawHandles.set(db, sqlite);
  return db;
}

const rawHandles = new WeakMap<object, SQLite.Database>();

/**
 * The better-sqlite3 handle behind a `Db`, for the hot read paths that run cached prepared
 * statements synchronously (see src/server/db/fastRead.ts); undefined for a Kysely handle made elsewhere.
 */
export const rawDatabaseOf = (db: object): SQLite.Database | undefined => rawHandles.get(db);
