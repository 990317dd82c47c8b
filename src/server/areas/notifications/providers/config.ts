import type { Db } from '../../../db/database.ts';
import { fromStoredValue } from '../../settings/configValues.ts';

/** The typed values of these system config keys; a missing item, null or '' is absent from the map. */
export async function readConfig(db: Db, keys: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await db.selectFrom('system_config').select(['key', 'value']).where('key', 'in', [...keys]).execute();
  const values = new Map<string, unknown>();
  for (const row of rows) {
    const value = fromStoredValue(row.value);
    if (value !== null && value !== '') values.set(row.key, value);
  }
  return values;
}

/** A text value of the map, or null. */
export const textOf = (values: ReadonlyMap<string, unknown>, key: string): string | null => {
  const v = values.get(key);
  return typeof v === 'string' && v.trim() ? v.trim() : null;
};
