import type { Handler } from 'hono';
import { ok } from '../../../domain/envelope.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';
import { DocumentTextError, extractDocumentText } from '../../shared/files/documentText.ts';
import { readUploadBytes } from '../../shared/files/upload.ts';
import { storedFileOf } from './storedFile.ts';

/** The most text a preview carries (the page shows it in a scroll box; the file itself is a download). */
export const PREVIEW_MAX_CHARS = 20_000;

/** A preview's parse gives up after this (a huge PDF): the page then offers the download. */
const PREVIEW_TIMEOUT_MS = 10_000;

/** The name extractDocumentText knows each text-like kind by. */
const TEXT_NAME: Record<string, string> = { pdf: 'preview.pdf', document: 'preview.docx' };

/**
 * GET /oss/file/:id/preview: what the library's row shows of a file — a picture's URL (the
 * download, shown inline), the text of a PDF, Word or text file (at most PREVIEW_MAX_CHARS, with
 * the page count of a PDF), or nothing for the rest (`kind: 'none'`: a download only).
 */
export const previewHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const id = parseId(c.req.param('id'));
  const row = await storedFileOf(deps, id);
  if (!row) throw new ApiError('NOT_FOUND', '文件不存在或已被删除');
  if (row.kind === 'image') return c.json(ok({ kind: 'image', url: row.file }));
  if (row.kind !== 'pdf' && row.kind !== 'document' && row.kind !== 'text') return c.json(ok({ kind: 'none', url: row.file }));
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readUploadBytes(deps, row.stored_name));
  } catch {
    throw new ApiError('NOT_FOUND', '文件不存在或已被删除');
  }
  try {
    const name = TEXT_NAME[row.kind] ?? (row.mime.startsWith('text/markdown') ? 'preview.md' : 'preview.txt');
    const doc = await extractDocumentText(bytes, name, { timeoutMs: PREVIEW_TIMEOUT_MS });
    const chars = [...doc.text];
    return c.json(ok({ kind: 'text', url: row.file, text: chars.slice(0, PREVIEW_MAX_CHARS).join(''), truncated: chars.length > PREVIEW_MAX_CHARS, ...(doc.pages ? { pages: doc.pages } : {}) }));
  } catch (e) {
    if (e instanceof DocumentTextError) return c.json(ok({ kind: 'none', url: row.file, reason: e.message }));
    throw e;
  }
};
