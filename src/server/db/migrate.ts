import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { dialectOf } from './dialect.ts';
import { byteOrderText } from './dialects/postgresByteOrder.ts';
import { listFolder } from './folderListing.ts';

/**
 * The migrations are the files of `./migrations/` (`<yyyy>_<mm>_<dd>_<nnnn>_<name>.ts`), found by
 * listing the folder (folderListing.ts) and applied in name order. A migration file is never
 * edited once committed; `npm run migration:new -- <name>` writes the next one from the
 * declarations (scripts/newMigration.ts).
 */

/** The names of every migration, in order. */
export const migrationNames = (): string[] => listFolder('migrations');

/** Every migration, by name, in order (loads each file). */
export async function loadMigrations(): Promise<Record<string, Migration>> {
  const out: Record<string, Migration> = {};
  for (const name of migrationNames()) out[name] = (await import(`./migrations/${name}.ts`)) as Migration;
  return out;
}

const provider: MigrationProvider = { getMigrations: loadMigrations };

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  if (await upToDate(db)) return;
  const migrator = new Migrator({ db, provider });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  // PostgreSQL: every text column compares byte by byte, whatever the database's collation
  if (dialectOf(db).name === 'postgres') await byteOrderText(db);
}

/** Whether every migration is recorded as applied: one small query, so a current database starts without the Migrator or the migration files. */
async function upToDate<DB>(db: Kysely<DB>): Promise<boolean> {
  try {
    const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const done = new Set(rows.rows.map((r) => r.name));
    return migrationNames().every((name) => done.has(name));
  } catch {
    return false; // no migration table yet
  }
}
