import type { Db } from '../../../db/database.ts';
import { MailError, sendMail, smtpSettings } from '../../settings/mailer.ts';
import { flagBounce } from '../bounces.ts';
import { ProviderError, type OutgoingMessage, type Provider, type SendResult } from './types.ts';

/** The Message-ID of an outbox row: its idempotency key at the sender's domain, so a second send of one row is recognisable. */
export function messageIdOf(idempotencyKey: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${idempotencyKey.replace(/[^A-Za-z0-9._-]/g, '')}@${domain}>`;
}

/**
 * Email through SMTP (the `smtp_*` config items, mailer.ts). A 5xx answer to the recipient
 * (550 user unknown) flags the address as bounced before the permanent error goes up.
 */
export function smtpProvider(db: Db, now: () => number): Provider {
  return {
    name: 'smtp',
    async send(m: OutgoingMessage): Promise<SendResult> {
      const settings = await smtpSettings(db).catch((e: unknown) => {
        throw new ProviderError(e instanceof Error ? e.message : 'SMTP 配置不完整', true);
      });
      try {
        const sent = await sendMail(settings, { to: m.recipient, subject: m.subject ?? '', html: m.content, messageId: messageIdOf(m.idempotencyKey, settings.from) });
        return { providerMessageId: sent.messageId };
      } catch (e) {
        if (e instanceof MailError && e.recipientRejected) await flagBounce(db, m.recipient, e.message, now());
        throw e;
      }
    },
  };
}
