import { sql } from 'kysely';
import type { Db } from '../database.ts';

/** The advisory lock key every server takes while it migrates and seeds ("cms-start" as a number). */
const START_LOCK = 0x636d7373;

/**
 * The database must compare text byte by byte (collation C), as SQLite does: prefix search reads
 * `col >= 'SUP' and col < 'SUP\uffff'`, and a locale's collation orders those differently.
 */
export async function checkCollation(db: Db): Promise<void> {
  const { rows } = await sql<{ collate: string }>`select datcollate as "collate" from pg_database where datname = current_database()`.execute(db);
  const collate = rows[0]?.collate ?? '';
  if (collate !== 'C' && collate !== 'POSIX') {
    throw new Error(`数据库的排序规则是 ${collate}，需要 C：请用 createdb -T template0 -E UTF8 --locale=C <库名> 新建数据库（见 README 的 PostgreSQL 一节）`);
  }
}

/**
 * Runs `work` (migrate, seed) while holding a session advisory lock, so servers started at once
 * on several machines migrate and seed one after another, never together.
 */
export async function whilePostgresStarting<T>(db: Db, work: () => Promise<T>): Promise<T> {
  await checkCollation(db);
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${START_LOCK})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${START_LOCK})`.execute(conn);
    }
  });
}
