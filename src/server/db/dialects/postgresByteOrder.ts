import { sql, type Kysely } from 'kysely';

/**
 * Text compares byte by byte on PostgreSQL as on SQLite, whatever the database's own collation:
 * prefix search reads `col >= 'SUP' and col < 'SUP\uffff'`, numbers and keys sort as strings,
 * and unique keys must not fold. A database made by plain `createdb` has the cluster's locale
 * (Debian: C.UTF-8; a managed service: en_US.UTF-8 or zh_CN.UTF-8), so after the migrations every
 * collatable column of the schema gets an explicit `COLLATE "C"`. Views that read such columns,
 * and triggers that name them (`update of status`, `when …`), cannot outlive a type change: they
 * are dropped and made again from their own definitions, in the same transaction.
 * Runs in the migration step (migrate.ts), so a new migration's columns are covered too.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database type
type AnyDb = Kysely<any>;

interface LooseColumn {
  table: string;
  column: string;
  type: string;
}

/** The schema's table columns that compare by a collation other than C. */
async function looseColumns(db: AnyDb): Promise<LooseColumn[]> {
  const { rows } = await sql<LooseColumn>`
    select cl.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type"
    from pg_attribute a
    join pg_class cl on cl.oid = a.attrelid
    join pg_namespace n on n.oid = cl.relnamespace
    where n.nspname = current_schema() and cl.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      and a.attcollation <> 0 and a.attcollation <> 'pg_catalog."C"'::regcollation
    order by cl.relname, a.attnum`.execute(db);
  return rows;
}

/** The schema's views with their definitions, in the order they were made (a view may read an older one). */
async function schemaViews(db: AnyDb): Promise<{ name: string; definition: string }[]> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select cl.relname as "name", pg_get_viewdef(cl.oid) as "definition"
    from pg_class cl join pg_namespace n on n.oid = cl.relnamespace
    where n.nspname = current_schema() and cl.relkind = 'v'
    order by cl.oid`.execute(db);
  return rows;
}

/** The user triggers of the given tables, as statements that make them again. */
async function tableTriggers(db: AnyDb, tables: readonly string[]): Promise<{ name: string; table: string; definition: string }[]> {
  const { rows } = await sql<{ name: string; table: string; definition: string }>`
    select t.tgname as "name", cl.relname as "table", pg_get_triggerdef(t.oid) as "definition"
    from pg_trigger t join pg_class cl on cl.oid = t.tgrelid join pg_namespace n on n.oid = cl.relnamespace
    where n.nspname = current_schema() and not t.tgisinternal and cl.relname in (${sql.join(tables)})
    order by t.oid`.execute(db);
  return rows;
}

/** Gives every text column of the schema collation C; returns how many columns it changed. */
export async function byteOrderText(db: AnyDb): Promise<number> {
  const loose = await looseColumns(db);
  if (!loose.length) return 0;
  await db.transaction().execute(async (trx) => {
    const tables = new Map<string, LooseColumn[]>();
    for (const c of loose) tables.set(c.table, [...(tables.get(c.table) ?? []), c]);
    const views = await schemaViews(trx);
    const triggers = await tableTriggers(trx, [...tables.keys()]);
    for (const view of [...views].reverse()) await sql`drop view ${sql.id(view.name)}`.execute(trx);
    for (const t of triggers) await sql`drop trigger ${sql.id(t.name)} on ${sql.id(t.table)}`.execute(trx);
    for (const [table, columns] of tables) {
      // one statement a table: its indexes are rebuilt once
      const changes = columns.map((c) => sql`alter column ${sql.id(c.column)} type ${sql.raw(c.type)} collate "C"`);
      await sql`alter table ${sql.id(table)} ${sql.join(changes)}`.execute(trx);
    }
    for (const t of triggers) await sql.raw(t.definition).execute(trx);
    for (const view of views) await sql`create view ${sql.id(view.name)} as ${sql.raw(view.definition)}`.execute(trx);
  });
  return loose.length;
}
