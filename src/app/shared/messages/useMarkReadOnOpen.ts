import { useInvalidate } from '@refinedev/core';
import { useEffect, useRef } from 'react';
import { inbox } from '../../../../resources/settings/myMessages.ts';
import { messageEndpoints } from '../../../../resources/settings/messages.ts';
import { useMessageCall } from './useMessageCall.ts';

const MARK_PATH = messageEndpoints.endpoints.mark.path;

/**
 * Opening a message of the caller's inbox (its row expanded, the dashboard card's item opened)
 * marks it read once, while it is unread: `PUT /admin/message/:id {read: true}`; then the bell's
 * count and the inbox list are read again, so the badge and the row's 未读 follow at once (the
 * server's live event tells the user's other tabs). `onRead` lets another view refresh itself.
 */
export function useMarkReadOnOpen(message: { id?: unknown; read?: unknown }, onRead?: () => void): void {
  const { run } = useMessageCall();
  const invalidate = useInvalidate();
  const done = useRef(false);
  const unread = Number(message.read) === 0;
  useEffect(() => {
    if (!unread || done.current) return;
    done.current = true;
    void run('put', MARK_PATH.replace(':id', encodeURIComponent(String(message.id))), { read: true }, null)
      .then(async () => {
        await invalidate({ resource: inbox.screens[0].name, invalidates: ['list'] });
        onRead?.();
      })
      .catch(() => {
        done.current = false;
      });
  }, [unread, message.id, run, invalidate, onRead]);
}
