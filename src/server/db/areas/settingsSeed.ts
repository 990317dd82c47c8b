import type { Db } from '../database.ts';

/** Demo data of the settings area; runs after the accounts and repairs are seeded. */
export async function seedSettings(_db: Db, _now: number): Promise<void> {}
