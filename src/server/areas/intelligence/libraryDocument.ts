import type { Handler } from 'hono';
import { z } from 'zod';
import { UPLOAD_KEY_PATTERN, UPLOAD_URL_PREFIX } from '../../../../resources/settings/upload.ts';
import { ok } from '../../../domain/envelope.ts';
import { readBodyAs } from '../../body.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { me } from '../../shared/caller.ts';
import { checkDocumentFile, DocumentTextError } from '../../shared/files/documentText.ts';
import { mayReadUpload } from '../../shared/files/fileAccess.ts';
import { fileNameProblem } from '../../shared/files/fileTypes.ts';
import { readUploadBytes } from '../../shared/files/upload.ts';
import { documentStatusOf, knowledgeBaseOf, queueDocument } from './documentHandlers.ts';

const LibraryBody = z.object({
  file: z.string('「file」必须是文件地址').max(200, '「file」必须是文件地址'),
  name: z.string('「name」必须是文本').min(1, '「name」不能为空').max(120, '「文档名称」不能超过 120 个字').optional(),
});

/**
 * POST /intelligence/rag/:id/document/library { file, name? }: a file already stored (the AI file
 * library's `file`, `/api/cms/system/upload/<key>`) becomes a document of the knowledge base, 排队中,
 * without copying its bytes; the library then lists the document on the file and keeps the file
 * while it is used. The caller must be able to read the file (the shared rule: the library's
 * staff, its uploader …), else the same 404 as an unknown file. `name` (the library's name of it)
 * must carry a document extension (.md .txt .pdf .docx) agreeing with the content.
 */
export const libraryDocumentHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c);
  // the body first: a bad one is 400 whatever the path names
  const body = await readBodyAs(c, LibraryBody);
  const kb = await knowledgeBaseOf(deps, c.req.param('id'));
  const key = body.file.startsWith(UPLOAD_URL_PREFIX) ? body.file.slice(UPLOAD_URL_PREFIX.length) : '';
  if (!UPLOAD_KEY_PATTERN.test(key) || !(await mayReadUpload(deps.areas, deps.db, user, key))) throw new ApiError('NOT_FOUND', '文件不存在或已被删除');
  const stored = await deps.db.selectFrom('upload_file').select(['stored_name', 'original_name', 'size']).where('key', '=', key).executeTakeFirstOrThrow();
  const name = (body.name ?? stored.original_name).normalize('NFC');
  const problem = fileNameProblem(name);
  if (problem) throw new ApiError('VALIDATION_FAILED', problem);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readUploadBytes(deps, stored.stored_name));
  } catch {
    throw new ApiError('NOT_FOUND', '文件不存在或已被删除');
  }
  let kind;
  try {
    kind = checkDocumentFile(bytes, name);
  } catch (e) {
    if (e instanceof DocumentTextError) throw new ApiError('VALIDATION_FAILED', e.message);
    throw e;
  }
  const doc = await queueDocument(c, deps, { action: 'ai.fromLibrary', kb, name, kind, size: bytes.byteLength, file: body.file });
  return c.json(ok(documentStatusOf(doc)));
};
