import type { Handler } from 'hono';
import { z } from 'zod';
import { aiDocuments } from '../../../../resources/intelligence/documents.ts';
import { ok } from '../../../domain/envelope.ts';
import { readBodyAs } from '../../body.ts';
import type { AppEnv, Deps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { deleteEvents } from '../../engine/events.ts';
import { runWrite } from '../../engine/write.ts';
import { deleteChunks, recountKnowledgeBase } from './documents/indexDocument.ts';
import { kickParsing } from './documents/parseQueue.ts';

/** What the bulk call does to each selected document. */
export const DOCUMENT_BULK_ACTIONS = ['retry', 'enable', 'disable', 'delete'] as const;
export type DocumentBulkAction = (typeof DOCUMENT_BULK_ACTIONS)[number];

const IDS_MESSAGE = '「ids」必须是文档编号列表';

const DocumentBulkBody = z.object({
  ids: z.array(z.number(IDS_MESSAGE).int(IDS_MESSAGE).positive(IDS_MESSAGE), IDS_MESSAGE).min(1, '请选择文档').max(500, '一次最多 500 个文档'),
  action: z.enum(DOCUMENT_BULK_ACTIONS, '「action」必须是 retry（重新解析）、enable（启用）、disable（停用）或 delete（删除）'),
});

/** A document the bulk call could not change, named with the reason. */
export interface DocumentBulkFailure {
  id: number;
  name: string;
  reason: string;
}

/** The answer of the bulk call: the documents changed and those refused, each on its own. */
export interface DocumentBulkReport {
  done: number[];
  failed: DocumentBulkFailure[];
}

interface DocRow {
  id: number;
  kb_id: number;
  name: string;
  file: string | null;
  parse_state: string;
}

/** Why a document may not take the action (as the single-document calls say it), else null. */
function refusalOf(action: DocumentBulkAction, doc: DocRow): string | null {
  if (action !== 'retry') return null;
  if (doc.parse_state === 'queued' || doc.parse_state === 'parsing') return '文档正在排队或解析中，无需重新解析';
  if (!doc.file) return '该文档没有原文件（演示数据），不能重新解析';
  return null;
}

/**
 * POST /intelligence/document/bulk { ids, action }: 批量重新解析 / 启用 / 停用 / 删除 of the selected
 * documents → `{ done, failed: [{ id, name, reason }] }`. Each document succeeds or fails on its
 * own (one being parsed is not queued again, one without a file cannot be parsed, an unknown id is
 * 文档不存在); the changes, their history entries and one action-log row are one write. As the
 * single-document calls: a retried document is queued and the parse started; a deleted one takes
 * its chunks and history, and its knowledge base's counts are recounted.
 */
export const documentBulkHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const { ids, action } = await readBodyAs(c, DocumentBulkBody);
  const wanted = [...new Set(ids)];
  const nowIso = new Date(deps.clock.now()).toISOString();
  const report = await runWrite(c, deps, { action: 'ai.documentBulk', resource: aiDocuments.name }, async ({ trx, history }) => {
    const rows = await trx.selectFrom('ai_document').select(['id', 'kb_id', 'name', 'file', 'parse_state']).where('id', 'in', wanted).execute();
    const byId = new Map<number, DocRow>(rows.map((r) => [Number(r.id), { id: Number(r.id), kb_id: Number(r.kb_id), name: r.name, file: r.file, parse_state: r.parse_state }]));
    const done: number[] = [];
    const failed: DocumentBulkFailure[] = [];
    const touchedBases = new Set<number>();
    for (const id of wanted) {
      const doc = byId.get(id);
      if (!doc) {
        failed.push({ id, name: `#${id}`, reason: '文档不存在' });
        continue;
      }
      const reason = refusalOf(action, doc);
      if (reason) {
        failed.push({ id, name: doc.name, reason });
        continue;
      }
      if (action === 'retry') {
        await trx.updateTable('ai_document').set((e) => ({ parse_state: 'queued', error: null, attempts: 0, claimed_until: null, version: e('version', '+', 1), updated_at: nowIso })).where('id', '=', id).execute();
        await history({ kind: 'status', fromStatus: doc.parse_state, toStatus: 'queued', content: '批量重新解析' }, { resource: aiDocuments, id });
      } else if (action === 'enable' || action === 'disable') {
        const enabled = action === 'enable';
        await trx.updateTable('ai_document').set((e) => ({ enabled: enabled ? 1 : 0, version: e('version', '+', 1), updated_at: nowIso })).where('id', '=', id).execute();
        await history({ kind: 'update', content: enabled ? '批量启用' : '批量停用', data: { enabled } }, { resource: aiDocuments, id });
      } else {
        await deleteDocument(trx, id);
        touchedBases.add(doc.kb_id);
      }
      done.push(id);
    }
    for (const kbId of touchedBases) await recountKnowledgeBase(trx, kbId);
    const result: DocumentBulkReport = { done, failed };
    return { result, log: { after: { action, done, failed: failed.map((f) => f.id) } } };
  });
  if (action === 'retry' && report.done.length > 0) void kickParsing(deps);
  return c.json(ok(report));
};

/** Deletes a document as the single delete does: its history, its chunks (with theirs), the row. */
async function deleteDocument(trx: Db, id: number): Promise<void> {
  await deleteEvents(trx, aiDocuments, id);
  await deleteChunks(trx, 'document_id', id);
  await trx.deleteFrom('ai_document').where('id', '=', id).execute();
}
