import { sql, type Kysely } from 'kysely';
import { chinaDayKey } from '../../../domain/chinaTime.ts';
import type { Database } from '../../db/tables.ts';
import type { HooksByResource, ResourceHooks } from '../../engine/hooks.ts';

/** The repair number: WX (ordinary) or KX (quick) + yyyyMMdd + a 4-digit daily sequence. */
export async function nextRepairNo(db: Kysely<Database>, type: number, now: number): Promise<string> {
  const prefix = `${type === 3 ? 'KX' : 'WX'}${chinaDayKey(now)}`;
  const last = await sql<{ no: string }>`select no from repair where no >= ${prefix} and no < ${`${prefix}\uffff`} order by no desc limit 1`.execute(db);
  const seq = last.rows.length ? Number(last.rows[0].no.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(seq).padStart(4, '0')}`;
}

const repairHooks: ResourceHooks = {
  beforeCreate: async (db, values, now) => ({ no: await nextRepairNo(db, Number(values.type ?? 1), now) }),
};

/** Server hooks of the repairs resource. */
export const REPAIR_HOOKS: HooksByResource = { repairs: repairHooks };
