import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { UNREAD_QUERY_KEY, useUnreadCount as useShellUnreadCount } from '../../shell/shellQueries.ts';

/**
 * The caller's unread private messages; `undefined` while loading. The same query (and key,
 * `UNREAD_QUERY_KEY`) as the header's bell, so both always show one number.
 */
export function useUnreadCount(): number | undefined {
  return useShellUnreadCount(true).data;
}

/** Re-reads the unread count now (after send, mark read, delete, revoke, resend). */
export function useRefreshUnreadCount(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: UNREAD_QUERY_KEY }), [client]);
}
