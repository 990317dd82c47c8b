import { stringifyTableParams } from '@refinedev/core';
import { erpEndpoints } from '../../../../../resources/erp/endpoints.ts';
import { erpPages } from '../../../../../resources/erp/pages.ts';
import { erpRelations } from '../../../../../resources/erp/relations.ts';
import { LIST_PAGE_SIZE, sortOf } from '../../../schema/list/listDefaults.ts';

const pagePath = (component: string): string => erpPages.find((p) => p.component === component)!.path;

/** The partners' calls and routes, from their declarations (resources/erp/). */
export const PARTNER_PATHS = {
  /** A company's orders page (/erp/company/purchase/:id). */
  companyPage: (id: unknown) => pagePath('ErpCompanyPurchasePage').replace(':id', encodeURIComponent(String(id))),
  /** An order's detail page (/erp/purchase/:id). */
  purchasePage: (id: unknown) => pagePath('ErpPurchasePage').replace(':id', encodeURIComponent(String(id))),
  /** GET /erp/company/:id/purchases. */
  companyPurchases: (id: unknown) => erpEndpoints.endpoints.companyPurchases.path.replace(':id', encodeURIComponent(String(id))),
  /** GET /erp/dealers. */
  dealers: erpEndpoints.endpoints.dealers.path,
} as const;

/** Who may call the dealers' look-up (its declared access). */
export const DEALERS_ACCESS = erpEndpoints.endpoints.dealers.access;

/** 关联 filtered by one company, as the list keeps its filters in the URL (its declared `company_id` eq filter). */
export function relationsOf(companyId: unknown): string {
  const screen = erpRelations.screens[0];
  const query = stringifyTableParams({
    pagination: { currentPage: 1, pageSize: LIST_PAGE_SIZE },
    sorters: sortOf(erpRelations.defaultSort ?? '-created_at'),
    filters: [{ field: 'company_id', operator: 'eq', value: String(companyId) }],
  });
  return `${screen.list.path}?${query}`;
}
