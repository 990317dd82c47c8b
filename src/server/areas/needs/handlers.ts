import type { GroupHandlers } from '../../engine/mount.ts';
import { serialCheckHandler, warrantyRulesHandler } from './serialCheck.ts';

/** Handlers of the `needs` endpoint group (resources/needs/endpoints.ts), by endpoint key; the export jobs' are the shared layer's (src/server/shared/exportJobs/). */
export const NEEDS_HANDLERS = {
  'needs.serialCheck': serialCheckHandler,
  'needs.warrantyRules': warrantyRulesHandler,
} satisfies Partial<GroupHandlers>;
