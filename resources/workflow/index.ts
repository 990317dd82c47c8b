import { defineAreaDeclarations } from '../define.ts';
import { workflowEndpoints } from './endpoints.ts';
import { workflowPages } from './pages.ts';
import { ticketQuestions } from './questions.ts';
import { tickets } from './tickets.ts';
import { ticketTypes } from './ticketTypes.ts';

/** The declarations of 工单 (workflow): one line in resources/index.ts. */
export const workflowDeclarations = defineAreaDeclarations({
  name: 'workflow',
  resources: [tickets, ticketTypes, ticketQuestions],
  endpointGroups: [workflowEndpoints],
  pages: workflowPages,
});
