import type { Db } from '../database.ts';

/** Demo data of the needs area; runs after the accounts and repairs are seeded. */
export async function seedNeeds(_db: Db, _now: number): Promise<void> {}
