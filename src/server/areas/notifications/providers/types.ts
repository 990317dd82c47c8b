/** The one provider interface every channel sends through (issue 20, the shared contract). */

/** A channel of the outbox. */
export type Channel = 'site' | 'email' | 'wechat' | 'sms';

/** What a provider is asked to deliver: one outbox row. */
export interface OutgoingMessage {
  id: number;
  channel: Channel;
  recipient: string;
  recipientName: string | null;
  subject: string | null;
  content: string;
  variables: Record<string, unknown>;
  templateCode: string | null;
  idempotencyKey: string;
}

/** The provider's acknowledgement; `receipt: 'delivered'` when sending is delivering (log, site). */
export interface SendResult {
  providerMessageId: string;
  receipt?: 'delivered';
}

/** A refused send: `permanent` → 失败 at once; otherwise the worker retries. */
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
  name: string;
  send(m: OutgoingMessage): Promise<SendResult>;
}
