import { useDataProvider, type DataProvider } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { endpointTable } from '../../../resources/registry.ts';
import { badgeSourcesFor, type BadgeSource } from '../../../resources/badgeSources.ts';
import { useLiveStreaming } from './liveStatus.ts';

export { badgeSourcesFor, type BadgeSource };

/** Badges refresh this often, on window focus, and right after a mutation of their resource. */
export const BADGE_REFRESH_MS = 60_000;

/** Query keys of the shell's live figures, so mutations can refresh exactly them. */
export const badgeQueryKey = (resource: string) => ['shell', 'badge', resource] as const;
export const UNREAD_QUERY_KEY = ['shell', 'unread'] as const;

/** The path of the unread-message count (section 7), when the server declares it. */
export const UNREAD_COUNT_PATH = '/admin/message/count';

/** The query key of one badge source: its resource's (so a mutation of the resource refreshes it) and, for a screen's own count, the screen. */
export const badgeSourceKey = (source: BadgeSource) =>
  source.screens[0]?.endpoints?.count ? ([...badgeQueryKey(source.resource.name), source.screens[0].name] as const) : badgeQueryKey(source.resource.name);

/** Reads a badge value: `data[countKey]` (works for objects and for arrays with key "0"). */
export function badgeValue(data: unknown, countKey: string): number | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const v = (data as Record<string, unknown>)[countKey];
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : undefined;
}

/** The data provider's `custom` (ours always has one). */
export function customOf(provider: DataProvider): NonNullable<DataProvider['custom']> {
  if (!provider.custom) throw new Error('the data provider has no custom()');
  return provider.custom;
}

/** Whether the server declares the unread count (the messages area may not exist yet). */
export const hasUnreadEndpoint = (): boolean => endpointTable().some((e) => e.method === 'GET' && e.path === UNREAD_COUNT_PATH);

/** The caller's unread private messages (`GET /admin/message/count` → `{unread}`). */
export function useUnreadCount(enabled: boolean) {
  const dataProvider = useDataProvider();
  const live = useLiveStreaming();
  return useQuery({
    queryKey: UNREAD_QUERY_KEY,
    queryFn: async () => {
      const { data } = await customOf(dataProvider())({ url: UNREAD_COUNT_PATH, method: 'get' });
      return badgeValue(data, 'unread') ?? 0;
    },
    enabled,
    // polled only while the live stream is down (useLiveCounts writes this entry when it is up)
    refetchInterval: live ? false : BADGE_REFRESH_MS,
    refetchOnWindowFocus: !live,
    staleTime: 0,
  });
}
