import { lazy } from 'react';
import { defineAppArea } from '../../appArea.ts';
import { needsTexts } from './texts.ts';

/** 产品与维修 in the app: the serial checker above 产品列表 (the export jobs page is the shared layer's: src/app/shared/area.ts). */
export const needsArea = defineAppArea({
  name: 'needs',
  texts: [needsTexts],
  panels: {
    SerialChecker: { Panel: lazy(() => import('./SerialChecker.tsx').then((m) => ({ default: m.SerialChecker }))) },
  },
});
