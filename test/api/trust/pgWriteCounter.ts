import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/database.ts';

/**
 * PostgreSQL's counterpart of SQLite's `total_changes()` for `unchanged` (harness.ts): a row
 * trigger on every user table adds a row to `test_rows_written`, so "rows written since the run
 * began" is a count instead of a checksum of the whole database (~60 ms a run on the topped-up
 * template). The counting rows are transactional: a rolled-back change leaves none, exactly as it
 * leaves no change, and concurrent writers only insert (no row they could wait on). Installed on
 * the template after its baseline checksum (the checksum skips this table); the copies inherit it.
 * Test instrumentation only.
 */
export async function installWriteCounter(db: Db): Promise<void> {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db);
  await sql`create table test_rows_written (at timestamptz not null default now())`.execute(db);
  await sql`create function test_count_write() returns trigger language plpgsql as $$ begin insert into test_rows_written default values; return null; end $$`.execute(db);
  for (const { name } of tables.rows) {
    await sql`create trigger test_count_write after insert or update or delete on ${sql.table(name)} for each row execute function test_count_write()`.execute(db);
  }
}

/** The rows written (and committed, or written by this connection's open transaction) so far. */
export async function rowsWrittenSoFar(db: Db): Promise<number> {
  const { rows } = await sql<{ n: string | number }>`select count(*) as n from test_rows_written`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
