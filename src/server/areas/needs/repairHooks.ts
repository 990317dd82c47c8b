import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import type { HooksByResource, ResourceHooks } from '../../engine/hooks.ts';
import { nextDailyNo } from '../../shared/numbering/dailyNo.ts';

/** The repair number: WX (ordinary) or KX (quick) + yyyyMMdd + a 4-digit daily sequence. */
export const nextRepairNo = (db: Kysely<Database>, type: number, now: number): Promise<string> => nextDailyNo(db, 'repair', type === 3 ? 'KX' : 'WX', now);

const repairHooks: ResourceHooks = {
  beforeCreate: async (db, values, now) => ({ no: await nextRepairNo(db, Number(values.type ?? 1), now) }),
};

/** Server hooks of the repairs resource. */
export const REPAIR_HOOKS: HooksByResource = { repairs: repairHooks };
