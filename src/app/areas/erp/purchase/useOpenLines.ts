import { useCustom } from '@refinedev/core';
import { PURCHASE_PATHS, type OpenLine } from './purchaseApi.ts';

/**
 * The company's open orders that already hold one of these models (GET /erp/purchase/open-lines),
 * the order being edited left out: a warning for the create/edit form, never a block.
 */
export function useOpenLines(companyId: unknown, productIds: readonly number[], exclude: unknown): OpenLine[] {
  const company = typeof companyId === 'number' || (typeof companyId === 'string' && companyId !== '') ? Number(companyId) : undefined;
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  const skip = typeof exclude === 'number' || (typeof exclude === 'string' && exclude !== '') ? String(exclude) : undefined;
  const { result } = useCustom<{ list: OpenLine[] }>({
    url: PURCHASE_PATHS.openLines,
    method: 'get',
    config: { query: { company_id: company, product_id: ids.join(','), ...(skip ? { exclude: skip } : {}) } },
    queryOptions: { enabled: company !== undefined && ids.length > 0, staleTime: 10_000, retry: false },
    errorNotification: false,
  });
  if (company === undefined || ids.length === 0) return [];
  return (result?.data as { list?: OpenLine[] } | undefined)?.list ?? [];
}
