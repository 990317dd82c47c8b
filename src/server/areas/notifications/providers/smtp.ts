import type { Db } from '../../../db/database.ts';
import { MailError, sendMail, smtpSettings } from '../../../shared/notify/mailer.ts';
import { flagBounce } from '../bounces.ts';
import { ProviderError, type OutgoingMessage, type Provider, type SendContext, type SendResult } from './types.ts';

/** The Message-ID of an outbox row: its idempotency key at the sender's domain, so a second send of one row is recognisable. */
export function messageIdOf(idempotencyKey: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${idempotencyKey.replace(/[^A-Za-z0-9._-]/g, '')}@${domain}>`;
}

/**
 * Email through SMTP (the `smtp_*` config items, mailer.ts). A 5xx answer to the recipient
 * (550 user unknown) flags the address as bounced before the permanent error goes up.
 * An SMTP server has the mail once it read the final dot and does not drop a second mail with
 * the same Message-ID, so the hand-over is recorded right before that dot (not before
 * connecting: a cut during the greeting or the envelope is safe to repeat).
 */
export function smtpProvider(db: Db, now: () => number): Provider {
  return {
    name: 'smtp',
    dedupe: 'never',
    async send(m: OutgoingMessage, ctx?: SendContext): Promise<SendResult> {
      const settings = await smtpSettings(db).catch((e: unknown) => {
        throw new ProviderError(e instanceof Error ? e.message : 'SMTP 配置不完整', true);
      });
      try {
        const mail = { to: m.recipient, subject: m.subject ?? '', html: m.content, messageId: messageIdOf(m.idempotencyKey, settings.from) };
        const sent = await sendMail(settings, mail, { beforeFinalDot: ctx ? () => ctx.handOver() : undefined });
        return { providerMessageId: sent.messageId };
      } catch (e) {
        if (e instanceof MailError && e.recipientRejected) await flagBounce(db, m.recipient, e.message, now());
        throw e;
      }
    },
  };
}
