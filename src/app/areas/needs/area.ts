import { lazy } from 'react';
import { defineAppArea, type PageProps } from '../../appArea.ts';
import { lazyWithTimeout } from '../../routing/lazyWithTimeout.tsx';

/** 产品与维修 in the app: the serial checker above 产品列表, and the export jobs page. */
export const needsArea = defineAppArea({
  name: 'needs',
  panels: {
    SerialChecker: { Panel: lazy(() => import('./SerialChecker.tsx').then((m) => ({ default: m.SerialChecker }))) },
  },
  pages: {
    ExportJobsPage: lazyWithTimeout<PageProps>(() => import('./ExportJobsPage.tsx').then((m) => m.ExportJobsPage)),
  },
});
