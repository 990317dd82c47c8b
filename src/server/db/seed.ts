import { resources } from '../../../resources/index.ts';
import { ensureDemoAccounts } from './accounts.ts';
import type { Db } from './database.ts';
import type { AreaSet } from '../engine/area.ts';
import { loadAreaSeeds, seedOrder } from './seedRunner.ts';

/**
 * SEED=demo on an empty database: the demo accounts, then every area's seed modules (its
 * `seeds`) in dependency order. Does nothing otherwise.
 */
export async function seedDemo(db: Db, now: number, areas: AreaSet): Promise<boolean> {
  const existing = await db.selectFrom('admin').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await ensureDemoAccounts(db, now);
  for (const area of seedOrder(await loadAreaSeeds(areas), resources)) await area.run(db, now, areas);
  return true;
}
