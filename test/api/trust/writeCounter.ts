import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/database.ts';
import { dialectOf } from '../../../src/server/db/dialect.ts';

/**
 * "Rows written since the run began" for `unchanged` (harness.ts), so that a run which changed
 * nothing is known by a count instead of a checksum of the whole database (~70 ms a run on the
 * topped-up template, on either database). A row trigger on every user table adds a row to
 * `test_rows_written`. The counting rows are transactional: a rolled-back change leaves none,
 * exactly as it leaves no change, and concurrent writers only insert (no row they could wait on).
 * SQLite's `total_changes()` cannot stand in: it counts the rows of a rolled-back transaction too,
 * so every refused write (all of auditAtomic's runs) fell back to the checksum.
 * Installed on the template after its baseline checksum (the checksum skips this table); the
 * copies inherit it. Test instrumentation only.
 */
export async function installWriteCounter(db: Db): Promise<void> {
  if (dialectOf(db).name === 'postgres') {
    const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db);
    await sql`create table test_rows_written (at timestamptz not null default now())`.execute(db);
    await sql`create function test_count_write() returns trigger language plpgsql as $$ begin insert into test_rows_written default values; return null; end $$`.execute(db);
    for (const { name } of tables.rows) {
      await sql`create trigger test_count_write after insert or update or delete on ${sql.table(name)} for each row execute function test_count_write()`.execute(db);
    }
    return;
  }
  // SQLite: a trigger per table and kind of write (row triggers, one event each; a trigger's body takes no DEFAULT VALUES)
  const tables = await sql<{ name: string }>`select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite_%'`.execute(db);
  await sql`create table test_rows_written (at text)`.execute(db);
  for (const { name } of tables.rows) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.id(`test_count_${event}_${name}`)} after ${sql.raw(event)} on ${sql.table(name)} begin insert into test_rows_written (at) values (null); end`.execute(db);
    }
  }
}

/** The rows written (and committed, or written by this connection's open transaction) so far. */
export async function rowsWrittenSoFar(db: Db): Promise<number> {
  const { rows } = await sql<{ n: string | number }>`select count(*) as n from test_rows_written`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
