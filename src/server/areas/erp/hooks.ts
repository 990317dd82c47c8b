import type { HooksByResource } from '../../engine/hooks.ts';
import { companyHooks, groupHooks, relationHooks } from './partnerHooks.ts';
import { withPurchaseFiles } from './purchaseFiles.ts';
import { purchaseHooks } from './purchaseHooks.ts';
import { productStockHooks } from './stockRows.ts';

/** Hooks by resource name (the area's entry, area.ts, hands them to the engine). */
export const ERP_HOOKS: HooksByResource = {
  erpPurchases: withPurchaseFiles(purchaseHooks),
  erpGroups: groupHooks,
  erpCompanies: companyHooks,
  erpRelations: relationHooks,
  // the stock list shows every model (a zero stock row with each new model; a model ERP used cannot be deleted)
  products: productStockHooks,
};
