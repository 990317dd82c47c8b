import { enqueueNotification } from '../../../src/server/areas/notifications/outbox.ts';
import type { Call, CallContext, Rec } from './callContext.ts';

/**
 * The outbox in the access suites: rows are written by the server only (no create endpoint),
 * so a fresh row is enqueued straight in the database; 重新发送 acts on one.
 */

export async function outboxRow(ctx: CallContext): Promise<Rec> {
  const made = await enqueueNotification(ctx.s.db, { channel: 'email', recipient: `oracle${ctx.next()}@example.com`, subject: '维修进度', content: '<p>您的设备已寄回</p>', trigger: 'manual' }, ctx.s.clock.now());
  return { id: made.id, version: 1, status: made.send_state };
}

export const NOTIFICATION_CALLS: Readonly<Record<string, (ctx: CallContext) => Promise<Call[]>>> = {
  'POST /notification/outbox/:id/resend': async (ctx) => [{ method: 'POST', path: `/notification/outbox/${(await outboxRow(ctx)).id}/resend` }],
};
