import type { GroupHandlers } from '../../engine/mount.ts';
import { previewHandler } from './preview.ts';
import { sharedHandler, shareHandler } from './shareHandlers.ts';
import { uploadLibraryFileHandler } from './uploadFile.ts';
import { usagesHandler } from './usages.ts';

/** Handlers of the file library's endpoint group (resources/oss/endpoints.ts), by endpoint key. */
export const OSS_HANDLERS = {
  'oss.upload': uploadLibraryFileHandler,
  'oss.preview': previewHandler,
  'oss.usages': usagesHandler,
  'oss.share': shareHandler,
  'oss.shared': sharedHandler,
} satisfies Partial<GroupHandlers>;
