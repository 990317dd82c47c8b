import { sql, type Kysely } from 'kysely';
import { openDatabase } from './database.ts';
import { dialectOf } from './dialect.ts';
import { migrateToLatest } from './migrate.ts';
import type { ExistingSchema, ExistingTable } from './schemaDiff.ts';

/**
 * What a database holds, read back from its catalog on either dialect — so no snapshot of the
 * schema is kept by hand. Tables, views and columns come from Kysely's introspection; indexes
 * and triggers from the catalog (Kysely introspects neither): SQLite's pragmas and
 * sqlite_master, PostgreSQL's pg_index and pg_trigger.
 */

interface IndexRow { table: string; name: string; unique: number | boolean; column: string | null; seqno: number }

/** The indexes of every table (and the primary keys SQLite keeps as an index), one row per indexed column. */
function indexRows(db: Kysely<unknown>) {
  if (dialectOf(db).name === 'postgres') {
    return sql<IndexRow>`
      select t.relname as "table", i.relname as name, ix.indisunique as "unique", a.attname as column, k.ord as seqno
      from pg_index ix
      join pg_class t on t.oid = ix.indrelid
      join pg_class i on i.oid = ix.indexrelid
      join pg_namespace n on n.oid = t.relnamespace
      cross join lateral unnest(ix.indkey) with ordinality as k(attnum, ord)
      join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
      -- a single bigint key is SQLite's rowid, which has no index there; any other key has one on both
      where n.nspname = current_schema() and not (ix.indisprimary and ix.indnatts = 1 and exists (
        select 1 from pg_attribute k1 where k1.attrelid = t.oid and k1.attnum = ix.indkey[0] and k1.atttypid = 'int8'::regtype))
      order by t.relname, i.relname, k.ord`.execute(db);
  }
  return sql<IndexRow>`
    select m.name as "table", l.name as name, l."unique" as "unique", i.name as column, i.seqno as seqno
    from sqlite_master m, pragma_index_list(m.name) l, pragma_index_info(l.name) i
    where m.type = 'table'
    order by m.name, l.name, i.seqno`.execute(db);
}

/** The tables, columns and indexes of a database. */
export async function existingSchemaOf(db: Kysely<unknown>): Promise<ExistingSchema> {
  const tables = await db.introspection.getTables();
  const out: Record<string, ExistingTable & { indexes: ExistingTable['indexes'][number][] }> = {};
  for (const t of tables) out[t.name] = { columns: t.columns.map((c) => c.name), indexes: [] };
  for (const r of (await indexRows(db)).rows) {
    const table = out[r.table];
    if (!table || r.column === null) continue;
    let index = table.indexes.find((i) => i.name === r.name);
    if (!index) table.indexes.push((index = { name: r.name, columns: [], unique: r.unique === 1 || r.unique === true }));
    (index.columns as string[]).push(r.column);
  }
  return out;
}

/** The names of the triggers on `table`. */
export async function triggersOn(db: Kysely<unknown>, table: string): Promise<string[]> {
  const rows = dialectOf(db).name === 'postgres'
    ? await sql<{ name: string }>`select tgname as name from pg_trigger where tgrelid = ${table}::regclass and not tgisinternal order by tgname`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and tbl_name = ${table} order by name`.execute(db);
  return rows.rows.map((r) => r.name);
}

/** The schema the committed migrations build, read from a fresh in-memory SQLite database (the same on PostgreSQL: test/api/migrationsAgree.test.ts). */
export async function migratedSchema(): Promise<ExistingSchema> {
  const db = openDatabase(':memory:');
  try {
    await migrateToLatest(db);
    return await existingSchemaOf(db as unknown as Kysely<unknown>);
  } finally {
    await db.destroy();
  }
}
