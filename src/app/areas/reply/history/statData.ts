import { useCustom } from '@refinedev/core';
import { replyEndpoints } from '../../../../../resources/reply/endpoints.ts';
import { chinaDate } from '../../../../domain/chinaTime.ts';

/** One China day's messages and how many of them matched. */
export interface StatDay {
  day: string;
  messages: number;
  matched: number;
}

/** GET /reply/history-stat: the range's figures. */
export interface ReplyStat {
  from: string;
  to: string;
  total: number;
  matched: number;
  /** 0–1. */
  hitRate: number;
  days: StatDay[];
  topRules: { ruleId: number; name: string; hits: number }[];
  topUnmatched: { text: string; count: number }[];
}

/** A range of China days, `['YYYY-MM-DD', 'YYYY-MM-DD']`, or null for the server's default (the last 30 days by its clock). */
export type StatDays = readonly [string, string] | null;

const DAY_MS = 86_400_000;

/** The last `n` China days up to `today` (`YYYY-MM-DD`): 近7天 is today and the six before it. */
export function lastDays(n: number, today: string): readonly [string, string] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return [new Date(end - (n - 1) * DAY_MS).toISOString().slice(0, 10), today];
}

/** Today in China by this browser's clock (before the server has said what its today is). */
export const browserToday = (): string => chinaDate(Date.now());

/** The presets of the range picker, in days. */
export const PRESETS = [7, 30, 90] as const;

/** A 0–1 rate as a percent with one decimal (`87.5%`), `-` for none. */
export const percentOf = (rate: number | null | undefined): string =>
  rate === null || rate === undefined || !Number.isFinite(rate) ? '-' : `${String(Math.round(rate * 1000) / 10)}%`;

/** A day's hit rate (0–1), null on a day without messages. */
export const dayRate = (d: StatDay): number | null => (d.messages > 0 ? d.matched / d.messages : null);

/** GET /reply/history-stat over the days; another range is another query (the last answer shows meanwhile). */
export function useReplyStat(days: StatDays) {
  const { result, query } = useCustom<ReplyStat>({
    url: replyEndpoints.endpoints.stats.path,
    method: 'get',
    config: { query: days ? { from: days[0], to: days[1] } : {} },
    queryOptions: { placeholderData: (previous) => previous },
  });
  const data = result.data as ReplyStat | undefined;
  return { stat: data && Array.isArray(data.days) ? data : undefined, loading: query.isFetching, error: query.error };
}

/** Messages and matched per day, two bars a day. */
export function dayBarsOption(days: readonly StatDay[], names: { messages: string; matched: string }, colors: readonly [string, string]) {
  const bars = (name: string, data: number[]) => ({ name, type: 'bar' as const, data, barMaxWidth: 10 });
  return {
    color: [...colors],
    tooltip: { trigger: 'axis' as const },
    legend: { top: 0 },
    grid: { left: 8, right: 16, bottom: 8, top: 36, containLabel: true },
    xAxis: { type: 'category' as const, data: days.map((d) => d.day.slice(5)) },
    yAxis: { type: 'value' as const, minInterval: 1 },
    series: [bars(names.messages, days.map((d) => d.messages)), bars(names.matched, days.map((d) => d.matched))],
  };
}

/**
 * The hit rate per day (0–100 %), one bar a day (a day without messages has none). Bars: the
 * app's echarts carries the bar chart only (src/app/libs/EChart.tsx).
 */
export function rateBarsOption(days: readonly StatDay[], name: string, color: string) {
  return {
    color: [color],
    tooltip: { trigger: 'axis' as const, valueFormatter: (v: unknown) => (v === null || v === undefined || v === '-' ? '-' : `${String(v)}%`) },
    grid: { left: 8, right: 16, bottom: 8, top: 16, containLabel: true },
    xAxis: { type: 'category' as const, data: days.map((d) => d.day.slice(5)) },
    yAxis: { type: 'value' as const, min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    series: [{ name, type: 'bar' as const, barMaxWidth: 10, data: days.map((d) => { const r = dayRate(d); return r === null ? '-' : Math.round(r * 1000) / 10; }) }],
  };
}
