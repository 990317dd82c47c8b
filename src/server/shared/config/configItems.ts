import type { Db } from '../../db/database.ts';
import { fromStoredValue } from './configValues.ts';

/** Config items several areas read (the needs area's scan and the notifications demo outbox). */

/** System config `backup_return_days`: how many days a backup unit may stay out (default 30). */
export async function backupReturnDays(db: Db): Promise<number> {
  const row = await db.selectFrom('system_config').select('value').where('key', '=', 'backup_return_days').executeTakeFirst();
  const days = row ? fromStoredValue(row.value) : null;
  return typeof days === 'number' && Number.isFinite(days) && days > 0 ? days : 30;
}
