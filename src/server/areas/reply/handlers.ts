import type { GroupHandlers } from '../../engine/mount.ts';
import { simulateHandler } from './simulate.ts';

/** Handlers of the auto-reply's endpoint group (resources/reply/endpoints.ts), by endpoint key. */
export const REPLY_HANDLERS = {
  'reply.simulate': simulateHandler,
} satisfies Partial<GroupHandlers>;
