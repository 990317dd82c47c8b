import type { Db } from '../../../db/database.ts';
import { dialectOf } from '../../../db/dialect.ts';
import { insertMessage } from '../../../shared/notify/siteMessage.ts';
import { publishChange } from '../../../live/bus.ts';
import { ProviderError, type OutgoingMessage, type Provider, type SendResult } from './types.ts';

/**
 * 站内信: a private message in the recipient's inbox (the one message store, insertMessage). The
 * recipient is an account id; the sender is the account that triggered it, else the recipient
 * (a system message). Delivered as soon as it is written.
 *
 * Exactly once, though the worker records 成功 in a later commit: the message, its receipt and
 * the outbox row's `provider_message_id` are written in one transaction, and a call for a row
 * that already names its message answers that message instead of writing another (an attempt
 * cut between the two commits is simply made again). So it is `dedupe: 'always'` and has no
 * hand-over to record.
 */
export const siteProvider = (db: Db, now: () => number = Date.now): Provider => ({
  name: 'site',
  dedupe: 'always',
  send: async (m: OutgoingMessage): Promise<SendResult> => {
    const recipientId = Number(m.recipient);
    if (!Number.isInteger(recipientId) || recipientId <= 0) throw new ProviderError(`接收人「${m.recipient}」不是账号`, true);
    const account = await db.selectFrom('admin').select(['id']).where('id', '=', recipientId).where('status', '=', 1).executeTakeFirst();
    if (!account) throw new ProviderError(`账号 ${recipientId} 不存在或已被禁用`, true);
    const message = {
      kind: 'private' as const,
      senderId: m.triggeredBy ?? recipientId,
      recipients: [recipientId],
      title: (m.subject ?? '系统通知').slice(0, 100),
      content: m.content.slice(0, 2000),
      at: new Date(now()).toISOString(),
    };
    // a failed write wrote nothing (one transaction), so it is retried
    const written = await db
      .transaction()
      .execute(async (trx) => {
        const mine = trx.selectFrom('notification').select('provider_message_id').where('id', '=', m.id);
        const prior = await (dialectOf(trx).name === 'postgres' ? mine.forUpdate() : mine).executeTakeFirst();
        if (prior?.provider_message_id) return { id: prior.provider_message_id, fresh: false };
        const row = await insertMessage(trx, message);
        const id = `message-${row.id}`;
        await trx.updateTable('notification').set({ provider_message_id: id }).where('id', '=', m.id).execute();
        return { id, fresh: true };
      })
      .catch((e: unknown) => {
        throw new ProviderError(`站内信写入失败：${e instanceof Error ? e.message.slice(0, 120) : '未知错误'}`, false);
      });
    // the recipient's bell follows at once (docs/decisions.md "Live updates")
    if (written.fresh) publishChange('messages', [recipientId]);
    return { providerMessageId: written.id, receipt: 'delivered' };
  },
});
