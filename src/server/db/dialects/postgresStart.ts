import { sql } from 'kysely';
import type { Db } from '../database.ts';

/** The advisory lock key every server takes while it migrates and seeds ("cms-start" as a number). */
const START_LOCK = 0x636d7373;

/**
 * Runs `work` (migrate, seed) while holding a session advisory lock, so servers started at once
 * on several machines migrate and seed one after another, never together.
 */
export async function whilePostgresStarting<T>(db: Db, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${START_LOCK})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${START_LOCK})`.execute(conn);
    }
  });
}
