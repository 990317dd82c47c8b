import type { Context, Handler } from 'hono';
import { z } from 'zod';
import { aiChunks } from '../../../../resources/intelligence/chunks.ts';
import { aiDocuments } from '../../../../resources/intelligence/documents.ts';
import { aiKnowledgeBases } from '../../../../resources/intelligence/knowledgeBases.ts';
import { uploadUrl } from '../../../../resources/settings/upload.ts';
import { ok } from '../../../domain/envelope.ts';
import { readBodyAs, readJsonObject, rejectUnknownKeys } from '../../body.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { runWrite } from '../../engine/write.ts';
import { ApiError } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';
import { me } from '../../shared/caller.ts';
import { readUploadedFile, saveUploadBytes, uploadedName, type UploadValues } from '../../shared/files/upload.ts';
import { checkDocumentFile, DocumentTextError, type DocumentKind } from '../../shared/files/documentText.ts';
import { recountKnowledgeBase } from './documents/indexDocument.ts';
import { kickParsing } from './documents/parseQueue.ts';

/** The MIME type each document kind is stored with. */
const MIME = { pdf: 'application/pdf', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', markdown: 'text/markdown', text: 'text/plain' } as const;

/** The document as the status call answers it (Dify's shape, with the chunk count once indexed). */
export const documentStatusOf = (d: { id: number; kb_id: number; name: string; parse_state: string; error: string | null; chunk_count: number; char_count: number; parse_ms: number | null; kind: string }) => ({
  id: Number(d.id),
  kbId: Number(d.kb_id),
  name: d.name,
  kind: d.kind,
  status: d.parse_state,
  ...(d.parse_state === 'failed' ? { error: d.error ?? '解析失败' } : {}),
  ...(d.parse_state === 'indexed' ? { chunkCount: Number(d.chunk_count), charCount: Number(d.char_count), parseMs: d.parse_ms === null ? null : Number(d.parse_ms) } : {}),
});

/** The knowledge base of the path's `:id`, or 404. */
export async function knowledgeBaseOf(deps: Deps, raw: string | undefined): Promise<{ id: number; name: string }> {
  const id = parseId(raw);
  const kb = await deps.db.selectFrom('ai_knowledge_base').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  if (!kb) throw new ApiError('NOT_FOUND', '知识库不存在');
  return { id: Number(kb.id), name: kb.name };
}

/**
 * POST /intelligence/rag/:id/document (multipart, field `file`): stores the file (the shared
 * upload layer; it then follows the knowledge base's access), makes the document 排队中 and starts
 * the parse. Name and content must agree (.md .txt .pdf .docx), else 400 with the reason.
 */
export const uploadDocumentHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c);
  const kb = await knowledgeBaseOf(deps, c.req.param('id'));
  const file = await readUploadedFile(c);
  const name = uploadedName(file);
  const bytes = new Uint8Array(await file.arrayBuffer());
  let kind: keyof typeof MIME;
  try {
    kind = checkDocumentFile(bytes, name);
  } catch (e) {
    if (e instanceof DocumentTextError) throw new ApiError('VALIDATION_FAILED', e.message);
    throw e;
  }
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const stored = await saveUploadBytes(deps, bytes, { name, mime: MIME[kind], ext, uploaderId: user.id });
  const doc = await queueDocument(c, deps, { action: 'ai.upload', kb, name, kind, size: bytes.byteLength, file: uploadUrl(stored.key), stored });
  return c.json(ok(documentStatusOf(doc)));
};

/**
 * Makes a knowledge base's document 排队中 for a stored file and starts the parse, in one write:
 * the upload's row first when the bytes are new (`stored`), else a file already stored (the file
 * library's). The history says where it came from.
 */
export async function queueDocument(c: Context<AppEnv>, deps: Deps, d: { action: string; kb: { id: number; name: string }; name: string; kind: DocumentKind; size: number; file: string; stored?: UploadValues }) {
  const nowIso = new Date(deps.clock.now()).toISOString();
  const doc = await runWrite(c, deps, { action: d.action, resource: aiDocuments.name }, async ({ trx, history }) => {
    const upload = d.stored ? await trx.insertInto('upload_file').values(d.stored).returning('id').executeTakeFirstOrThrow() : undefined;
    const row = await trx
      .insertInto('ai_document')
      .values({ kb_id: d.kb.id, name: d.name.slice(0, 120), file: d.file, kind: d.kind, size: d.size, parse_state: 'queued', created_at: nowIso, updated_at: nowIso })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recountKnowledgeBase(trx, d.kb.id);
    await history(
      { kind: 'create', content: upload ? `上传文档「${row.name}」` : `从文件库添加文档「${row.name}」`, data: upload ? { upload: Number(upload.id) } : { file: d.file } },
      { resource: aiDocuments, id: Number(row.id) },
    );
    return { result: row, log: { recordId: Number(row.id), after: { id: Number(row.id), kb_id: d.kb.id, name: row.name, size: row.size, kind: d.kind } } };
  });
  void kickParsing(deps);
  return doc;
}

/** GET /intelligence/rag/:id/document/:docId → the document's parse state. */
export const documentStatusHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const kb = await knowledgeBaseOf(deps, c.req.param('id'));
  const docId = parseId(c.req.param('docId'));
  const doc = await deps.db.selectFrom('ai_document').selectAll().where('id', '=', docId).where('kb_id', '=', kb.id).executeTakeFirst();
  if (!doc) throw new ApiError('NOT_FOUND', '文档不存在');
  return c.json(ok(documentStatusOf(doc)));
};

/** POST /intelligence/document/:id/retry: queues the document again (a failed one, or one to re-cut by new rules). */
export const retryDocumentHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const id = parseId(c.req.param('id'));
  const body = await readJsonObject(c, { emptyAs: {} });
  rejectUnknownKeys(body, new Set());
  const nowIso = new Date(deps.clock.now()).toISOString();
  const doc = await runWrite(c, deps, { action: 'ai.retry', resource: aiDocuments.name, record: { resource: aiDocuments, id, notFound: '文档不存在' } }, async ({ trx, row, history }) => {
    if (row?.parse_state === 'queued' || row?.parse_state === 'parsing') throw new ApiError('ILLEGAL_TRANSITION', '文档正在排队或解析中，无需重新解析');
    if (!row?.file) throw new ApiError('ILLEGAL_TRANSITION', '该文档没有原文件（演示数据），不能重新解析');
    const after = await trx.updateTable('ai_document').set((e) => ({ parse_state: 'queued', error: null, attempts: 0, claimed_until: null, version: e('version', '+', 1), updated_at: nowIso })).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await history({ kind: 'status', fromStatus: String(row?.parse_state), toStatus: 'queued', content: '重新解析' });
    return { result: after, log: { recordId: id, before: { status: row?.parse_state }, after: { status: 'queued' } } };
  });
  void kickParsing(deps);
  return c.json(ok(documentStatusOf(doc)));
};

const BulkBody = z.object({
  ids: z.array(z.number().int().positive(), '「ids」必须是分段编号列表').min(1, '请选择分段').max(500, '一次最多 500 个分段'),
  enabled: z.boolean('「enabled」必须是 true 或 false'),
});

/** POST /intelligence/chunk/bulk { ids, enabled }: enables or disables the selected chunks → `{ updated, missing }`. */
export const chunkBulkHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const { ids, enabled } = await readBodyAs(c, BulkBody);
  const nowIso = new Date(deps.clock.now()).toISOString();
  const result = await runWrite(c, deps, { action: 'ai.chunkBulk', resource: aiChunks.name }, async ({ trx, history }) => {
    const found = await trx.selectFrom('ai_chunk').select('id').where('id', 'in', ids).execute();
    const have = new Set(found.map((r) => Number(r.id)));
    if (have.size > 0) await trx.updateTable('ai_chunk').set((e) => ({ enabled: enabled ? 1 : 0, version: e('version', '+', 1), updated_at: nowIso })).where('id', 'in', [...have]).execute();
    for (const id of have) await history({ kind: 'update', content: enabled ? '批量启用' : '批量停用', data: { enabled } }, { resource: aiChunks, id });
    const missing = ids.filter((id) => !have.has(id));
    return { result: { updated: have.size, missing }, log: { after: { ids: [...have], enabled } } };
  });
  return c.json(ok(result));
};

/** The knowledge-base declaration's name, for the retrieve handler's guard. */
export const KB_RESOURCE = aiKnowledgeBases.name;
