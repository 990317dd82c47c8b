import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'kysely';
import { resources } from '../../../resources/index.ts';
import { countTableOf } from '../../../src/server/db/countTables.ts';
import { openDatabase, type Db } from '../../../src/server/db/database.ts';
import { createEmptyPgDatabase, dropPgDatabase, TEST_DIALECT } from '../../helpers/testDatabase.ts';

/**
 * A database that child servers (`startChildServer`) share, on the dialect under test: an SQLite
 * file in `dir`, or a fresh, empty PostgreSQL database. Not migrated: the first server to start
 * migrates and seeds it, as `npm run serve` does on a new database.
 */
export interface ChildDatabase {
  /** The DATABASE_URL the child servers get. */
  url: string;
  /** Runs `work` on a connection of its own (the server's `openDatabase`), closed afterwards: a third process's view. */
  use<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** Drops the PostgreSQL database (the SQLite file goes with its folder). */
  drop(): Promise<void>;
}

export async function createChildDatabase(dir: string, file = 'app.db'): Promise<ChildDatabase> {
  const pg = TEST_DIALECT === 'postgres' ? await createEmptyPgDatabase() : undefined;
  const url = pg ? pg.url : join(dir, file);
  return {
    url,
    async use(work) {
      const db = openDatabase(url);
      try {
        return await work(db);
      } finally {
        await db.destroy();
      }
    },
    drop: () => (pg ? dropPgDatabase(pg.name) : Promise.resolve()),
  };
}

/**
 * The count tables that disagree with their table (`<table>: kept … ≠ real …`): the triggers
 * keep them in each change's own transaction, so after a crash or a restore they must still be exact.
 */
export async function countTableMismatches(db: Db): Promise<string[]> {
  const out: string[] = [];
  for (const r of resources) {
    const dims = (r.counts ?? []).map((name) => r.fields.find((f) => f.name === name)?.db?.column ?? name);
    if (!dims.length) continue;
    const cols = sql.join(dims.map((d) => sql.ref(d)));
    const order = sql.join(dims.map((d) => sql.ref(d)));
    const text = (rows: Record<string, unknown>[]) => rows.map((row) => `${dims.map((d) => String(row[d])).join('/')}=${String(row.n)}`).join(' ');
    const kept = text((await sql<Record<string, unknown>>`select ${cols}, n from ${sql.table(countTableOf(r))} where n > 0 order by ${order}`.execute(db)).rows);
    const real = text((await sql<Record<string, unknown>>`select ${cols}, count(*) as n from ${sql.table(r.table)} group by ${cols} order by ${order}`.execute(db)).rows);
    if (kept !== real) out.push(`${r.table}: kept ${kept} ≠ real ${real}`);
  }
  return out;
}

/** The base tables of the database, by name (the migrator's own tables left out). */
async function tablesOf(db: Db): Promise<string[]> {
  const { rows } =
    TEST_DIALECT === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((r) => r.name).filter((name) => !name.startsWith('kysely_migration'));
}

/** A digest of every table's rows: two databases with the same content have the same one, whatever order the rows are stored in. */
export async function contentDigest(db: Db): Promise<string> {
  const hash = createHash('sha256');
  for (const table of await tablesOf(db)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    hash.update(`${table}\n${rows.map((r) => JSON.stringify(r)).sort().join('\n')}\n`);
  }
  return hash.digest('hex');
}
