import type { Insertable } from 'kysely';
import type { Db } from '../../../src/server/db/database.ts';
import type { NotificationAttemptTable, NotificationTable } from '../../../src/server/db/tables.ts';

const RECIPIENTS: Record<string, string> = { site: '1', email: 'kefu@laser-demo.cn', wechat: 'oAbc123openid', sms: '13800138000' };

let serial = 0;

/** The fields a fixture row sets; the rest get plain defaults (a row made `created`, by the log provider). */
export type OutboxRow = Partial<Insertable<NotificationTable>> & { channel: string; created_at: string };

/**
 * Writes an outbox row straight into the table (how a row reached its state is the worker's part,
 * tested there), with its attempts; returns its id.
 */
export async function insertOutboxRow(db: Db, row: OutboxRow, attempts: readonly Omit<Insertable<NotificationAttemptTable>, 'notification_id'>[] = []): Promise<number> {
  serial += 1;
  const sent = row.send_state === 'sent';
  const made = await db
    .insertInto('notification')
    .values({
      recipient: RECIPIENTS[row.channel] ?? 'someone',
      content: `测试通知 ${String(serial)}`,
      variables_json: '{}',
      attempts: row.send_state && row.send_state !== 'pending' ? 1 : 0,
      max_attempts: 5,
      next_attempt_at: row.created_at,
      provider: 'log',
      idempotency_key: `fixture-${String(Date.now())}-${String(serial)}`,
      trigger: 'manual',
      sent_at: sent ? row.created_at : null,
      updated_at: row.created_at,
      ...row,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const a of attempts) await db.insertInto('notification_attempt').values({ ...a, notification_id: made.id }).execute();
  return made.id;
}
