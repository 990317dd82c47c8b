import type { GroupHandlers } from '../../engine/mount.ts';
import { exportFileHandler, exportListHandler, exportRecordHandler } from './exportJobs.ts';
import { serialCheckHandler, warrantyRulesHandler } from './serialCheck.ts';

/** Handlers of the `needs` endpoint group (resources/needs/endpoints.ts), by endpoint key. */
export const NEEDS_HANDLERS = {
  'needs.serialCheck': serialCheckHandler,
  'needs.warrantyRules': warrantyRulesHandler,
  'needs.exportRecord': exportRecordHandler,
  'needs.exportList': exportListHandler,
  'needs.exportFile': exportFileHandler,
} satisfies Partial<GroupHandlers>;
