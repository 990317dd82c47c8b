import { keys, usePermissions } from '@refinedev/core';
import type { AccessUser } from '../../domain/access.ts';

/**
 * The logged-in user's group and permissions (authProvider.getPermissions), or null.
 * Right after login refine navigates before it refetches the permissions cached on the
 * login page, so a null being refetched counts as loading, not as "logged out".
 */
export function useAccessUser(enabled = true): { user: AccessUser | null; loading: boolean } {
  const { data, isLoading, isFetching } = usePermissions<AccessUser | null>({
    options: { queryKey: keys().auth().action('permissions').get(), enabled },
  });
  return { user: data ?? null, loading: enabled && (isLoading || (isFetching && !data)) };
}
