import { defineArea } from '../../engine/area.ts';
import { ERP_HANDLERS } from './handlers.ts';
import { ERP_HOOKS } from './hooks.ts';

/**
 * ERP: dealer groups and companies, customer accounts linked to their company, purchase orders
 * (approval, second approval above an amount, shipments of serials, returns, payments) and the
 * stock of each model with its ledger.
 */
export const erpArea = defineArea({
  name: 'erp',
  hooks: ERP_HOOKS,
  handlers: ERP_HANDLERS,
  seeds: [() => import('./seed.ts').then((m) => m.seed)],
});
