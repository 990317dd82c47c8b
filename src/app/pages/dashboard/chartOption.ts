import type { ResourceDef } from '../../../../resources/define.ts';

/** `GET <stats>`: per screen, records created this month by status. */
export interface StatusStats {
  from: string | null;
  to: string | null;
  screens: Record<string, Record<string, number>>;
}

/** The bar chart of a resource's statuses: one stacked series per screen, statuses in declared order with their labels. */
export function statusChartOption(resource: ResourceDef, stats: StatusStats) {
  const statusField = resource.fields.find((f) => f.name === resource.status?.field);
  const options = statusField?.options ?? [];
  const series = resource.screens.map((s) => ({
    name: s.list.title,
    type: 'bar' as const,
    stack: 'all',
    barMaxWidth: 36,
    data: options.map((o) => stats.screens[s.name]?.[String(o.value)] ?? 0),
  }));
  const total = series.reduce((sum, s) => sum + s.data.reduce((a, b) => a + b, 0), 0);
  return {
    total,
    option: {
      tooltip: { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const } },
      legend: { top: 0 },
      grid: { left: 8, right: 8, bottom: 8, top: 36, containLabel: true },
      xAxis: { type: 'category' as const, data: options.map((o) => o.label), axisLabel: { interval: 0, rotate: 30 } },
      yAxis: { type: 'value' as const, minInterval: 1 },
      series,
    },
  };
}
