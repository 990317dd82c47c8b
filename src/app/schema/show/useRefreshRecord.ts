import { useInvalidate, type BaseKey } from '@refinedev/core';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback } from 'react';

const mentions = (query: Query, screen: string): boolean =>
  query.queryKey.some((part) => typeof part === 'object' && part !== null && (part as { resource?: unknown }).resource === screen);

/** After a change: refetch the record, the screen's lists, and its history and count queries. */
export function useRefreshRecord(screen: string, id: BaseKey | undefined): () => Promise<void> {
  const invalidate = useInvalidate();
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      invalidate({ resource: screen, id, invalidates: ['list', 'many', 'detail'] }),
      client.invalidateQueries({ predicate: (q) => mentions(q, screen) }),
    ]);
  }, [invalidate, client, screen, id]);
}
