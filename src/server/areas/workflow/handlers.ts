import type { GroupHandlers } from '../../engine/mount.ts';
import { commentHandler, editProcessHandler, processesHandler, processHandler } from './processes.ts';
import { summaryHandler } from './summary.ts';
import { descHandler, handlersHandler, statusCountsHandler } from './ticketCalls.ts';

/** Handlers of the workflow endpoint group (resources/workflow/endpoints.ts), by endpoint key. */
export const WORKFLOW_HANDLERS = {
  'workflow.processes': processesHandler,
  'workflow.comment': commentHandler,
  'workflow.process': processHandler,
  'workflow.editProcess': editProcessHandler,
  'workflow.desc': descHandler,
  'workflow.statusCounts': statusCountsHandler,
  'workflow.summary': summaryHandler,
  'workflow.handlers': handlersHandler,
} satisfies Partial<GroupHandlers>;
