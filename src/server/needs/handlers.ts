import type { Handler } from 'hono';
import type { AppEnv, Deps } from '../context.ts';
import { exportFileHandler, exportListHandler, exportRecordHandler } from './exportJobs.ts';
import { serialCheckHandler, warrantyRulesHandler } from './serialCheck.ts';

/** Handlers of the `needs` endpoint group (resources/needsEndpoints.ts), by endpoint key. */
export const NEEDS_HANDLERS: Record<string, (deps: Deps) => Handler<AppEnv>> = {
  'needs.serialCheck': serialCheckHandler,
  'needs.warrantyRules': warrantyRulesHandler,
  'needs.exportRecord': exportRecordHandler,
  'needs.exportList': exportListHandler,
  'needs.exportFile': exportFileHandler,
};
