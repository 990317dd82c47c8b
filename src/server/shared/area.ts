import { defineArea } from '../engine/area.ts';
import { configByKeyHandler } from './config/configByKey.ts';
import { EXPORT_JOB_HANDLERS } from './exportJobs/handlers.ts';
import { EXPORT_JOB_HOOKS } from './exportJobs/scope.ts';
import { mayReadUpload } from './files/fileAccess.ts';
import { downloadHandler, uploadHandler } from './files/upload.ts';

/**
 * The shared layer's entry (issue 33, part 2): what several areas use — files and uploads, config, export jobs
 * — with its hand-written endpoints. It joins the composition like an area (src/server/composition.ts);
 * the areas import its modules, it imports no area (eslint.config.js keeps that direction).
 * It also answers whether a caller may read an upload (the files layer).
 */
export const sharedArea = defineArea({
  name: 'shared',
  handlers: {
    'config.byKey': configByKeyHandler,
    'upload.upload': uploadHandler,
    'upload.download': downloadHandler,
    ...EXPORT_JOB_HANDLERS,
  },
  hooks: { export: EXPORT_JOB_HOOKS },
  mayReadUpload,
});
