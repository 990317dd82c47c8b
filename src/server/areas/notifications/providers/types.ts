import type { NotificationChannel } from '../../../../../resources/notifications/states.ts';

/** The one provider interface every channel sends through (issue 20 part 2). */

/** What a provider is given: the outbox row as it is to be sent. */
export interface OutgoingMessage {
  id: number;
  channel: NotificationChannel;
  /** Account id (站内信), email address, WeChat openid or mainland mobile number. */
  recipient: string;
  recipientName: string | null;
  subject: string | null;
  /** The rendered text (HTML for email). */
  content: string;
  variables: Record<string, unknown> | null;
  templateCode: string | null;
  /** The row's key: the same on every attempt, so a provider that honours it never sends twice. */
  idempotencyKey: string;
  /** The account that triggered the message (the sender of a 站内信), if any. */
  triggeredBy: number | null;
}

/** A provider's acknowledgement. `receipt: 'delivered'` when it already knows the message arrived. */
export interface SendResult {
  providerMessageId: string;
  receipt?: 'delivered';
}

/**
 * A refusal. `permanent` ones (a bad address, a rejected template) fail the row at once;
 * the others (a timeout, a 5xx, a rate limit) are retried with backoff.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface Provider {
  /** Stored in the row's `provider` (log, site, smtp, wechat, or the SMS vendor's name). */
  name: string;
  send(m: OutgoingMessage): Promise<SendResult>;
}
