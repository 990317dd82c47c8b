import { lazy, type ComponentType } from 'react';

/** Hand-written panels a screen shows above its list (`ScreenDef.panel`), each its own chunk. */
export const LIST_PANELS: Record<string, ComponentType> = {
  MessageBoxes: lazy(() => import('../../pages/messages/MessageBoxes.tsx').then((m) => ({ default: m.MessageBoxes }))),
  NoticeCompose: lazy(() => import('../../pages/messages/NoticeCompose.tsx').then((m) => ({ default: m.NoticeCompose }))),
  SerialChecker: lazy(() => import('../../pages/needs/SerialChecker.tsx').then((m) => ({ default: m.SerialChecker }))),
  ExpressPhones: lazy(() => import('../../pages/config/ExpressPhonesPanel.tsx').then((m) => ({ default: m.ExpressPhonesPanel }))),
};
