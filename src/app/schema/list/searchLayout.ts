import { searchToFilters, type FilterItem } from '../filterItemsOf.ts';

/**
 * The search form's grid, as ProTable's QueryFilter lays it out: the number of equal columns for
 * the form's width (its breakpoints: under 513 px one, under 701 px two, under 1,352 px three,
 * else four), the last cell of a row holding 查询 / 重置 / 展开.
 */
export function searchColumnsFor(width: number): number {
  if (width < 513) return 1;
  if (width < 701) return 2;
  if (width < 1352) return 3;
  return 4;
}

/**
 * How many filters show: collapsed, the ones that fit on the first row beside the buttons
 * (`columns − 1`, at least one); expanded, every one.
 */
export function visibleFilterCount(columns: number, itemCount: number, expanded: boolean): number {
  return expanded ? itemCount : Math.min(itemCount, Math.max(1, columns - 1));
}

/** Whether the form needs 展开/收起 at all: some filter does not fit on the first row. */
export const needsToggle = (columns: number, itemCount: number): boolean => visibleFilterCount(columns, itemCount, false) < itemCount;

/** How many of the given filters hold a value that 查询 would send (what 展开 and 筛选 show). */
export const activeFilterCount = (values: Record<string, unknown>, items: readonly FilterItem[]): number =>
  searchToFilters(values, items).length;

/** The labels' column: as wide as the longest label (in em, one more for the colon), at most 8em. */
export const labelWidthOf = (items: readonly FilterItem[]): string =>
  `${Math.min(8, Math.max(...items.map((item) => [...item.label].reduce((n, ch) => n + (ch.charCodeAt(0) > 0xff ? 1 : 0.55), 0)), 2) + 1)}em`;
