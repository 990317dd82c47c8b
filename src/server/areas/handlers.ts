import type { GroupHandlers } from '../engine/mount.ts';
import { NOTIFICATION_HANDLERS } from './notifications/handlers.ts';
import { NEEDS_HANDLERS } from './needs/handlers.ts';
import { PEOPLE_HANDLERS } from './people/handlers.ts';
import { SETTINGS_HANDLERS } from './settings/handlers.ts';
import { WORKFLOW_HANDLERS } from './workflow/handlers.ts';
import { NOTIFICATION_STAT_HANDLERS } from './notifications/statHandlers.ts';
import { NOTIFICATION_PROVIDER_HANDLERS } from './notifications/providerHandlers.ts';
import { LIVE_HANDLERS } from '../live/eventsHandler.ts';

/**
 * The hand-written handler of every endpoint that belongs to no resource, joined from the areas
 * and keyed by declared endpoint key: a declared endpoint without its handler fails to compile.
 */
export const AREA_HANDLERS: GroupHandlers = { ...PEOPLE_HANDLERS, ...SETTINGS_HANDLERS, ...NEEDS_HANDLERS, ...WORKFLOW_HANDLERS, ...NOTIFICATION_HANDLERS, ...NOTIFICATION_PROVIDER_HANDLERS, ...NOTIFICATION_STAT_HANDLERS, ...LIVE_HANDLERS };
