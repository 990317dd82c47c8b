import type { Access } from '../../src/domain/access.ts';
import { GROUP } from '../../src/domain/groups.ts';

/** ERP's access (ROUTES.md: each /erp route has its own permission; super admins pass every one). */
export const ERP_RELATION_ACCESS: Access = { permission: 'manage_erp_relation' };
export const ERP_PURCHASE_ACCESS: Access = { permission: 'manage_erp_purchase' };
export const ERP_STOCK_ACCESS: Access = { permission: 'get_erp_stock' };
export const ERP_COMPANY_ACCESS: Access = { permission: 'manage_erp_company' };
export const ERP_GROUP_ACCESS: Access = { permission: 'manage_erp_group' };
export const ERP_COMPANY_PURCHASE_ACCESS: Access = { permission: 'get_erp_company' };
/** 库存调整 / 入库: a right of its own beyond reading the stock (docs/decisions.md, ERP). */
export const ERP_STOCK_ADJUST_ACCESS: Access = { permission: 'adjust_erp_stock' };
/** 复审: an order above the config amount `erp_review_amount` needs a second approval by a super admin. */
export const ERP_REVIEW_ACCESS: Access = { group: GROUP.superAdmin };
/** The selects of companies, groups and models in ERP's forms and filters: every staff member (as the stock items' options). */
export const ERP_OPTIONS_ACCESS: Access = { group: GROUP.editor };
