import { useDataProvider } from '@refinedev/core';
import { useQueries } from '@tanstack/react-query';
import { BADGE_REFRESH_MS, badgeQueryKey } from '../../shell/shellQueries.ts';
import type { WorkCard } from './workCards.ts';

/**
 * Each card's figure: the total of its list under exactly its filter (a page of one row; the
 * screen's type and a status are counted exactly by the count tables). The queries sit under the
 * resource's badge key, so they refresh with the badge: every 60 s, on focus, after a mutation.
 */
export function useWorkCounts(cards: readonly WorkCard[]): Record<string, number | undefined> {
  const dataProvider = useDataProvider();
  const results = useQueries({
    queries: cards.map((card) => ({
      queryKey: [...badgeQueryKey(card.resource.name), 'state', card.screen.name, card.state],
      queryFn: async () =>
        (
          await dataProvider().getList({
            resource: card.screen.name,
            pagination: { currentPage: 1, pageSize: 1, mode: 'server' },
            filters: [{ field: card.resource.status?.field ?? 'status', operator: 'eq', value: card.state }],
          })
        ).total,
      refetchInterval: BADGE_REFRESH_MS,
      refetchOnWindowFocus: true,
      staleTime: 0,
    })),
  });
  return Object.fromEntries(cards.map((card, i) => [card.key, results[i]?.data]));
}
