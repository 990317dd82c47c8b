import type { Db } from '../../../db/database.ts';
import { splitIntoChunks, type ChunkingRules } from '../text/chunking.ts';
import { foldRadicals } from '../../../../domain/text/normalise.ts';
import { segmentedText } from '../text/segment.ts';

/** A chunk's indexed text: its heading path too, so a question naming the section finds it. */
export const chunkTokens = (heading: string, text: string): string => segmentedText(heading ? `${heading}\n${text}` : text);

/** The chunking rules of a knowledge base's row. */
export const rulesOf = (kb: { delimiter: string; max_length: number; overlap: number }): ChunkingRules => ({ delimiter: kb.delimiter, maxLength: Number(kb.max_length), overlap: Number(kb.overlap) });

/**
 * Replaces a document's chunks with those of `text` cut by `rules`, and counts them on the
 * document and its knowledge base; inside the caller's transaction. Answers the chunk count.
 */
export async function writeChunks(trx: Db, doc: { id: number; kb_id: number }, text: string, markdown: boolean, rules: ChunkingRules, nowIso: string): Promise<{ chunks: number; chars: number }> {
  const clean = foldRadicals(text);
  const chunks = splitIntoChunks(clean, rules, { markdown });
  await deleteChunks(trx, 'document_id', doc.id);
  const rows = chunks.map((c, i) => ({
    kb_id: doc.kb_id,
    document_id: doc.id,
    position: i + 1,
    heading: c.heading.slice(0, 255),
    text: c.text,
    tokens: chunkTokens(c.heading, c.text),
    char_count: [...c.text].length,
    created_at: nowIso,
    updated_at: nowIso,
  }));
  for (let i = 0; i < rows.length; i += 200) await trx.insertInto('ai_chunk').values(rows.slice(i, i + 200)).execute();
  await recountKnowledgeBase(trx, doc.kb_id);
  return { chunks: rows.length, chars: [...clean].length };
}

/** Deletes the chunks of a document or of a knowledge base, with their history (an edited chunk has some). */
export async function deleteChunks(trx: Db, by: 'document_id' | 'kb_id', id: number): Promise<void> {
  await trx.deleteFrom('ai_chunk_event').where('ai_chunk_id', 'in', trx.selectFrom('ai_chunk').select('id').where(by, '=', id)).execute();
  await trx.deleteFrom('ai_chunk').where(by, '=', id).execute();
}

/** Deletes a knowledge base's documents, their chunks and the history of both. */
export async function deleteDocumentsOf(trx: Db, kbId: number): Promise<void> {
  await deleteChunks(trx, 'kb_id', kbId);
  await trx.deleteFrom('ai_document_event').where('ai_document_id', 'in', trx.selectFrom('ai_document').select('id').where('kb_id', '=', kbId)).execute();
  await trx.deleteFrom('ai_document').where('kb_id', '=', kbId).execute();
}

/** Recounts a knowledge base's documents and chunks (after a parse, a delete, a retry). */
export async function recountKnowledgeBase(trx: Db, kbId: number): Promise<void> {
  const docs = await trx.selectFrom('ai_document').select((e) => e.fn.countAll<number>().as('n')).where('kb_id', '=', kbId).executeTakeFirst();
  const chunks = await trx.selectFrom('ai_chunk').select((e) => e.fn.countAll<number>().as('n')).where('kb_id', '=', kbId).executeTakeFirst();
  await trx.updateTable('ai_knowledge_base').set({ document_count: Number(docs?.n ?? 0), chunk_count: Number(chunks?.n ?? 0) }).where('id', '=', kbId).execute();
}
