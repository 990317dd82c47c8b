import { useCustom, type BaseKey } from '@refinedev/core';

/** One entry of a record's history (`GET <history>`). */
export interface HistoryEntry {
  id: number | string;
  kind: 'create' | 'update' | 'status' | 'follow';
  action?: string | null;
  action_label?: string | null;
  from_status?: string | null;
  to_status?: string | null;
  content?: string | null;
  data?: unknown;
  operator_name?: string | null;
  created_at: string;
}

/** The status history and follow notes of a record. */
export function useHistory(screen: string, id: BaseKey | undefined): { entries: HistoryEntry[]; loading: boolean } {
  const { query, result } = useCustom<{ list: HistoryEntry[] }>({
    url: '',
    method: 'get',
    meta: { resource: screen, endpoint: 'history', id },
    queryOptions: { enabled: id !== undefined },
  });
  const list = (result.data as { list?: HistoryEntry[] } | undefined)?.list;
  return { entries: Array.isArray(list) ? list : [], loading: query.isLoading };
}
