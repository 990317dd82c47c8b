import { sql, type Kysely } from 'kysely';
import type { ResourceDef } from '../../../resources/define.ts';
import type { Database } from '../db/tables.ts';

/** What a declaration cannot say: server-generated values per resource. */
export interface ResourceHooks {
  /** Extra values set on create (e.g. the record number), inside the create transaction. */
  beforeCreate?: (db: Kysely<Database>, values: Record<string, unknown>, now: number) => Promise<Record<string, unknown>>;
}

const CST_OFFSET_MS = 8 * 3600_000;

/** `yyyyMMdd` of an instant in China Standard Time. */
export function chinaDay(ms: number): string {
  return new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The repair number: WX (ordinary) or KX (quick) + yyyyMMdd + a 4-digit daily sequence. */
export async function nextRepairNo(db: Kysely<Database>, type: number, now: number): Promise<string> {
  const prefix = `${type === 3 ? 'KX' : 'WX'}${chinaDay(now)}`;
  const last = await sql<{ no: string }>`select no from repair where no >= ${prefix} and no < ${`${prefix}\uffff`} order by no desc limit 1`.execute(db);
  const seq = last.rows.length ? Number(last.rows[0].no.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(seq).padStart(4, '0')}`;
}

const repairHooks: ResourceHooks = {
  beforeCreate: async (db, values, now) => ({ no: await nextRepairNo(db, Number(values.type ?? 1), now) }),
};

/** Hooks by resource name. */
export const RESOURCE_HOOKS: Record<string, ResourceHooks> = { repairs: repairHooks };

export const hooksOf = (resource: ResourceDef): ResourceHooks => RESOURCE_HOOKS[resource.name] ?? {};
