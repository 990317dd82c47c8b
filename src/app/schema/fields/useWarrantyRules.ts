import { useDataProvider } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import type { WarrantyRule } from '../../../domain/warrantyRules.ts';

const TEN_MINUTES = 10 * 60_000;

/**
 * The product models' serial rules (GET /needs/production/warranty-rules), fetched once and
 * shared by every serial cell; empty until loaded or when the call fails (serials then use the
 * default 12 months).
 */
export function useWarrantyRules(): readonly WarrantyRule[] {
  const getProvider = useDataProvider();
  const { data } = useQuery({
    queryKey: ['needs', 'warranty-rules'],
    queryFn: async () => {
      const res = await getProvider().custom?.<{ list: WarrantyRule[] }>({ url: '/needs/production/warranty-rules', method: 'get' });
      const list = (res?.data as { list?: WarrantyRule[] } | undefined)?.list;
      return Array.isArray(list) ? list : [];
    },
    staleTime: TEN_MINUTES,
    gcTime: TEN_MINUTES,
    retry: false,
  });
  return data ?? [];
}
