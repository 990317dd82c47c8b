import type { Handler } from 'hono';
import { notifications } from '../../../../resources/notifications/outbox.ts';
import { RESEND_TRIGGER } from '../../../../resources/notifications/notifyWords.ts';
import type { NotificationChannel } from '../../../../resources/notifications/states.ts';
import { ok } from '../../../domain/envelope.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { presenterOf } from '../../engine/hooks.ts';
import { findRow } from '../../engine/records.ts';
import { rowToRecord } from '../../engine/schema.ts';
import { ApiError } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';
import { runWrite } from '../../engine/write.ts';
import { enqueueNotification } from './outbox.ts';

/**
 * POST /notification/outbox/:id/resend: a NEW row with the original's channel, recipient, text
 * and variables (trigger `resend`, `resend_of` the original, a fresh idempotency key); the
 * original stays as it was. The new row goes through the channel switch and limits as any
 * other; answered as the list and detail show a row. Audited in the same transaction.
 */
export const resendHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = c.get('user');
  if (!user) throw new ApiError('UNAUTHORIZED');
  const id = parseId(c.req.param('id'));
  const now = deps.clock.now();
  const present = presenterOf(deps.areas, notifications);
  const record = await runWrite(c, deps, { action: 'notifications.resend', resource: notifications.name, record: { resource: notifications, id } }, async ({ trx, row: original }) => {
    if (!original) throw new ApiError('NOT_FOUND');
    const made = await enqueueNotification(
      trx,
      {
        channel: original.channel as NotificationChannel,
        recipient: String(original.recipient),
        recipientName: (original.recipient_name as string | null) ?? null,
        templateCode: (original.template_code as string | null) ?? null,
        subject: (original.subject as string | null) ?? null,
        content: String(original.content),
        variables: typeof original.variables_json === 'string' ? (JSON.parse(original.variables_json) as Record<string, unknown>) : null,
        trigger: RESEND_TRIGGER,
        triggeredBy: user.id,
        resendOf: id,
      },
      now,
    );
    const row = await findRow(trx, notifications, made.id);
    if (!row) throw new ApiError('NOT_FOUND');
    const after = present(rowToRecord(notifications, row));
    return { result: after, log: { recordId: made.id, after } };
  });
  return c.json(ok(record));
};
