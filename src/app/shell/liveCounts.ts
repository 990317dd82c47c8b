import type { QueryClient } from '@tanstack/react-query';
import type { LiveCounts } from '../../../resources/live.ts';
import type { AccessUser } from '../../domain/access.ts';
import { UNREAD_QUERY_KEY, badgeSourceKey, badgeSourcesFor } from './shellQueries.ts';

/**
 * Writes pushed counts into the very cache entries the bell and the badges read (their count
 * endpoints' answers, in the endpoints' shapes), so nothing is fetched again: `{unread}` → the
 * unread number; a resource's badges → `{[countKey]: n}` (merged into what the endpoint gave);
 * a screen's own count → `[n]`.
 */
export function applyLiveCounts(client: QueryClient, user: AccessUser, counts: LiveCounts): void {
  client.setQueryData(UNREAD_QUERY_KEY, counts.unread);
  for (const source of badgeSourcesFor(user)) {
    const values = source.screens.map((s) => counts.badges[s.name]);
    if (values.some((v) => typeof v !== 'number')) continue;
    const own = Boolean(source.screens[0].endpoints?.count);
    const key = badgeSourceKey(source);
    if (own) client.setQueryData(key, [values[0]]);
    else {
      const pushed = Object.fromEntries(source.screens.map((s, i) => [s.countKey ?? '', values[i]]));
      client.setQueryData(key, (old: unknown) => ({ ...(old !== null && typeof old === 'object' ? old : {}), ...pushed }));
    }
  }
}

/** Reads a `counts` event's data (undefined when it is not one). */
export function readLiveCounts(data: string): LiveCounts | undefined {
  try {
    const v = JSON.parse(data) as Partial<LiveCounts>;
    if (typeof v.unread !== 'number' || typeof v.badges !== 'object' || v.badges === null) return undefined;
    return { unread: v.unread, badges: v.badges, pendingTickets: Number(v.pendingTickets ?? 0) };
  } catch {
    return undefined;
  }
}
