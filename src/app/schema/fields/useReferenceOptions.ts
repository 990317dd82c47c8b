import { useDataProvider } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import type { FieldDef } from '../../../../resources/define.ts';
import { endpointTable, findResource } from '../../../../resources/registry.ts';

interface Option {
  value: number;
  label: string;
}

/** The path of a reference field's options: the endpoint it names, else its target's declared `options` endpoint. */
function optionsPathOf(field: FieldDef): string | undefined {
  const ref = field.reference;
  if (!ref) return undefined;
  if (ref.options) return endpointTable().find((e) => e.key === ref.options)?.path;
  return findResource(ref.resource)?.endpoints.options?.path;
}

/** The options of a reference field (see `optionsPathOf`); null when it has none. */
export function useReferenceOptions(field: FieldDef): { list: Option[]; loading: boolean } | null {
  const getProvider = useDataProvider();
  const path = optionsPathOf(field);
  const { data, isLoading } = useQuery({
    queryKey: ['reference-options', path],
    queryFn: async () => {
      const res = await getProvider().custom?.<{ list: Option[] }>({ url: path ?? '', method: 'get' });
      const list = (res?.data as { list?: Option[] } | undefined)?.list;
      return Array.isArray(list) ? list : [];
    },
    enabled: !!path,
    staleTime: 60_000,
    retry: false,
  });
  return path ? { list: data ?? [], loading: isLoading } : null;
}
