import type { NotificationChannel } from '../../../../../resources/notifications/states.ts';
import type { Db } from '../../../db/database.ts';
import { logProvider } from './logProvider.ts';
import { siteProvider } from './siteProvider.ts';
import type { Provider } from './types.ts';
import { vendorProviderFor } from './vendors.ts';

/**
 * The provider of a channel: 站内信 always `site`; the others the vendor named in system config
 * `notify_provider_<channel>` (email smtp, wechat wechat, sms aliyun: providers/vendors.ts) when
 * its keys are configured, else `log` (the default: nothing leaves the machine).
 */
export async function providerFor(db: Db, channel: NotificationChannel, now: () => number = Date.now): Promise<Provider> {
  if (channel === 'site') return siteProvider(db, now);
  return (await vendorProviderFor(db, channel, now)) ?? logProvider();
}
