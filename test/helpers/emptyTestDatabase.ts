import { openDatabase, type Db } from '../../src/server/db/database.ts';
import { createEmptyPgDatabase, dropPgDatabase, TEST_DIALECT } from './testDatabase.ts';

/**
 * An empty database on the dialect under test (SQLite in memory, or a fresh PostgreSQL database),
 * not migrated: for the migration tests, which migrate it step by step and insert rows of an
 * older shape. `close` destroys the handle and drops the PostgreSQL database.
 */
export async function openEmptyTestDatabase(): Promise<{ db: Db; close(): Promise<void> }> {
  if (TEST_DIALECT === 'sqlite') {
    const db = openDatabase(':memory:');
    return { db, close: () => db.destroy() };
  }
  const { name, url } = await createEmptyPgDatabase();
  const db = openDatabase(url);
  return {
    db,
    async close() {
      await db.destroy();
      await dropPgDatabase(name);
    },
  };
}
