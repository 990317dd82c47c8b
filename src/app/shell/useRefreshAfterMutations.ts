import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { findScreen } from '../../../resources/registry.ts';
import { badgeQueryKey, UNREAD_QUERY_KEY } from './shellQueries.ts';

/** The refine resource (screen) a mutation's variables name: `resource`, or `meta.resource` of a custom call. */
export function mutationScreenOf(variables: unknown): string | undefined {
  if (!variables || typeof variables !== 'object') return undefined;
  const v = variables as { resource?: unknown; meta?: { resource?: unknown } };
  if (typeof v.resource === 'string') return v.resource;
  if (typeof v.meta?.resource === 'string') return v.meta.resource;
  return undefined;
}

/**
 * After every successful mutation, refresh the badge of the mutated resource (all badges when
 * the resource cannot be told) and the unread count; both are one cheap request each.
 */
export function useRefreshAfterMutations(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        const screen = mutationScreenOf(event.mutation.state.variables);
        const resource = screen ? findScreen(screen)?.resource.name : undefined;
        void client.invalidateQueries({ queryKey: resource ? badgeQueryKey(resource) : ['shell', 'badge'] });
        void client.invalidateQueries({ queryKey: UNREAD_QUERY_KEY });
      }),
    [client],
  );
}
