import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/2026_11_22_0001_initial.ts';
import * as needs from './migrations/2026_11_22_0002_needs.ts';
import * as people from './migrations/2026_11_22_0003_people.ts';
import * as settings from './migrations/2026_11_22_0004_settings.ts';
import * as trust from './migrations/2026_11_22_0005_trust.ts';
import * as speed from './migrations/2026_11_22_0006_speed.ts';
import * as privateMessagesAndFiles from './migrations/2026_11_24_0007_private_messages_and_files.ts';
import * as stockReservation from './migrations/2026_11_24_0008_stock_reservation.ts';
import * as messageResources from './migrations/2026_11_25_0010_message_resources.ts';

/** Every migration, by name, in order. Committed and never regenerated; no file-system scanning. */
export const MIGRATIONS: Record<string, Migration> = {
  '2026_11_22_0001_initial': initial,
  '2026_11_22_0002_needs': needs,
  '2026_11_22_0003_people': people,
  '2026_11_22_0004_settings': settings,
  '2026_11_22_0005_trust': trust,
  '2026_11_22_0006_speed': speed,
  '2026_11_24_0007_private_messages_and_files': privateMessagesAndFiles,
  '2026_11_24_0008_stock_reservation': stockReservation,
  '2026_11_25_0010_message_resources': messageResources,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  if (await upToDate(db)) return;
  const migrator = new Migrator({ db, provider });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Whether every migration is recorded as applied: one small query, so a current database starts without the Migrator. */
async function upToDate<DB>(db: Kysely<DB>): Promise<boolean> {
  try {
    const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const done = new Set(rows.rows.map((r) => r.name));
    return Object.keys(MIGRATIONS).every((name) => done.has(name));
  } catch {
    return false; // no migration table yet
  }
}
