import { useCustom, type BaseKey } from '@refinedev/core';
import type { ListPayload } from '../../../domain/envelope.ts';
import type { HistoryEntry } from '../../../domain/wire.ts';


/** The status history and follow notes of a record. */
export function useHistory(screen: string, id: BaseKey | undefined): { entries: HistoryEntry[]; loading: boolean } {
  const { query, result } = useCustom<ListPayload<HistoryEntry>>({
    url: '',
    method: 'get',
    meta: { resource: screen, endpoint: 'history', id },
    queryOptions: { enabled: id !== undefined },
  });
  const list = (result.data as Partial<ListPayload<HistoryEntry>> | undefined)?.list;
  return { entries: Array.isArray(list) ? list : [], loading: query.isLoading };
}
