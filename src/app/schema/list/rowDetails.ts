import { lazy, type ComponentType } from 'react';
import type { Row } from '../row.ts';

/** Hand-written expanded rows a screen names (`ScreenDef.rowDetail`), each its own chunk, loaded when a row is first expanded. */
export const ROW_DETAILS: Record<string, ComponentType<{ record: Row }>> = {
  QuestionTickets: lazy(() => import('../../areas/workflow/summary/QuestionTickets.tsx').then((m) => ({ default: m.QuestionTickets }))),
  MessageRowDetail: lazy(() => import('../../areas/settings/messages/MessageRowDetail.tsx').then((m) => ({ default: m.MessageRowDetail }))),
  NotificationRowDetail: lazy(() => import('../../areas/notifications/detail/NotificationRowDetail.tsx').then((m) => ({ default: m.NotificationRowDetail }))),
};
