/** A chunk an answer used, as the turn keeps it. */
export interface Citation {
  documentId: number;
  documentName: string;
  chunkId: number;
  score: number;
  text: string;
}

/** Where an answer came from: the pipeline's steps, or none. */
export type AnswerSource = 'keyword' | 'corpus' | 'knowledge' | 'llm' | 'none';

/** One question and its answer (GET /intelligence/turn?conversation_id=). */
export interface Turn {
  id: number;
  question: string;
  normalized?: string;
  answer: string | null;
  source: AnswerSource;
  source_id: number | null;
  citations: Citation[] | string | null;
  elapsed_ms: number;
  vote: 'up' | 'down' | null;
  saved_corpus_id: number | null;
  created_at: string;
}

/** The turns' list path. */
export const TURN_PATH = '/intelligence/turn';

/** A turn's citations, whether the list answers them parsed or as their JSON text. */
export function citationsOf(turn: Pick<Turn, 'citations'>): Citation[] {
  let value: unknown = turn.citations;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? value.filter((c): c is Citation => typeof c === 'object' && c !== null) : [];
}

/** The colour of a source's tag (as ANSWER_SOURCES has them; 未找到答案 red). */
export const SOURCE_COLORS: Record<AnswerSource, string> = { keyword: 'blue', corpus: 'green', knowledge: 'purple', llm: 'magenta', none: 'red' };

/** How much of a chunk shows before 展开. */
export const CITATION_PREVIEW = 120;
