import { useDataProvider, useTable, type CrudFilter, type CrudSort, type GetListParams, type HttpError } from '@refinedev/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { listRequest, type CmsDataProvider } from '../../providers/dataProvider.ts';
import type { TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { Row } from '../row.ts';
import { searchToFilters, type FilterItem } from '../filterItemsOf.ts';
import { firstListParams, LIST_PAGE_SIZE, sortOf } from './listDefaults.ts';

/** How long a first page taken from the read started at start-up counts as fresh. */
const EARLY_FRESH_MS = 10_000;

const requestKey = (params: GetListParams): string => JSON.stringify(listRequest(params));

export { sortOf };

/** refine filters → search form values (the inverse of `searchToFilters`). */
export const filtersToSearch = (filters: readonly CrudFilter[]): Record<string, unknown> =>
  Object.fromEntries(filters.flatMap((f) => ('field' in f ? [[f.field, f.value]] : [])));

/** antd's sorter argument → refine sorters (none → the default sort). */
export function sortersOf(sorter: SorterResult<Row> | SorterResult<Row>[], fallback: CrudSort[]): CrudSort[] {
  const list = (Array.isArray(sorter) ? sorter : [sorter]).filter((s) => s.order && s.columnKey !== undefined);
  return list.length ? list.map((s) => ({ field: String(s.columnKey), order: s.order === 'ascend' ? 'asc' : 'desc' })) : fallback;
}

/** A screen list's refine table state (kept in the URL) and the antd handlers over it. */
export function useListState(screen: string, defaultSort: string, items: readonly FilterItem[]) {
  const initialSort = sortOf(defaultSort);
  const dataProvider = useDataProvider();
  const { search } = useLocation();
  // The first page read at start-up for this very list (preloadRoute.ts), if it has arrived: the
  // table then shows its rows in its first render, not in one more render a moment later.
  const [early] = useState(() => {
    const params = firstListParams(screen, defaultSort, search);
    const answer = (dataProvider() as Partial<CmsDataProvider>).takeEarlyList?.(params);
    return answer && { request: requestKey(params), answer, at: Date.now(), handed: false };
  });
  const table = useTable<Row, HttpError>({
    resource: screen,
    syncWithLocation: true,
    pagination: { pageSize: LIST_PAGE_SIZE },
    sorters: { initial: initialSort },
    filters: { defaultBehavior: 'replace' },
    // only the first query gets them: another page or filter is another query, read as usual
    queryOptions: early
      ? {
          initialData: () => {
            if (early.handed) return undefined;
            early.handed = true;
            return early.answer as never;
          },
          initialDataUpdatedAt: early.at,
          staleTime: (query) => (query.state.dataUpdatedAt === early.at ? EARLY_FRESH_MS : 0),
        }
      : undefined,
  });
  // Should refine have asked for another page than the one read early, read its own at once.
  const firstRequest = requestKey({ resource: screen, pagination: { currentPage: table.currentPage, pageSize: table.pageSize, mode: 'server' }, sorters: table.sorters, filters: table.filters });
  const { refetch } = table.tableQuery;
  const [mismatch] = useState(() => !!early && early.request !== firstRequest);
  useEffect(() => {
    if (mismatch) void refetch();
  }, [mismatch, refetch]);
  const onSearch = (values: Record<string, unknown>) => {
    table.setFilters(searchToFilters(values, items), 'replace');
    table.setCurrentPage(1);
  };
  const onPageChange = (page: number | undefined, pageSize: number | undefined) => {
    if (pageSize && pageSize !== table.pageSize) {
      table.setPageSize(pageSize);
      table.setCurrentPage(1);
    } else if (page) table.setCurrentPage(page);
  };
  const onTableChange = (p: TablePaginationConfig, _f: unknown, sorter: SorterResult<Row> | SorterResult<Row>[]) => {
    table.setSorters(sortersOf(sorter, initialSort));
    onPageChange(p.current, p.pageSize);
  };
  return { ...table, onSearch, onTableChange, onPageChange };
}
