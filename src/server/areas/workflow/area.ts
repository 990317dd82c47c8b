import { defineArea } from '../../engine/area.ts';
import { handlerOfTicket } from './handlerRecipient.ts';
import { WORKFLOW_HANDLERS } from './handlers.ts';
import { WORKFLOW_HOOKS } from './hooks.ts';

/** 工单 (tickets, their types and common questions, the handler queue and the summary). A trigger's `handler` is the ticket's handler. */
export const workflowArea = defineArea({
  name: 'workflow',
  hooks: WORKFLOW_HOOKS,
  handlers: WORKFLOW_HANDLERS,
  recipients: { handler: handlerOfTicket },
  seeds: [() => import('./seed.ts').then((m) => m.seed)],
});
