import type { Db } from '../../db/database.ts';
import { defineSeed } from '../../db/areaSeed.ts';

/** Demo data of the trust area; runs after the accounts and repairs are seeded. */
export async function seedTrust(_db: Db, _now: number): Promise<void> {}

export const seed = defineSeed({ area: 'trust', seeds: [], after: ['repairs'], run: seedTrust });
