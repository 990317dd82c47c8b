import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from '@refinedev/core';
import type { AccessUser } from '../../domain/access.ts';
import { useAfterFirstPaint } from '../ui/useAfterFirstPaint.ts';
import { useLiveStreaming } from './liveStatus.ts';
import { BADGE_REFRESH_MS, customOf, badgeSourceKey, badgeSourcesFor, badgeValue } from './shellQueries.ts';

/**
 * The live sidebar counts by menu path: each resource's count endpoint, fetched only when the
 * user may open a badge page, polled every 60 s while the live stream is down (useLiveCounts),
 * refreshed after its mutations;
 * first read once the first screen is painted (useAfterFirstPaint).
 */
export function useBadgeCounts(user: AccessUser | null): Record<string, number> {
  const dataProvider = useDataProvider();
  const sources = badgeSourcesFor(user);
  const painted = useAfterFirstPaint();
  const live = useLiveStreaming();
  const results = useQueries({
    queries: sources.map((source) => ({
      queryKey: badgeSourceKey(source),
      queryFn: async () => (await customOf(dataProvider())({ url: '', method: 'get', meta: { resource: source.screens[0].name, endpoint: 'count' } })).data as unknown,
      // polled only while the live stream is down (useLiveCounts writes these entries when it is up)
      refetchInterval: live ? false : BADGE_REFRESH_MS,
      refetchOnWindowFocus: !live,
      staleTime: 0,
      enabled: painted,
    })),
  });
  const counts: Record<string, number> = {};
  sources.forEach((source, i) => {
    for (const screen of source.screens) {
      const n = badgeValue(results[i]?.data, screen.countKey ?? '');
      if (n !== undefined) counts[screen.list.path] = n;
    }
  });
  return counts;
}
