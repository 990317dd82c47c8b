import { defineAreaDeclarations } from '../define.ts';
import { erpCompanies } from './companies.ts';
import { erpEndpoints } from './endpoints.ts';
import { erpGroups } from './groups.ts';
import { erpPages } from './pages.ts';
import { erpPurchaseLines, erpPurchases } from './purchases.ts';
import { erpRelations } from './relations.ts';
import { erpPayments, erpShipments, erpShipmentSerials } from './shipments.ts';
import { erpStock, erpStockLedger } from './stock.ts';

/** The declarations of ERP: one line in resources/index.ts. */
export const erpDeclarations = defineAreaDeclarations({
  name: 'erp',
  resources: [erpPurchases, erpPurchaseLines, erpShipments, erpShipmentSerials, erpPayments, erpStock, erpStockLedger, erpCompanies, erpGroups, erpRelations],
  endpointGroups: [erpEndpoints],
  pages: erpPages,
});
