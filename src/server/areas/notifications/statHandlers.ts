import type { GroupHandlers } from '../../engine/mount.ts';
import { notificationStatHandler } from './stats.ts';

/** Handlers of the notification statistics group (resources/notifications/stat.ts). */
export const NOTIFICATION_STAT_HANDLERS = {
  'notificationStats.stat': notificationStatHandler,
} satisfies Partial<GroupHandlers>;
