import type { NotifyTrigger } from '../../../../resources/define.ts';
import type { Db } from '../../db/database.ts';
import { fromStoredValue } from '../config/configValues.ts';

/** The system config switch of a trigger (the settings seed writes one per declared trigger). */
export const triggerConfigKey = (trigger: Pick<NotifyTrigger, 'name'>): string => `notify_trigger_${trigger.name}`;

/** Whether a trigger is on: its switch is absent (default on) or not `false`. */
export async function triggerIsOn(db: Db, trigger: NotifyTrigger): Promise<boolean> {
  const row = await db.selectFrom('system_config').select('value').where('key', '=', triggerConfigKey(trigger)).executeTakeFirst();
  return !row || fromStoredValue(row.value) !== false;
}
