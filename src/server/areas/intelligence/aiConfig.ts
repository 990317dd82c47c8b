import type { Db } from '../../db/database.ts';
import { fromStoredValue } from '../../shared/config/configValues.ts';
import type { LlmConfig } from './llm/openaiChat.ts';
import type { Synonym } from './text/normalise.ts';

/**
 * The assistant's settings, read from system config (全局配置) at each question, so a change
 * applies at once in every process:
 * - `ai_llm_base_url`, `ai_llm_api_key` (a secret: masked in every answer), `ai_llm_model`,
 *   `ai_llm_timeout_ms`: the optional OpenAI-compatible provider. Without a base URL and a key the
 *   answer is the best chunk (检索模式).
 * - `ai_synonyms`: the dictionary, a JSON list of `{ word, standard }`, applied before matching.
 * - `ai_corpus_min_score`, `ai_knowledge_min_score`, `ai_top_k`: the thresholds and the chunk count.
 */
export const AI_CONFIG_KEYS = [
  'ai_llm_base_url',
  'ai_llm_api_key',
  'ai_llm_model',
  'ai_llm_timeout_ms',
  'ai_synonyms',
  'ai_corpus_min_score',
  'ai_knowledge_min_score',
  'ai_top_k',
] as const;

/** The settings the pipeline runs with. */
export interface AiSettings {
  llm: LlmConfig | null;
  synonyms: Synonym[];
  /** The least share of the question's terms a corpus pair must hold (0–1). */
  corpusMinCoverage: number;
  /** The least BM25 score of a corpus pair. */
  corpusMinScore: number;
  /** The least BM25 score of the best chunk for a knowledge-base answer. */
  knowledgeMinScore: number;
  topK: number;
}

/** The defaults, each tuned on the retrieval set (test/api/intelligence/retrievalQuality.test.ts). */
export const AI_DEFAULTS = { corpusMinCoverage: 0.6, corpusMinScore: 1.5, knowledgeMinScore: 0.5, topK: 3, llmTimeoutMs: 20_000 } as const;

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
    corpusMinCoverage: AI_DEFAULTS.corpusMinCoverage,
    corpusMinScore: num(value('ai_corpus_min_score'), AI_DEFAULTS.corpusMinScore, 0, 1000),
    knowledgeMinScore: num(value('ai_knowledge_min_score'), AI_DEFAULTS.knowledgeMinScore, 0, 1000),
    topK: num(value('ai_top_k'), AI_DEFAULTS.topK, 1, 20),
  };
}
