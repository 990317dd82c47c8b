import { lazy, type ComponentType } from 'react';

/** Hand-written panels a screen shows above its list (`ScreenDef.panel`), each its own chunk. */
export const LIST_PANELS: Record<string, ComponentType> = {
  SerialChecker: lazy(() => import('../../pages/needs/SerialChecker.tsx').then((m) => ({ default: m.SerialChecker }))),
  ExpressPhones: lazy(() => import('../../pages/config/ExpressPhonesPanel.tsx').then((m) => ({ default: m.ExpressPhonesPanel }))),
};
