import type { Db } from '../../../db/database.ts';
import { insertMessage } from '../../settings/messageRepo.ts';
import { publishChange } from '../../../live/bus.ts';
import { ProviderError, type OutgoingMessage, type Provider, type SendContext, type SendResult } from './types.ts';

/**
 * 站内信: a private message in the recipient's inbox (the one message store, insertMessage). The
 * recipient is an account id; the sender is the account that triggered it, else the recipient
 * (a system message). Delivered as soon as it is written.
 */
export const siteProvider = (db: Db, now: () => number = Date.now): Provider => ({
  name: 'site',
  // the message is committed in its own write before the outbox row is 成功: a crash between the
  // two (a few milliseconds) would put a second copy in the inbox, so it is a hand-over like any vendor's
  dedupe: 'never',
  send: async (m: OutgoingMessage, ctx?: SendContext): Promise<SendResult> => {
    const recipientId = Number(m.recipient);
    if (!Number.isInteger(recipientId) || recipientId <= 0) throw new ProviderError(`接收人「${m.recipient}」不是账号`, true);
    const account = await db.selectFrom('admin').select(['id']).where('id', '=', recipientId).where('status', '=', 1).executeTakeFirst();
    if (!account) throw new ProviderError(`账号 ${recipientId} 不存在或已被禁用`, true);
    await ctx?.handOver();
    const message = {
      kind: 'private' as const,
      senderId: m.triggeredBy ?? recipientId,
      recipients: [recipientId],
      title: (m.subject ?? '系统通知').slice(0, 100),
      content: m.content.slice(0, 2000),
      at: new Date(now()).toISOString(),
    };
    // the message and its receipt in one transaction: a failed write wrote nothing, so it is retried
    const row = await db
      .transaction()
      .execute((trx) => insertMessage(trx, message))
      .catch((e: unknown) => {
        throw new ProviderError(`站内信写入失败：${e instanceof Error ? e.message.slice(0, 120) : '未知错误'}`, false);
      });
    // the recipient's bell follows at once (docs/decisions.md "Live updates")
    publishChange('messages', [recipientId]);
    return { providerMessageId: `message-${row.id}`, receipt: 'delivered' };
  },
});
