import type { TablePaginationConfig } from 'antd';
import { parseTableParams, type CrudFilter, type CrudSort, type GetListParams } from '@refinedev/core';

/** Rows per page when the URL names none (the list page, and the read started early for it). */
export const LIST_PAGE_SIZE = 20;

/** Page sizes of every table (DESIGN.md, "The app"). */
export const PAGE_SIZES = [10, 20, 50, 100];

/**
 * The paging every table in the product offers: the page sizes, and 跳至 … 页 (antd's quick
 * jumper, its text from antd's zhCN locale). Hand-written tables spread it into their
 * `pagination` beside their page, size, total and handler.
 */
export const TABLE_PAGING: Pick<TablePaginationConfig, 'showSizeChanger' | 'pageSizeOptions' | 'showQuickJumper'> = { showSizeChanger: true, pageSizeOptions: PAGE_SIZES, showQuickJumper: true };

/** `-created_at,no` → refine sorters. */
export const sortOf = (spec: string): CrudSort[] =>
  spec.split(',').filter(Boolean).map((s) => (s.startsWith('-') ? { field: s.slice(1), order: 'desc' } : { field: s, order: 'asc' }));

/**
 * A list screen's first read as its page asks for it: page, size, sort and filters from the URL
 * as refine's useTable reads them, else the defaults. The read started early (preloadRoute.ts)
 * and the page's own first read (useListState.ts) both come from here.
 */
export function firstListParams(screen: string, defaultSort: string, search: string): GetListParams {
  const { parsedCurrentPage, parsedPageSize, parsedSorter, parsedFilters } = parseTableParams(search);
  return {
    resource: screen,
    pagination: { currentPage: Number(parsedCurrentPage) || 1, pageSize: Number(parsedPageSize) || LIST_PAGE_SIZE, mode: 'server' },
    sorters: (parsedSorter as CrudSort[]).length ? (parsedSorter as CrudSort[]) : sortOf(defaultSort),
    filters: parsedFilters as CrudFilter[],
  };
}
