import type { NotificationChannel } from '../../../../../resources/notifications/states.ts';
import type { Db } from '../../../db/database.ts';
import { providerName } from '../config.ts';
import { logProvider } from './logProvider.ts';
import { siteProvider } from './siteProvider.ts';
import type { Provider } from './types.ts';

/**
 * The HTTP and SMTP providers by `notify_provider_<channel>` value. Each is made per send from
 * the database (it reads its keys from system config); the channel's adapters register here.
 */
export const CHANNEL_PROVIDERS: Partial<Record<NotificationChannel, Readonly<Record<string, (db: Db) => Provider>>>> = {};

/**
 * The provider of a channel: 站内信 always `site`; the others the one named in system config,
 * `log` by default or when the name is not one the channel has.
 */
export async function providerFor(db: Db, channel: NotificationChannel): Promise<Provider> {
  if (channel === 'site') return siteProvider(db);
  const name = await providerName(db, channel);
  const make = CHANNEL_PROVIDERS[channel]?.[name];
  return make ? make(db) : logProvider();
}
