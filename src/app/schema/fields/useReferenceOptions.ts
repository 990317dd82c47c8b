import { useDataProvider } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import type { FieldDef } from '../../../../resources/define.ts';
import { optionsEndpointOf, type ReferenceOption } from './referenceOptions.ts';

/** What an options endpoint answered: at most 50 options, and whether more records match. */
export interface ReferenceOptions {
  list: ReferenceOption[];
  loading: boolean;
  /** The answer was cut at the server's limit: a typed name is looked up on the server too (`?q=`). */
  more: boolean;
}

/**
 * The options of an options endpoint path, read once a minute at most; `enabled: false` reads
 * nothing yet (a list filter reads them when first opened), `q` asks the server for names
 * starting with it.
 */
export function useOptionsAt(path: string | undefined, { enabled = true, q = '' }: { enabled?: boolean; q?: string } = {}): ReferenceOptions {
  const getProvider = useDataProvider();
  const { data, isLoading } = useQuery({
    queryKey: ['reference-options', path, q],
    queryFn: async () => {
      const res = await getProvider().custom?.<{ list: ReferenceOption[]; more?: boolean }>({ url: path ?? '', method: 'get', query: q ? { q } : undefined });
      const body = res?.data as { list?: ReferenceOption[]; more?: boolean } | undefined;
      return { list: Array.isArray(body?.list) ? body.list : [], more: body?.more === true };
    },
    enabled: !!path && enabled,
    staleTime: 60_000,
    retry: false,
  });
  return { list: data?.list ?? [], loading: !!path && enabled && isLoading, more: data?.more ?? false };
}

/** The options of a reference field (see `optionsEndpointOf`); null when it has none. */
export function useReferenceOptions(field: FieldDef): ReferenceOptions | null {
  const path = optionsEndpointOf(field)?.path;
  const options = useOptionsAt(path);
  return path ? options : null;
}
