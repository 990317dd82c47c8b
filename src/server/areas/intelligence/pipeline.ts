import type { Db } from '../../db/database.ts';
import type { AiSettings } from './aiConfig.ts';
import { askLlm, LlmError } from './llm/openaiChat.ts';
import { retrieveChunks, retrieveCorpus, type ChunkHit } from './search/retrieval.ts';
import { normaliseQuestion, normaliseText } from '../../../domain/text/normalise.ts';
import { queryTerms, questionWords } from './text/segment.ts';
import { ensureUserDictionary } from './userDictionary.ts';

/**
 * The answering pipeline (issue 34), one question at a time:
 * 1. normalise (NFKC: full-width to half-width; lower case; the dictionary's synonyms);
 * 2. keywords: the enabled keyword → fixed answer, 全匹配 (the whole question) or 半匹配 (contained),
 *    the highest priority first (then 全匹配, then the longer keyword);
 * 3. corpus: the best Q&A pair by BM25 over the segmented question and similar questions, when it
 *    holds enough of the question's words (`ai_corpus_min_coverage`);
 * 4. knowledge base: the top-k chunks by BM25 over the same segmentation, when the best holds
 *    enough of the question's words (`ai_knowledge_min_coverage`);
 * 5. answer: the LLM provider writes it from the chunks with citations when one is set (its failure
 *    falls back to the best chunk), else the best chunk with its source; nothing found is `none`.
 * Pure of HTTP: the handlers record the turn and count the hits.
 */

/** Where an answer came from. */
export type AnswerSource = 'keyword' | 'corpus' | 'knowledge' | 'llm' | 'none';

/** A passage an answer rests on. */
export interface Citation {
  documentId: number;
  documentName: string;
  chunkId: number;
  text: string;
  score: number;
}

/** The pipeline's answer and its path. */
export interface PipelineAnswer {
  answer: string;
  source: AnswerSource;
  /** The question after step 1. */
  normalized: string;
  /** The keyword or corpus pair that answered (its id), else null. */
  sourceId: number | null;
  citations: Citation[];
  /** Why the LLM was not used although set (its error), else null. */
  llmError: string | null;
  elapsedMs: number;
}

/** What the answer says when no step found one. */
export const NO_ANSWER = '抱歉，暂时没有找到相关答案。您可以换个说法，或回复「人工」联系客服。';

/** The keyword that answers the normalised question, if any. */
export async function matchKeyword(db: Db, normalized: string): Promise<{ id: number; answer: string } | null> {
  const rows = await db.selectFrom('ai_keyword').select(['id', 'keyword', 'match', 'answer', 'priority']).where('enabled', '=', 1).execute();
  let best: { id: number; answer: string; rank: [number, number, number] } | null = null;
  for (const r of rows) {
    const word = normaliseText(r.keyword);
    if (!word) continue;
    const exact = normalized === word;
    if (!exact && !(r.match === 'contains' && normalized.includes(word))) continue;
    const rank: [number, number, number] = [Number(r.priority), exact ? 1 : 0, word.length];
    if (!best || compare(rank, best.rank) > 0) best = { id: Number(r.id), answer: r.answer, rank };
  }
  return best && { id: best.id, answer: best.answer };
}

const compare = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
};

/** The share of the question's distinct terms a text's terms hold. */
export function coverage(question: readonly string[], tokens: string): number {
  if (question.length === 0) return 0;
  const have = new Set(tokens.split(' '));
  return question.filter((t) => have.has(t)).length / question.length;
}

const citationOf = (h: ChunkHit): Citation => ({ documentId: h.documentId, documentName: h.documentName, chunkId: h.chunkId, text: h.text, score: h.score });

/** The best chunk as the answer (检索模式): its text, and where it comes from. */
const chunkAnswer = (h: ChunkHit): string => `${h.text}\n\n（来源：${h.documentName}${h.heading ? ` · ${h.heading}` : ''}）`;

/** Runs the pipeline over one question. `kbIds` limits the knowledge bases (the hit test's); `now` times it. */
export async function answerQuestion(db: Db, question: string, settings: AiSettings, opts: { kbIds?: readonly number[]; now?: () => number } = {}): Promise<PipelineAnswer> {
  const now = opts.now ?? (() => performance.now());
  const started = now();
  await ensureUserDictionary(db);
  const normalized = normaliseQuestion(question, settings.synonyms);
  const done = (a: Omit<PipelineAnswer, 'normalized' | 'elapsedMs'>): PipelineAnswer => ({ ...a, normalized, elapsedMs: Math.max(0, Math.round(now() - started)) });

  const keyword = await matchKeyword(db, normalized);
  if (keyword) return done({ answer: keyword.answer, source: 'keyword', sourceId: keyword.id, citations: [], llmError: null });

  const terms = queryTerms(normalized);
  const words = questionWords(normalized);
  const enough = (tokens: string, min: number): boolean => (words.length > 0 ? coverage(words, tokens) >= min : true);
  const [pair] = await retrieveCorpus(db, terms, 1);
  if (pair && enough(pair.tokens, settings.corpusMinCoverage)) {
    return done({ answer: pair.answer, source: 'corpus', sourceId: pair.id, citations: [], llmError: null });
  }

  const chunks = await retrieveChunks(db, terms, { kbIds: opts.kbIds, topK: settings.topK });
  const best = chunks[0];
  if (!best || !enough(best.tokens, settings.knowledgeMinCoverage)) return done({ answer: NO_ANSWER, source: 'none', sourceId: null, citations: [], llmError: null });
  if (settings.llm) {
    try {
      const sources = chunks.map((c, i) => ({ n: i + 1, documentName: c.documentName, text: c.text }));
      const llm = await askLlm(settings.llm, question, sources);
      const cited = llm.cited.map((n) => chunks[n - 1]).filter((c): c is ChunkHit => c !== undefined);
      return done({ answer: llm.answer, source: 'llm', sourceId: null, citations: (cited.length > 0 ? cited : chunks).map(citationOf), llmError: null });
    } catch (e) {
      if (!(e instanceof LlmError)) throw e;
      return done({ answer: chunkAnswer(best), source: 'knowledge', sourceId: null, citations: [citationOf(best)], llmError: e.message });
    }
  }
  return done({ answer: chunkAnswer(best), source: 'knowledge', sourceId: null, citations: [citationOf(best)], llmError: null });
}
