import { useCustomMutation } from '@refinedev/core';
import { App } from 'antd';
import { useCallback } from 'react';
import { useRefreshUnreadCount } from './useUnreadCount.ts';

/** Sends one message call, shows `success` (when given) and re-reads the header's unread count. Errors go to the notification provider. */
export function useMessageCall() {
  const { mutateAsync, mutation } = useCustomMutation();
  const refreshUnread = useRefreshUnreadCount();
  const { message } = App.useApp();
  const run = useCallback(
    async (method: 'post' | 'put' | 'delete', url: string, values: object, success: string | null, query?: Record<string, string>) => {
      const qs = query ? `?${new URLSearchParams(query).toString()}` : '';
      await mutateAsync({ url: `${url}${qs}`, method, values, successNotification: false });
      if (success) message.success(success);
      await refreshUnread();
    },
    [mutateAsync, refreshUnread, message],
  );
  return { run, pending: mutation.isPending };
}
