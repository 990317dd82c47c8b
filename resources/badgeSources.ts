import { resources } from './index.ts';
import type { ResourceDef, ScreenDef } from './define.ts';
import { canAccess, type AccessUser } from '../src/domain/access.ts';

/** A screen that shows a badge: its declared `countKey` and the resource whose count endpoint serves it. */
export interface BadgeSource {
  resource: ResourceDef;
  screens: ScreenDef[];
}

/**
 * What serves the badges the user may see: per resource, its count endpoint with the badge
 * screens it counts; and each screen with a count endpoint of its own (a queue of the caller's
 * own records, `[n]`) on its own. The shell reads these badges through the count endpoints, and
 * the live stream (src/server/live/counts.ts) pushes the same ones: one rule for both.
 */
export function badgeSourcesFor(user: AccessUser | null): BadgeSource[] {
  if (!user) return [];
  const shared = resources
    .filter((r) => r.endpoints.count && canAccess(user, r.endpoints.count.access ?? r.access))
    .map((r) => ({ resource: r, screens: r.screens.filter((s) => s.countKey && !s.endpoints?.count && canAccess(user, s.access ?? r.access)) }));
  const own = resources.flatMap((r) =>
    r.screens.filter((s) => s.countKey && s.endpoints?.count && canAccess(user, s.endpoints.count.access ?? s.access ?? r.access)).map((s) => ({ resource: r, screens: [s] })),
  );
  return [...shared, ...own].filter((b) => b.screens.length > 0);
}
