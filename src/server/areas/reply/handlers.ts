import type { GroupHandlers } from '../../engine/mount.ts';
import { dictImportHandler } from './dictImport.ts';
import { statsHandler } from './historyStats.ts';
import { migrateHandler } from './migrate.ts';
import { ruleBulkHandler } from './ruleBulk.ts';
import { simulateHandler } from './simulate.ts';

/** Handlers of the auto-reply's endpoint group (resources/reply/endpoints.ts), by endpoint key. */
export const REPLY_HANDLERS = {
  'reply.simulate': simulateHandler,
  'reply.ruleBulk': ruleBulkHandler,
  'reply.migrate': migrateHandler,
  'reply.dictImport': dictImportHandler,
  'reply.stats': statsHandler,
} satisfies Partial<GroupHandlers>;
