import type { GroupHandlers } from '../../engine/mount.ts';
import { askHandler, modeHandler, retrieveHandler } from './askHandlers.ts';
import { overviewHandler } from './overviewStats.ts';
import { corpusImportHandler } from './corpusImport.ts';
import { chunkBulkHandler, documentStatusHandler, retryDocumentHandler, uploadDocumentHandler } from './documentHandlers.ts';
import { documentBulkHandler } from './documentBulk.ts';
import { libraryDocumentHandler } from './libraryDocument.ts';

/** Handlers of the assistant's endpoint group (resources/intelligence/endpoints.ts), by endpoint key. */
export const INTELLIGENCE_HANDLERS = {
  'ai.upload': uploadDocumentHandler,
  'ai.fromLibrary': libraryDocumentHandler,
  'ai.document': documentStatusHandler,
  'ai.retrieve': retrieveHandler,
  'ai.ask': askHandler,
  'ai.retry': retryDocumentHandler,
  'ai.chunkBulk': chunkBulkHandler,
  'ai.corpusImport': corpusImportHandler,
  'ai.documentBulk': documentBulkHandler,
  'ai.mode': modeHandler,
  'ai.overview': overviewHandler,
} satisfies Partial<GroupHandlers>;
