import { keys } from '@refinedev/core';
import { keepPreviousData, QueryClient } from '@tanstack/react-query';

/**
 * The app's react-query client: refine's defaults (no refetch on focus, the previous page shown
 * while the next loads) and no retries. The user's group and permissions and the identity
 * (refine's auth queries) stay fresh until invalidated — at login, logout and on saving the
 * profile: the auth provider keeps them per token, so refetching them whenever one more
 * component asks (the layout, the menu, each guard) only flipped `isFetching` and rendered the
 * whole layout once more on every page's first load.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, placeholderData: keepPreviousData } } });
  client.setQueryDefaults(keys().auth().action('permissions').get(), { staleTime: Infinity });
  client.setQueryDefaults(keys().auth().action('identity').get(), { staleTime: Infinity });
  return client;
}
