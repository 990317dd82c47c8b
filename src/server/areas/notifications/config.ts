import type { NotificationChannel } from '../../../../resources/notifications/states.ts';
import type { Db } from '../../db/database.ts';
import { fromStoredValue } from '../../shared/config/configValues.ts';

/** The outbox's system config items, read on each use (a change applies to the next message). */

/** The typed value of a config item, or undefined when it is missing or empty. */
export async function configValue(db: Db, key: string): Promise<unknown> {
  const row = await db.selectFrom('system_config').select(['value']).where('key', '=', key).executeTakeFirst();
  if (!row || row.value === null || row.value === '') return undefined;
  const value = fromStoredValue(row.value);
  return value === null || value === '' ? undefined : value;
}

/** `notify_channel_<channel>`: whether the channel sends at all (default on). */
export async function channelEnabled(db: Db, channel: NotificationChannel): Promise<boolean> {
  const value = await configValue(db, `notify_channel_${channel}`);
  return !(value === false || value === 'false' || value === 0);
}

/** `notify_provider_<channel>`: the provider's name (`log` when unset). */
export async function providerName(db: Db, channel: NotificationChannel): Promise<string> {
  const value = await configValue(db, `notify_provider_${channel}`);
  return typeof value === 'string' && value.trim() ? value.trim() : 'log';
}

/** The typed values of several config items in one read; a missing, null or '' item is absent from the map. */
export async function configValues(db: Db, keys: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await db.selectFrom('system_config').select(['key', 'value']).where('key', 'in', [...keys]).execute();
  const values = new Map<string, unknown>();
  for (const row of rows) {
    const value = row.value === null || row.value === '' ? null : fromStoredValue(row.value);
    if (value !== null && value !== '') values.set(row.key, value);
  }
  return values;
}

/** A text value of such a map, trimmed, or null. */
export const textOf = (values: ReadonlyMap<string, unknown>, key: string): string | null => {
  const v = values.get(key);
  return typeof v === 'string' && v.trim() ? v.trim() : null;
};
