import type { Db } from '../../../src/server/db/database.ts';

/** A notification row of the statistics fixtures: what the stat query reads, the rest filled in. */
export interface StatRow {
  created: string;
  channel: 'site' | 'email' | 'wechat' | 'sms';
  send: 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';
  receipt?: 'unknown' | 'delivered' | 'rejected' | 'failed';
  error?: string;
}

const RECIPIENTS = { site: '1', email: 'kefu@laser-demo.cn', wechat: 'oAbc123openid', sms: '13800138000' } as const;

/**
 * Writes the rows straight into the outbox (the statistics read the table; how a row got its
 * state is the worker's part, tested there), each with its own idempotency key.
 */
export async function insertStatRows(db: Db, rows: readonly StatRow[], prefix: string): Promise<void> {
  let i = 0;
  for (const r of rows) {
    i += 1;
    await db
      .insertInto('notification')
      .values({
        channel: r.channel,
        recipient: RECIPIENTS[r.channel],
        content: `统计测试 ${String(i)}`,
        variables_json: '{}',
        send_state: r.send,
        receipt_state: r.receipt ?? 'unknown',
        attempts: r.send === 'pending' ? 0 : 1,
        max_attempts: 5,
        next_attempt_at: r.created,
        provider: 'log',
        error: r.error ?? null,
        idempotency_key: `${prefix}-${String(i)}`,
        trigger: 'manual',
        sent_at: r.send === 'sent' ? r.created : null,
        created_at: r.created,
        updated_at: r.created,
        version: 1,
      })
      .execute();
  }
}
