import type { Logger } from '../../../context.ts';
import type { OutgoingMessage, Provider, SendResult } from './types.ts';

/**
 * The provider of a channel without keys: it records the message in the server log (nothing
 * leaves the machine) and answers it as delivered. Its message id is derived from the row's
 * idempotency key, so a repeated call answers the same id.
 */
export const logProvider = (logger: Pick<Logger, 'info'> = { info: (m) => console.log(m) }): Provider => ({
  name: 'log',
  // nothing leaves the machine and a repeat answers the same id: a cut attempt is simply made again
  dedupe: 'always',
  send: async (m: OutgoingMessage): Promise<SendResult> => {
    logger.info(`通知（${m.channel}，仅记录未发出）#${m.id} → ${m.recipient}${m.subject ? `「${m.subject}」` : ''}：${m.content.slice(0, 200)}`);
    return { providerMessageId: `log-${m.idempotencyKey}`, receipt: 'delivered' };
  },
});
