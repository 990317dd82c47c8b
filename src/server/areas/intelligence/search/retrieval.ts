import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { searchTable } from './searchIndex.ts';

/** A knowledge-base chunk the search found, with its document and score (the 命中测试's row). */
export interface ChunkHit {
  chunkId: number;
  documentId: number;
  documentName: string;
  kbId: number;
  heading: string;
  text: string;
  /** Its indexed terms (the pipeline checks how much of the question they hold). */
  tokens: string;
  score: number;
}

/** A corpus pair the search found. */
export interface CorpusHit {
  id: number;
  question: string;
  similar: string[];
  answer: string;
  tokens: string;
  score: number;
}

/** Rounds a score for the answer (4 decimals: enough to order, short to read). */
const rounded = (n: number): number => Math.round(n * 10_000) / 10_000;

/**
 * The best `topK` enabled chunks of indexed, enabled documents for the terms, in the given
 * knowledge bases (all when none are given), best first.
 */
export async function retrieveChunks(db: Db, terms: readonly string[], opts: { kbIds?: readonly number[]; topK: number }): Promise<ChunkHit[]> {
  const inBases = opts.kbIds && opts.kbIds.length > 0 ? sql`and t.kb_id in (${sql.join(opts.kbIds.map((id) => sql.val(id)))})` : sql``;
  const where = sql`t.enabled = 1 and exists (select 1 from ai_document d where d.id = t.document_id and d.enabled = 1 and d.parse_state = 'indexed') ${inBases}`;
  const found = await searchTable(db, 'ai_chunk', terms, where, opts.topK);
  if (found.length === 0) return [];
  const rows = await db
    .selectFrom('ai_chunk as c')
    .innerJoin('ai_document as d', 'd.id', 'c.document_id')
    .select(['c.id', 'c.document_id', 'c.kb_id', 'c.heading', 'c.text', 'c.tokens', 'd.name as document_name'])
    .where('c.id', 'in', found.map((f) => f.id))
    .execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return found.flatMap((f) => {
    const r = byId.get(f.id);
    return r ? [{ chunkId: f.id, documentId: Number(r.document_id), documentName: r.document_name, kbId: Number(r.kb_id), heading: r.heading, text: r.text, tokens: r.tokens, score: rounded(f.score) }] : [];
  });
}

/** The best `limit` enabled corpus pairs for the terms, best first. */
export async function retrieveCorpus(db: Db, terms: readonly string[], limit: number): Promise<CorpusHit[]> {
  const found = await searchTable(db, 'ai_corpus', terms, sql`t.enabled = 1`, limit);
  if (found.length === 0) return [];
  const rows = await db.selectFrom('ai_corpus').select(['id', 'question', 'similar', 'answer', 'tokens']).where('id', 'in', found.map((f) => f.id)).execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return found.flatMap((f) => {
    const r = byId.get(f.id);
    if (!r) return [];
    const similar = parseList(r.similar);
    return [{ id: f.id, question: r.question, similar, answer: r.answer, tokens: r.tokens, score: rounded(f.score) }];
  });
}

/** A `tags` column's stored list (JSON text), or empty. */
export function parseList(stored: unknown): string[] {
  if (Array.isArray(stored)) return stored.map(String);
  if (typeof stored !== 'string' || stored === '') return [];
  try {
    const v = JSON.parse(stored) as unknown;
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
}
