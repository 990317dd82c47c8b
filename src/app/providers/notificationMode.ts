import type { OpenNotificationParams } from '@refinedev/core';

/**
 * The three display modes of section 8: `message` (a brief toast), `alert` (a modal titled 错误
 * the user must acknowledge), `notification` (a corner notice for 3 s).
 */
export type NotificationMode = 'message' | 'alert' | 'notification';

/** How long a notification stays, in seconds (section 8). */
export const NOTIFICATION_SECONDS = 3;

/** A conflict code of the catalogue (`[409xx]`, e.g. stale version or illegal state change). */
const CONFLICT = /\[409\d\d\]/;

/** Success and progress → message; a conflict error → alert; any other error → notification. */
export function notificationModeOf(params: Pick<OpenNotificationParams, 'type' | 'message' | 'description'>): NotificationMode {
  if (params.type !== 'error') return 'message';
  if (CONFLICT.test(params.message) || CONFLICT.test(params.description ?? '')) return 'alert';
  return 'notification';
}
