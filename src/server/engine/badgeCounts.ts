import type { ResourceDef, ScreenDef } from '../../../resources/define.ts';
import type { Db } from '../db/database.ts';
import { dialectOf } from '../db/dialect.ts';
import { runQuery } from '../db/fastRead.ts';
import { badgeCountQuery } from './listQuery.ts';

/**
 * The badge count of one screen for one user (its `fixed`, `mine` and `openOnly` applied; from
 * the count table when declared): what the count endpoints answer and what the live stream
 * pushes (src/server/live/counts.ts) — one computation for both.
 */
export async function screenBadgeCount(db: Db, resource: ResourceDef, screen: ScreenDef, userId: number): Promise<number> {
  const [row] = await runQuery<{ total: number }>(db, badgeCountQuery(resource, screen, dialectOf(db), userId));
  return Number(row?.total ?? 0);
}
