import { lazy } from 'react';
import { defineAppArea } from '../../appArea.ts';
import { lazyWithTimeout } from '../../routing/lazyWithTimeout.tsx';
import { lazyDisplay } from '../../schema/fields/lazyDisplay.tsx';

/** 工单 in the app: the status tabs and the summary above their lists, a ticket's displays, the type form's builder, a ticket's panels and its create and edit pages. */
export const workflowArea = defineAppArea({
  name: 'workflow',
  loadTexts: () => import('./texts/all.ts').then((m) => m.WORKFLOW_TEXTS),
  panels: {
    // 问题汇总's charts would push every record out of a phone's first screen: below the cards there
    TicketSummary: { Panel: lazy(() => import('./summary/TicketSummary.tsx').then((m) => ({ default: m.TicketSummary }))), belowOnPhone: true },
    TicketStatusTabs: { Panel: lazy(() => import('./TicketStatusTabs.tsx').then((m) => ({ default: m.TicketStatusTabs }))) },
  },
  rowDetails: {
    QuestionTickets: lazy(() => import('./summary/QuestionTickets.tsx').then((m) => ({ default: m.QuestionTickets }))),
  },
  displays: {
    ticketDue: lazyDisplay(() => import('./displays/TicketDue.tsx').then((m) => m.TicketDue)),
    ticketLink: lazyDisplay(() => import('./displays/TicketLink.tsx').then((m) => m.TicketLink)),
    ticketExtra: lazyDisplay(() => import('./displays/TicketExtra.tsx').then((m) => m.TicketExtra)),
    ticketAttachments: lazyDisplay(() => import('./displays/TicketAttachments.tsx').then((m) => m.TicketAttachments)),
    ticketFormSummary: lazyDisplay(() => import('./displays/TicketFormSummary.tsx').then((m) => m.TicketFormSummary)),
  },
  inputs: {
    // its own chunk: only the type form loads it (forms render inside a Suspense boundary); its
    // rule (the server's, src/domain/ticketForm.ts) loads when the form is first checked
    ticketFormBuilder: {
      Input: lazy(() => import('./TicketFormBuilder.tsx').then((m) => ({ default: m.TicketFormBuilder }))),
      check: (value: unknown) => import('../../../domain/ticketForm.ts').then((m) => m.checkTicketForm(value)),
    },
  },
  showPanels: {
    // the ticket's handling record, comment box and description editor: the ticket detail page's chunk
    tickets: [lazy(() => import('./TicketPanels.tsx').then((m) => ({ default: m.TicketPanels })))],
  },
  pages: {
    TicketCreatePage: lazyWithTimeout(() => import('./TicketCreatePage.tsx').then((m) => m.TicketCreatePage)),
    TicketEditPage: lazyWithTimeout(() => import('./TicketEditPage.tsx').then((m) => m.TicketEditPage)),
  },
});
