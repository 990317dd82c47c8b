import { defineArea } from '../../engine/area.ts';
import { NEEDS_HANDLERS } from './handlers.ts';
import { NEEDS_HOOKS } from './hooks.ts';
import { OVERDUE_BACKUP_SCANNER } from './overdueBackups.ts';
import { REPAIR_HOOKS } from './repairHooks.ts';

/** 产品与维修 (repairs, requests, exchanges, stock, products): its hooks, handlers, the overdue-backup scan and demo rows. */
export const needsArea = defineArea({
  name: 'needs',
  hooks: { ...REPAIR_HOOKS, ...NEEDS_HOOKS },
  handlers: NEEDS_HANDLERS,
  scanners: [OVERDUE_BACKUP_SCANNER],
  seeds: [() => import('./repairsSeed.ts').then((m) => m.seed), () => import('./seed.ts').then((m) => m.seed)],
});
