import { lazy, type ComponentType } from 'react';
import type { ListPanelProps } from './panelProps.ts';

export type { ListPanelProps } from './panelProps.ts';

/** Hand-written panels a screen shows above its list (`ScreenDef.panel`), each its own chunk. */
export const LIST_PANELS: Record<string, ComponentType<ListPanelProps>> = {
  MessageBoxes: lazy(() => import('../../areas/settings/messages/MessageBoxes.tsx').then((m) => ({ default: m.MessageBoxes }))),
  NoticeCompose: lazy(() => import('../../areas/settings/messages/NoticeCompose.tsx').then((m) => ({ default: m.NoticeCompose }))),
  SerialChecker: lazy(() => import('../../areas/needs/SerialChecker.tsx').then((m) => ({ default: m.SerialChecker }))),
  TicketSummary: lazy(() => import('../../areas/workflow/summary/TicketSummary.tsx').then((m) => ({ default: m.TicketSummary }))),
  TicketStatusTabs: lazy(() => import('../../areas/workflow/TicketStatusTabs.tsx').then((m) => ({ default: m.TicketStatusTabs }))),
  ProviderNotice: lazy(() => import('../../areas/notifications/ProviderNotice.tsx').then((m) => ({ default: m.ProviderNotice }))),
  ExpressPhones: lazy(() => import('../../areas/settings/config/ExpressPhonesPanel.tsx').then((m) => ({ default: m.ExpressPhonesPanel }))),
};

/**
 * Panels a phone shows below the cards rather than above them: a summary long enough (问题汇总's
 * charts) to push every record out of the first screen, which a phone reader reaches by scrolling.
 */
export const PANELS_BELOW_ON_PHONE: ReadonlySet<string> = new Set(['TicketSummary']);
