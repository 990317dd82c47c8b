import { stringifyTableParams } from '@refinedev/core';
import { aiConversations } from '../../../../../resources/intelligence/conversations.ts';
import { aiKeywords } from '../../../../../resources/intelligence/keywords.ts';
import type { TextKey } from '../../../locales/text.ts';
import { LIST_PAGE_SIZE, sortOf } from '../../../schema/list/listDefaults.ts';
import { showPathOf } from '../../../schema/showPath.ts';
import { SOURCES, type AiOverview, type AnswerSource, type OverviewDay } from './useAiOverview.ts';

/** A 0–1 rate as a percent with one decimal (`87.5%`), `-` for none. */
export const percentOf = (rate: number | null | undefined): string =>
  rate === null || rate === undefined || !Number.isFinite(rate) ? '-' : `${String(Math.round(rate * 1000) / 10)}%`;

/** The text of each answer source. */
export const SOURCE_TEXT: Record<AnswerSource, TextKey> = {
  keyword: 'ai.overview.source.keyword',
  corpus: 'ai.overview.source.corpus',
  knowledge: 'ai.overview.source.knowledge',
  llm: 'ai.overview.source.llm',
  none: 'ai.overview.source.none',
};

/** A source the server names, else 未找到答案 (an unknown one is not an answer the page can name). */
export const sourceOf = (value: unknown): AnswerSource => (SOURCES.includes(value as AnswerSource) ? (value as AnswerSource) : 'none');

/** The colour of a source's tag (as ANSWER_SOURCES has them; 未找到答案 red). */
export const SOURCE_TAG_COLORS: Record<AnswerSource, string> = { keyword: 'blue', corpus: 'green', knowledge: 'purple', llm: 'magenta', none: 'red' };

/** One source's messages and share of all the range's messages. */
export interface SourceShare {
  source: AnswerSource;
  count: number;
  /** 0–1. */
  share: number;
}

/** Every source in the pipeline's order with its count and share (the ones with none left out). */
export function sourceShares(overview: Pick<AiOverview, 'sources'>): SourceShare[] {
  const counts = new Map<AnswerSource, number>();
  for (const s of overview.sources) counts.set(sourceOf(s.source), (counts.get(sourceOf(s.source)) ?? 0) + Number(s.count || 0));
  const total = [...counts.values()].reduce((a, n) => a + n, 0);
  return SOURCES.filter((s) => (counts.get(s) ?? 0) > 0).map((source) => {
    const count = counts.get(source) ?? 0;
    return { source, count, share: total > 0 ? count / total : 0 };
  });
}

/** The range's totals: conversations and users summed over the days; messages as the server counts them. */
export function totalsOf(overview: AiOverview): { conversations: number; messages: number; users: number } {
  const sum = (key: 'conversations' | 'users') => overview.days.reduce((a, d) => a + Number(d[key] || 0), 0);
  return { conversations: sum('conversations'), messages: Number(overview.messages || 0), users: sum('users') };
}

/** A day with anything in it. */
export const busyDay = (d: OverviewDay): boolean => d.conversations > 0 || d.messages > 0 || d.users > 0;

/**
 * Conversations, messages and users per day, three bars a day. Bars rather than lines: the app's
 * echarts carries the bar chart only (a line chart would add its own weight for this one chart).
 */
export function dayBarsOption(days: readonly OverviewDay[], names: { conversations: string; messages: string; users: string }, colors: readonly [string, string, string]) {
  const bars = (name: string, data: number[]) => ({ name, type: 'bar' as const, data, barMaxWidth: 8 });
  return {
    color: [...colors],
    tooltip: { trigger: 'axis' as const },
    legend: { top: 0 },
    grid: { left: 8, right: 16, bottom: 8, top: 36, containLabel: true },
    xAxis: { type: 'category' as const, data: days.map((d) => d.day.slice(5)) },
    yAxis: { type: 'value' as const, minInterval: 1 },
    series: [
      bars(names.conversations, days.map((d) => d.conversations)),
      bars(names.messages, days.map((d) => d.messages)),
      bars(names.users, days.map((d) => d.users)),
    ],
  };
}

/** The sources' shares as horizontal bars (0–100 %), each labelled with its count and percent. */
export function sourcesOption(shares: readonly { label: string; count: number; share: number; color: string }[], name: string) {
  return {
    tooltip: { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const }, valueFormatter: (v: unknown) => `${String(v)}%` },
    grid: { left: 8, right: 72, bottom: 8, top: 8, containLabel: true },
    xAxis: { type: 'value' as const, min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    yAxis: { type: 'category' as const, inverse: true, data: shares.map((s) => s.label) },
    series: [
      {
        name,
        type: 'bar' as const,
        barMaxWidth: 20,
        data: shares.map((s) => ({ value: Math.round(s.share * 1000) / 10, itemStyle: { color: s.color }, count: s.count })),
        label: { show: true, position: 'right' as const, formatter: (p: { value?: unknown; data?: { count?: number } }) => `${String(p.data?.count ?? '')} · ${String(p.value)}%` },
      },
    ],
  };
}

const KEYWORD_SCREEN = aiKeywords.screens.find((s) => s.show) ?? aiKeywords.screens[0];
const HISTORY_SCREEN = aiConversations.screens[0];

/** A keyword's detail page (/intelligence/keyword-detail/:id). */
export const keywordPath = (id: number): string => showPathOf(KEYWORD_SCREEN, id) ?? `/intelligence/keyword-detail/${encodeURIComponent(String(id))}`;

/** A conversation's detail page (/intelligence/history-detail/:id). */
export const conversationPath = (id: number): string => showPathOf(HISTORY_SCREEN, id) ?? `/intelligence/history-detail/${encodeURIComponent(String(id))}`;

/** How much of a question the history's search takes (its `q` is at most 100 characters; the search matches the first question's start). */
export const QUESTION_PREFIX = 50;

/**
 * 对话历史 filtered to the conversations with an unanswered turn whose first question starts as this
 * one does: `no_answer=true` and `q=<prefix>`, written as the list keeps its filters in the URL
 * (refine's table parameters, useListState.ts: `filters[0][field]=no_answer&…`), with its first
 * page, page size and default sort.
 */
export function unansweredPath(question: string): string {
  const prefix = [...question.trim()].slice(0, QUESTION_PREFIX).join('');
  const query = stringifyTableParams({
    pagination: { currentPage: 1, pageSize: LIST_PAGE_SIZE },
    sorters: sortOf(aiConversations.defaultSort),
    filters: [
      { field: 'no_answer', operator: 'eq', value: 'true' },
      ...(prefix ? [{ field: 'q', operator: 'contains' as const, value: prefix }] : []),
    ],
  });
  return `${HISTORY_SCREEN.list.path}?${query}`;
}
