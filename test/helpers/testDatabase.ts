import { createHash, randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { openDatabase, rawDatabaseOf, type Db } from '../../src/server/db/database.ts';
import type { Database } from '../../src/server/db/tables.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';

/**
 * The database the api tests run on: SQLite in memory by default, PostgreSQL when
 * TEST_DATABASE=postgres (the `api-pg` vitest project; the server named by TEST_PG_URL, by
 * default the local one `.ci/run` starts). Each test database is a fresh PostgreSQL database
 * copied from a migrated template (test/helpers/pgGlobalSetup.ts made it), dropped at close.
 */
export const TEST_DIALECT: 'sqlite' | 'postgres' = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/** The maintenance database URL of the test PostgreSQL server. */
export const TEST_PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

/**
 * The migrated, empty database each PostgreSQL test database is copied from: one per checkout,
 * so test runs of two checkouts on one PostgreSQL server never drop each other's template.
 */
export const PG_TEMPLATE = `cms_tpl_${createHash('sha1').update(process.cwd()).digest('hex').slice(0, 10)}`;

/**
 * How the test databases are made: with a collation other than C, as a plain `createdb` on a
 * managed service makes them (ICU zh-CN orders by pinyin, not by bytes). The product gives its
 * own columns collation C (src/server/db/dialects/postgresByteOrder.ts), so every api-pg test
 * also checks that nothing leans on the database's collation.
 */
export const PG_CREATE = `template template0 encoding 'UTF8' locale_provider icu icu_locale 'zh-CN' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`;

/** The URL of database `name` on the test PostgreSQL server. */
export function pgUrlOf(name: string): string {
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `statement` on the maintenance database (CREATE / DROP DATABASE). */
export async function pgAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database name: the test worker's pid (pgGlobalSetup drops those of dead processes) and random bits. */
const freshName = (): string => `cms_t_${process.pid}_${randomBytes(4).toString('hex')}`;

export interface TestDatabase {
  db: Db;
  /** The DATABASE_URL a child server process would be given (`:memory:` cannot be shared: SQLite callers pass a file instead). */
  url: string;
  /** Closes the handle and, on PostgreSQL, drops the database. */
  close(): Promise<void>;
}

/** A fresh, migrated, empty database on the dialect under test. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (TEST_DIALECT === 'sqlite') {
    const db = openDatabase(':memory:');
    await migrateToLatest(db);
    return { db, url: ':memory:', close: () => db.destroy() };
  }
  const name = freshName();
  await pgAdmin(`create database ${name} template ${PG_TEMPLATE}`);
  return openedPgDatabase(name);
}

/** PostgreSQL database `name`, opened; `close` drops it. */
function openedPgDatabase(name: string): TestDatabase {
  const url = pgUrlOf(name);
  const db = openDatabase(url);
  return {
    db,
    url,
    async close() {
      await db.destroy();
      await dropPgDatabase(name);
    },
  };
}

/** An empty PostgreSQL database (not migrated), for tests that migrate step by step; dropped by `dropPgDatabase`. */
export async function createEmptyPgDatabase(): Promise<{ name: string; url: string }> {
  const name = freshName();
  await pgAdmin(`create database ${name} ${PG_CREATE}`);
  return { name, url: pgUrlOf(name) };
}

export const dropPgDatabase = (name: string): Promise<void> => pgAdmin(`drop database if exists ${name} with (force)`);

/**
 * An independent copy of a test database as it is now. SQLite: its bytes, deserialised into a
 * new in-memory database. PostgreSQL: `create database … template` the source, which refuses
 * while anyone is connected, so the source's idle connections are ended first (its pool drops
 * them and connects again at its next query).
 */
export async function copyTestDatabase(source: Db): Promise<TestDatabase> {
  if (TEST_DIALECT === 'sqlite') {
    const raw = rawDatabaseOf(source);
    if (!raw) throw new Error('not an SQLite handle');
    const sqlite = new SQLite(raw.serialize());
    sqlite.pragma('foreign_keys = ON');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, url: ':memory:', close: () => db.destroy() };
  }
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(source);
  const from = rows[0].name;
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  const name = freshName();
  try {
    await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [from]);
    await client.query(`create database ${name} template ${from}`);
  } finally {
    await client.end();
  }
  return openedPgDatabase(name);
}
