import { mayReadUpload } from './settings/fileAccess.ts';

/**
 * What the engine asks the uploads of the settings area (engine/writtenFiles.ts): whether a
 * caller may read an upload, before a write makes a record refer to it. The engine receives it
 * here, as it receives the areas' hooks (hooks.ts) and handlers (handlers.ts).
 */
export const AREA_UPLOADS = { mayReadUpload };
