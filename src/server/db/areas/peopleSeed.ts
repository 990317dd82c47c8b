import type { Db } from '../database.ts';

/** Demo data of the people area; runs after the accounts and repairs are seeded. */
export async function seedPeople(_db: Db, _now: number): Promise<void> {}
