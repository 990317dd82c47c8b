import type { Db } from '../../../db/database.ts';
import { insertMessage } from '../../settings/messageRepo.ts';
import { ProviderError, type OutgoingMessage, type Provider, type SendResult } from './types.ts';

/**
 * 站内信: a private message in the recipient's inbox (the one message store, insertMessage). The
 * recipient is an account id; the sender is the account that triggered it, else the recipient
 * (a system message). Delivered as soon as it is written.
 */
export const siteProvider = (db: Db, now: () => number = Date.now): Provider => ({
  name: 'site',
  send: async (m: OutgoingMessage): Promise<SendResult> => {
    const recipientId = Number(m.recipient);
    if (!Number.isInteger(recipientId) || recipientId <= 0) throw new ProviderError(`接收人「${m.recipient}」不是账号`, true);
    const account = await db.selectFrom('admin').select(['id']).where('id', '=', recipientId).where('status', '=', 1).executeTakeFirst();
    if (!account) throw new ProviderError(`账号 ${recipientId} 不存在或已被禁用`, true);
    const row = await insertMessage(db, {
      kind: 'private',
      senderId: m.triggeredBy ?? recipientId,
      recipients: [recipientId],
      title: (m.subject ?? '系统通知').slice(0, 100),
      content: m.content.slice(0, 2000),
      at: new Date(now()).toISOString(),
    });
    return { providerMessageId: `message-${row.id}`, receipt: 'delivered' };
  },
});
