import type { Db } from '../../../db/database.ts';
import { ProviderError, type Channel, type OutgoingMessage, type Provider, type SendResult } from './types.ts';
import { vendorProviderFor } from './vendors.ts';

/** Placeholder until the core branch's index.ts (log and site providers) is merged. */
const logProvider: Provider = {
  name: 'log',
  send: async (m: OutgoingMessage): Promise<SendResult> => ({ providerMessageId: `log-${m.idempotencyKey}`, receipt: 'delivered' }),
};

/** The provider of a channel: the configured vendor, else `log`. */
export async function providerFor(db: Db, channel: Channel, now: () => number = Date.now): Promise<Provider> {
  if (channel === 'site') throw new ProviderError('站内信由核心分支提供', true);
  return (await vendorProviderFor(db, channel, now)) ?? logProvider;
}
