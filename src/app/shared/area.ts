import { defineAppArea, type PageProps } from '../appArea.ts';
import { lazyWithTimeout } from '../routing/lazyWithTimeout.tsx';
import { sharedTexts } from './texts.ts';

/**
 * The app's shared layer as an entry (issue 33, part 2; the server's is src/server/shared/area.ts):
 * what several areas use and a declaration names by string — the export records page
 * (`resources/shared/exportJobs.ts`, every area's lists are exported). It joins the composition
 * like an area (src/app/composition.ts, first in APP_AREAS); the areas import its modules
 * (files/, messages/, exportJobs/), it imports no area (eslint.config.js keeps that direction).
 */
export const sharedArea = defineAppArea({
  name: 'shared',
  texts: [sharedTexts],
  pages: {
    ExportJobsPage: lazyWithTimeout<PageProps>(() => import('./exportJobs/ExportJobsPage.tsx').then((m) => m.ExportJobsPage)),
  },
});
