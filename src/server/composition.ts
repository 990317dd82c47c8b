import type { NotifyRecipient } from '../../resources/define.ts';
import type { GroupEndpointKey } from '../../resources/index.ts';
import { joinAreas, type AreaSet, type HandledKeys, type ResolvedRecipients } from './engine/area.ts';
import { LIVE_ENDPOINTS } from './live/eventsHandler.ts';
import { intelligenceArea } from './areas/intelligence/area.ts';
import { ossArea } from './areas/oss/area.ts';
import { replyArea } from './areas/reply/area.ts';
import { deviceArea } from './areas/device/area.ts';
import { erpArea } from './areas/erp/area.ts';
import { needsArea } from './areas/needs/area.ts';
import { notificationsArea } from './areas/notifications/area.ts';
import { peopleArea } from './areas/people/area.ts';
import { settingsArea } from './areas/settings/area.ts';
import { workflowArea } from './areas/workflow/area.ts';
import { sharedArea } from './shared/area.ts';

/**
 * The server's composition root: the one list of areas. `createApp` receives it (main.ts, the
 * tests); the engine, db and live import no area (eslint.config.js keeps that direction). A new
 * area is its folder under src/server/areas/ with an `area.ts`, and one line here. The shared layer
 * (src/server/shared/area.ts: files and uploads, config) joins as one more entry.
 */
export const SERVER_AREAS = [sharedArea, peopleArea, settingsArea, needsArea, workflowArea, notificationsArea, intelligenceArea, replyArea, deviceArea, ossArea, erpArea] as const;

/** Every declared hand-written endpoint has its handler in some area: a missing one fails to compile here. */
type Unhandled = Exclude<GroupEndpointKey, HandledKeys<[...typeof SERVER_AREAS, typeof LIVE_ENDPOINTS]>>;
export const EVERY_ENDPOINT_HANDLED: [Unhandled] extends [never] ? true : { missing: Unhandled } = true;

/** Every recipient kind a declared trigger may name (`NotifyRecipient`) is resolved by some area: a missing one fails to compile here. */
type Unresolved = Exclude<NotifyRecipient, ResolvedRecipients<typeof SERVER_AREAS>>;
export const EVERY_RECIPIENT_RESOLVED: [Unresolved] extends [never] ? true : { missing: Unresolved } = true;

/** The areas joined as an app made with SERVER_AREAS holds them (for code that runs beside the app: tests, benches, seeding). */
export const serverAreaSet = (): AreaSet => joinAreas([...SERVER_AREAS, LIVE_ENDPOINTS]);
