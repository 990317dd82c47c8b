import type { GroupHandlers } from '../../engine/mount.ts';
import { resendHandler } from './resend.ts';

/** Handlers of the notifications endpoint group (resources/notifications/endpoints.ts), by endpoint key. */
export const NOTIFICATION_HANDLERS = {
  'notifications.resend': resendHandler,
} satisfies Partial<GroupHandlers>;
