import { useCustom } from '@refinedev/core';
import { aiEndpoints } from '../../../../../resources/intelligence/endpoints.ts';

/** Where an answer came from: the pipeline's steps, or none. */
export type AnswerSource = 'keyword' | 'corpus' | 'knowledge' | 'llm' | 'none';

/** The sources in the pipeline's order (the charts, tables and export list them so). */
export const SOURCES: readonly AnswerSource[] = ['keyword', 'corpus', 'knowledge', 'llm', 'none'];

/** One China day's counts. */
export interface OverviewDay {
  day: string;
  conversations: number;
  messages: number;
  users: number;
}

/** GET /intelligence/overview: the range's figures. */
export interface AiOverview {
  from: string;
  to: string;
  days: OverviewDay[];
  sources: { source: string; count: number }[];
  messages: number;
  /** 0–1, null without messages. */
  answerRate: number | null;
  satisfaction: { up: number; down: number; rate: number | null };
  topKeywords: { id: number; keyword: string; hits: number }[];
  topUnanswered: { question: string; count: number }[];
}

/** GET /intelligence/mode. */
export interface AnswerMode {
  mode: 'llm' | 'retrieval';
  model: string | null;
}

/** A picked range of China days, `['YYYY-MM-DD', 'YYYY-MM-DD']`, or null for the server's default (the last 30 days). */
export type OverviewDays = readonly [string, string] | null;

export const OVERVIEW_PATHS = {
  overview: aiEndpoints.endpoints.overview.path,
  mode: aiEndpoints.endpoints.mode.path,
  ask: aiEndpoints.endpoints.ask.path,
} as const;

/** GET /intelligence/overview over the picked days; another range is another query (the last answer shows meanwhile). */
export function useAiOverview(days: OverviewDays) {
  const { result, query } = useCustom<AiOverview>({
    url: OVERVIEW_PATHS.overview,
    method: 'get',
    config: { query: days ? { from: days[0], to: days[1] } : {} },
    queryOptions: { placeholderData: (previous) => previous },
  });
  const data = result.data as AiOverview | undefined;
  return { overview: data && Array.isArray(data.days) ? data : undefined, loading: query.isFetching, error: query.error, refetch: query.refetch };
}

/** GET /intelligence/mode: 大模型 (its model) or 检索模式; undefined until read. */
export function useAnswerMode(): AnswerMode | undefined {
  const { result } = useCustom<AnswerMode>({ url: OVERVIEW_PATHS.mode, method: 'get' });
  const mode = result.data as Partial<AnswerMode> | undefined;
  return mode?.mode === 'llm' || mode?.mode === 'retrieval' ? { mode: mode.mode, model: mode.model ?? null } : undefined;
}
