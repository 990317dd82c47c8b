import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/2026_11_22_0001_initial.ts';
import * as needs from './migrations/2026_11_22_0002_needs.ts';
import * as people from './migrations/2026_11_22_0003_people.ts';
import * as settings from './migrations/2026_11_22_0004_settings.ts';
import * as trust from './migrations/2026_11_22_0005_trust.ts';

/** Every migration, by name, in order. Committed and never regenerated; no file-system scanning. */
export const MIGRATIONS: Record<string, Migration> = {
  '2026_11_22_0001_initial': initial,
  '2026_11_22_0002_needs': needs,
  '2026_11_22_0003_people': people,
  '2026_11_22_0004_settings': settings,
  '2026_11_22_0005_trust': trust,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
