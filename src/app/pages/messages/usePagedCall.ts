import { useCustom } from '@refinedev/core';
import { useState } from 'react';
import { TABLE_PAGING } from '../../schema/list/listDefaults.ts';
import type { MessagePage } from './types.ts';

/** Paging, filters and the result of a hand-written list call (`GET url?page&pageSize&…`). */
export function usePagedCall<T>(url: string, filters: Record<string, string | undefined>) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const query: Record<string, string> = { page: String(page), pageSize: String(pageSize) };
  for (const [k, v] of Object.entries(filters)) if (v) query[k] = v;
  const { query: call } = useCustom<MessagePage<T>>({ url, method: 'get', config: { query } });
  const data = call.data?.data;
  return {
    list: data?.list ?? [],
    total: data?.total ?? 0,
    loading: call.isFetching,
    refetch: call.refetch,
    pagination: {
      current: page,
      pageSize,
      total: data?.total ?? 0,
      ...TABLE_PAGING,
      onChange: (p: number, size: number) => {
        setPage(size === pageSize ? p : 1);
        setPageSize(size);
      },
    },
    resetPage: () => setPage(1),
  };
}
