import type { SummaryCount, SummaryMonth } from '../../../../domain/ticketSummary.ts';

/** Height of a horizontal bar chart: a row per bar, never below 160 px. */
export const barsHeight = (bars: number): number => Math.max(160, bars * 28 + 40);

/** Horizontal bars, the largest on top: labels stay readable on a phone however long they are. */
export function countsOption(counts: readonly SummaryCount[], name: string, color: string) {
  return {
    color: [color],
    tooltip: { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const } },
    grid: { left: 8, right: 32, bottom: 8, top: 8, containLabel: true },
    xAxis: { type: 'value' as const, minInterval: 1 },
    yAxis: { type: 'category' as const, inverse: true, data: counts.map((c) => c.label), axisLabel: { width: 110, overflow: 'truncate' as const } },
    series: [{ name, type: 'bar' as const, barMaxWidth: 20, data: counts.map((c) => c.value), label: { show: true, position: 'right' as const } }],
  };
}

/** Created vs closed per month, side by side. */
export function monthsOption(months: readonly SummaryMonth[], names: { created: string; closed: string }, colors: [string, string]) {
  return {
    color: colors,
    tooltip: { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const } },
    legend: { top: 0 },
    grid: { left: 8, right: 8, bottom: 8, top: 36, containLabel: true },
    xAxis: { type: 'category' as const, data: months.map((m) => m.month.slice(2)), axisLabel: { rotate: 45 } },
    yAxis: { type: 'value' as const, minInterval: 1 },
    series: [
      { name: names.created, type: 'bar' as const, barMaxWidth: 16, data: months.map((m) => m.created) },
      { name: names.closed, type: 'bar' as const, barMaxWidth: 16, data: months.map((m) => m.closed) },
    ],
  };
}

/** A chart's figures in one sentence (its accessible name): `设备故障 3，使用咨询 13`. */
export const countsText = (counts: readonly SummaryCount[]): string => counts.map((c) => `${c.label} ${c.value}`).join('，');
