import type { GroupHandler } from '../../engine/mount.ts';
import { errorResponse } from '../../errors.ts';
import { summaryHandler } from './summary.ts';

/** TEMPORARY (being written): the workflow group's handlers. */
const notYet: GroupHandler = () => (c) => errorResponse(c, 'ROUTE_NOT_FOUND', '接口尚未实现');

export const WORKFLOW_HANDLERS = {
  'workflow.processes': notYet,
  'workflow.comment': notYet,
  'workflow.process': notYet,
  'workflow.editProcess': notYet,
  'workflow.desc': notYet,
  'workflow.statusCounts': notYet,
  'workflow.summary': summaryHandler,
  'workflow.handlers': notYet,
} as const;
