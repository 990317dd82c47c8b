import { lazy, type ComponentType } from 'react';

/** Hand-written panels a screen shows above its list (`ScreenDef.panel`), each its own chunk. */
export const LIST_PANELS: Record<string, ComponentType> = {
  MessageBoxes: lazy(() => import('../../areas/settings/messages/MessageBoxes.tsx').then((m) => ({ default: m.MessageBoxes }))),
  NoticeCompose: lazy(() => import('../../areas/settings/messages/NoticeCompose.tsx').then((m) => ({ default: m.NoticeCompose }))),
  SerialChecker: lazy(() => import('../../areas/needs/SerialChecker.tsx').then((m) => ({ default: m.SerialChecker }))),
  TicketSummary: lazy(() => import('../../areas/workflow/summary/TicketSummary.tsx').then((m) => ({ default: m.TicketSummary }))),
  ExpressPhones: lazy(() => import('../../areas/settings/config/ExpressPhonesPanel.tsx').then((m) => ({ default: m.ExpressPhonesPanel }))),
};
