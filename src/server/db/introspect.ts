import { sql, type Kysely } from 'kysely';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import type { ExistingSchema, ExistingTable } from './schemaDiff.ts';

/**
 * What the migrations build: a temporary in-memory SQLite migrated to the latest migration and
 * read back — so no snapshot of the schema is kept by hand. Tables and columns come from Kysely's
 * introspection; indexes from SQLite's index pragmas (Kysely does not introspect indexes), which
 * is why this tooling runs on its own SQLite whatever database the server uses.
 */

interface IndexRow { table: string; name: string; unique: number; column: string | null; seqno: number }

/** The tables, columns and indexes of a SQLite database. */
export async function existingSchemaOf(db: Kysely<unknown>): Promise<ExistingSchema> {
  const tables = await db.introspection.getTables();
  const out: Record<string, ExistingTable & { indexes: ExistingTable['indexes'][number][] }> = {};
  for (const t of tables) out[t.name] = { columns: t.columns.map((c) => c.name), indexes: [] };
  const rows = await sql<IndexRow>`
    select m.name as "table", l.name as name, l."unique" as "unique", i.name as column, i.seqno as seqno
    from sqlite_master m, pragma_index_list(m.name) l, pragma_index_info(l.name) i
    where m.type = 'table'
    order by m.name, l.name, i.seqno`.execute(db);
  for (const r of rows.rows) {
    const table = out[r.table];
    if (!table || r.column === null) continue;
    let index = table.indexes.find((i) => i.name === r.name);
    if (!index) table.indexes.push((index = { name: r.name, columns: [], unique: r.unique === 1 }));
    (index.columns as string[]).push(r.column);
  }
  return out;
}

/** The schema the committed migrations build, read from a fresh in-memory database. */
export async function migratedSchema(): Promise<ExistingSchema> {
  const db = openDatabase(':memory:');
  try {
    await migrateToLatest(db);
    return await existingSchemaOf(db as unknown as Kysely<unknown>);
  } finally {
    await db.destroy();
  }
}
