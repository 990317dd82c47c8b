import { definePages } from '../define.ts';
import { ERP_COMPANY_PURCHASE_ACCESS, ERP_PURCHASE_ACCESS } from './access.ts';

/**
 * ERP's hand-written pages (src/app/areas/erp/): an order's detail (lines, shipments, payments,
 * every step with its reason when disabled, print and export) and one company's orders.
 */
export const erpPages = definePages([
  { path: '/erp/purchase/:id', title: '采购单详情', component: 'ErpPurchasePage', access: ERP_PURCHASE_ACCESS, activeMenu: '/erp/purchase' },
  { path: '/erp/company/purchase/:id', title: '公司采购单', component: 'ErpCompanyPurchasePage', access: ERP_COMPANY_PURCHASE_ACCESS, activeMenu: '/erp/company' },
]);
