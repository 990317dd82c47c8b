import { useTable, type CrudFilter, type CrudSort, type HttpError } from '@refinedev/core';
import type { TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { Row } from '../columnsOf.tsx';
import { searchToFilters, type FilterItem } from '../filterItemsOf.ts';
import { LIST_PAGE_SIZE, sortOf } from './listDefaults.ts';

/** Page sizes of every table (DESIGN.md, "The app"). */
export const PAGE_SIZES = [10, 20, 50, 100];

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
  const table = useTable<Row, HttpError>({
    resource: screen,
    syncWithLocation: true,
    pagination: { pageSize: LIST_PAGE_SIZE },
    sorters: { initial: initialSort },
    filters: { defaultBehavior: 'replace' },
  });
  const onSearch = (values: Record<string, unknown>) => {
    table.setFilters(searchToFilters(values, items), 'replace');
    table.setCurrentPage(1);
  };
  const onTableChange = (p: TablePaginationConfig, _f: unknown, sorter: SorterResult<Row> | SorterResult<Row>[]) => {
    table.setSorters(sortersOf(sorter, initialSort));
    if (p.pageSize && p.pageSize !== table.pageSize) {
      table.setPageSize(p.pageSize);
      table.setCurrentPage(1);
    } else if (p.current) table.setCurrentPage(p.current);
  };
  return { ...table, onSearch, onTableChange };
}
