import type { Db } from '../../db/database.ts';
import { fromStoredValue } from '../../shared/config/configValues.ts';
import type { LlmConfig } from './llm/openaiChat.ts';
import type { Synonym } from '../../../domain/text/normalise.ts';

/**
 * The assistant's settings, read from system config (全局配置) at each question, so a change
 * applies at once in every process:
 * - `ai_llm_base_url`, `ai_llm_api_key` (a secret: masked in every answer), `ai_llm_model`,
 *   `ai_llm_timeout_ms`: the optional OpenAI-compatible provider. Without a base URL and a key the
 *   answer is the best chunk (检索模式).
 * - `ai_synonyms`: the dictionary, a JSON list of `{ word, standard }`, applied before matching.
 * - `ai_corpus_min_coverage`, `ai_knowledge_min_coverage` (0–1), `ai_top_k`: how much of the
 *   question's words the best corpus pair or chunk must hold to answer, and the chunk count. A share
 *   of the question, not a BM25 score: BM25's scale changes with the corpus (a knowledge base of
 *   three chunks scores a perfect match near 0), a share does not.
 */
export const AI_CONFIG_KEYS = [
  'ai_llm_base_url',
  'ai_llm_api_key',
  'ai_llm_model',
  'ai_llm_timeout_ms',
  'ai_synonyms',
  'ai_corpus_min_coverage',
  'ai_knowledge_min_coverage',
  'ai_top_k',
] as const;

/** The settings the pipeline runs with. */
export interface AiSettings {
  llm: LlmConfig | null;
  synonyms: Synonym[];
  /** The least share of the question's words a corpus pair must hold (0–1). */
  corpusMinCoverage: number;
  /** The least share of the question's words the best chunk must hold for a knowledge-base answer (0–1). */
  knowledgeMinCoverage: number;
  topK: number;
}

/** The defaults. */
export const AI_DEFAULTS = { corpusMinCoverage: 0.6, knowledgeMinCoverage: 0.3, topK: 3, llmTimeoutMs: 20_000 } as const;

const num = (v: unknown, fallback: number, min: number, max: number): number => (typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? v : fallback);
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The synonyms of a stored `ai_synonyms` value (bad entries skipped). */
export function synonymsOf(v: unknown): Synonym[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((e) => {
    const word = text((e as { word?: unknown } | null)?.word);
    const standard = text((e as { standard?: unknown } | null)?.standard);
    return word && standard && word !== standard ? [{ word, standard }] : [];
  });
}

/** Reads the settings (one query). */
export async function readAiSettings(db: Db): Promise<AiSettings> {
  const rows = await db.selectFrom('system_config').select(['key', 'value']).where('key', 'in', [...AI_CONFIG_KEYS]).execute();
  const value = (key: (typeof AI_CONFIG_KEYS)[number]): unknown => fromStoredValue(rows.find((r) => r.key === key)?.value ?? null);
  const baseUrl = text(value('ai_llm_base_url'));
  const apiKey = text(value('ai_llm_api_key'));
  return {
    llm: baseUrl && apiKey ? { baseUrl, apiKey, model: text(value('ai_llm_model')) || 'gpt-4o-mini', timeoutMs: num(value('ai_llm_timeout_ms'), AI_DEFAULTS.llmTimeoutMs, 100, 120_000) } : null,
    synonyms: synonymsOf(value('ai_synonyms')),
    corpusMinCoverage: num(value('ai_corpus_min_coverage'), AI_DEFAULTS.corpusMinCoverage, 0, 1),
    knowledgeMinCoverage: num(value('ai_knowledge_min_coverage'), AI_DEFAULTS.knowledgeMinCoverage, 0, 1),
    topK: num(value('ai_top_k'), AI_DEFAULTS.topK, 1, 20),
  };
}
