import { useDataProvider } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import type { ResourceDef, ScreenDef } from '../../../../resources/define.ts';
import { listColumnNames } from '../../../../resources/catalogs/listFields.ts';
import type { WarrantyRule } from '../../../domain/warrantyRules.ts';
import type { CmsDataProvider } from '../../providers/dataProvider.ts';

const TEN_MINUTES = 10 * 60_000;

/** The product models' serial rules. */
export const WARRANTY_RULES_PATH = '/needs/production/warranty-rules';

/** Whether a screen's list shows a serial (its tags need the rules: read beside the rows). */
export const listShowsSerial = (resource: ResourceDef, screen: ScreenDef): boolean =>
  listColumnNames(resource, screen).some((name) => resource.fields.find((f) => f.name === name)?.type === 'serial');

const rulesOf = (data: unknown): WarrantyRule[] => {
  const list = (data as { list?: WarrantyRule[] } | undefined)?.list;
  return Array.isArray(list) ? list : [];
};

/**
 * The product models' serial rules (GET /needs/production/warranty-rules), fetched once and
 * shared by every serial cell; empty until loaded or when the call fails (serials then use the
 * default 12 months). A list that shows serials reads them at start-up beside its rows
 * (routing/preloadRoute.ts): arrived by its first render, the tags show the right state at once.
 */
export function useWarrantyRules(): readonly WarrantyRule[] {
  const getProvider = useDataProvider();
  const { data } = useQuery({
    queryKey: ['needs', 'warranty-rules'],
    queryFn: async () => {
      const res = await getProvider().custom?.<{ list: WarrantyRule[] }>({ url: WARRANTY_RULES_PATH, method: 'get' });
      return rulesOf(res?.data);
    },
    initialData: () => {
      const early = (getProvider() as Partial<CmsDataProvider>).takeEarlyGet?.(WARRANTY_RULES_PATH);
      return early && rulesOf(early.data);
    },
    staleTime: TEN_MINUTES,
    gcTime: TEN_MINUTES,
    retry: false,
  });
  return data ?? [];
}
