import { badgeSourcesFor } from '../../../resources/badgeSources.ts';
import { PENDING_TICKETS_SCREEN, type LiveCounts } from '../../../resources/live.ts';
import type { AccessUser } from '../../domain/access.ts';
import type { Db } from '../db/database.ts';
import { screenBadgeCount } from '../engine/badgeCounts.ts';
import type { AreaSet } from '../engine/area.ts';

/**
 * A cache of screen counts for one recount of many users: a screen that is not a queue of the
 * caller's own (`mine`) counts the same for everybody, so it is read once per recount.
 */
export type CountMemo = Map<string, Promise<number>>;

/**
 * The counts the live stream pushes to one user: the unread 站内信 (as `GET /admin/message/count`),
 * the badges of `badgeSourcesFor(user)` — exactly the ones the shell would fetch, so a badge the
 * user may not see is never computed nor sent — by screen name (as the count endpoints), and the
 * pending tickets (the badge of PENDING_TICKETS_SCREEN).
 */
export async function liveCountsFor(areas: AreaSet, db: Db, user: AccessUser & { id: number }, memo: CountMemo = new Map()): Promise<LiveCounts> {
  const badges: Record<string, number> = {};
  for (const { resource, screens } of badgeSourcesFor(user)) {
    for (const screen of screens) {
      const key = `${screen.name}:${screen.mine ? user.id : 0}`;
      let count = memo.get(key);
      if (!count) memo.set(key, (count = screenBadgeCount(db, resource, screen, user.id)));
      badges[screen.name] = await count;
    }
  }
  return { unread: await areas.unreadCount(db, user.id), badges, pendingTickets: badges[PENDING_TICKETS_SCREEN] ?? 0 };
}
