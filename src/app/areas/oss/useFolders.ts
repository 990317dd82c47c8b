import { useDataProvider } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { OSS_PATHS, type OssFolder } from './ossApi.ts';

const PAGE = 100;
const KEY = ['oss', 'folders'] as const;

/**
 * Every folder of the library (a few dozen, read 100 a page): the folder bar's breadcrumb and
 * sub-folders and the move picker's tree come from one read, shared. `reload` after a change.
 */
export function useFolders() {
  const getProvider = useDataProvider();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: KEY,
    queryFn: async () => {
      const all: OssFolder[] = [];
      for (let page = 1; page <= 50; page++) {
        const res = await getProvider().custom?.<{ list: OssFolder[]; total: number }>({ url: OSS_PATHS.folders, method: 'get', query: { page, pageSize: PAGE, sort: 'name' } });
        const rows = (res?.data as unknown as { list?: OssFolder[]; total?: number }) ?? {};
        all.push(...(rows.list ?? []));
        if (all.length >= Number(rows.total ?? 0) || (rows.list ?? []).length < PAGE) break;
      }
      return all;
    },
  });
  const reload = useCallback(() => client.invalidateQueries({ queryKey: KEY }), [client]);
  return { folders: query.data ?? [], loading: query.isLoading, reload };
}

/** The folders from the root down to `id` (empty at the root). */
export function pathTo(folders: readonly OssFolder[], id: number): OssFolder[] {
  const byId = new Map(folders.map((f) => [Number(f.id), f]));
  const path: OssFolder[] = [];
  let at = byId.get(id);
  for (let depth = 0; at && depth < 50; depth++) {
    path.unshift(at);
    at = byId.get(Number(at.parent_id));
  }
  return path;
}
