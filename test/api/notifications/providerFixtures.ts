import type { Db } from '../../../src/server/db/database.ts';
import type { OutgoingMessage } from '../../../src/server/areas/notifications/providers/types.ts';

/** Writes (or replaces) a system config item as the config API would store it. */
export async function setConfig(db: Db, key: string, value: unknown, type = 'string'): Promise<void> {
  const iso = new Date().toISOString();
  await db.deleteFrom('system_config').where('key', '=', key).execute();
  await db.insertInto('system_config').values({ key, name: key, type, value: JSON.stringify(value), is_public: 0, remark: null, created_at: iso, updated_at: iso, created_by: null }).execute();
}

let next = 1;

/** An outgoing message as the worker hands it to a provider. */
export function outgoing(m: Partial<OutgoingMessage> & Pick<OutgoingMessage, 'channel' | 'recipient'>): OutgoingMessage {
  const id = next++;
  return { id, recipientName: null, subject: null, content: '您的设备已维修完成。', variables: {}, templateCode: null, idempotencyKey: `test-${id}-${Math.random().toString(36).slice(2, 8)}`, triggeredBy: null, ...m };
}

/** The error a promise rejects with (the test fails when it resolves). */
export async function rejection(p: Promise<unknown>): Promise<Error & { permanent?: boolean }> {
  try {
    await p;
  } catch (e) {
    return e as Error & { permanent?: boolean };
  }
  throw new Error('expected the send to be refused');
}
