import { useDataProvider } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import type { FieldDef } from '../../../../resources/define.ts';
import { findResource } from '../../../../resources/registry.ts';

interface Option {
  value: number;
  label: string;
}

/** The options of a reference field from its target's declared `options` endpoint; null when it declares none. */
export function useReferenceOptions(field: FieldDef): { list: Option[]; loading: boolean } | null {
  const getProvider = useDataProvider();
  const path = field.reference ? findResource(field.reference.resource)?.endpoints.options?.path : undefined;
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
