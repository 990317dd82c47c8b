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

export { ProviderError } from '../../../shared/notify/providerError.ts';

/**
 * What the vendor does with a second call carrying the same idempotency key, which decides
 * whether an attempt cut after its hand-over may be made again:
 * - `always`: it answers with the first message and delivers nothing more (`log`, which sends nothing);
 * - `{ windowMs }`: it drops a repeat for that long after the first call (WeChat's `client_msg_id`: 10 minutes);
 * - `never`: every call is a delivery (SMTP: a server has the mail at the final dot; Aliyun
 *   SendSms: "不支持幂等", `OutId` is only echoed in the receipts; 站内信).
 */
export type Dedupe = 'always' | 'never' | { windowMs: number };

/** What the worker gives a provider for one attempt. */
export interface SendContext {
  /**
   * The point of no return: called by the provider right before the step after which the vendor
   * may have the message (before the SMTP final dot, before the HTTP request, before the 站内信
   * insert). Commits that in its own write (the row's `retry_safe_until`), so a crash from here
   * on leaves a row the claim turns into 发送结果未知 instead of sending it again. Rejects when
   * the row is no longer this attempt's (its lease ran out): the provider must then not send.
   * Calling it again in the same attempt does nothing.
   */
  handOver(): Promise<void>;
}

export interface Provider {
  /** Stored in the row's `provider` (log, site, smtp, wechat, or the SMS vendor's name). */
  name: string;
  /** Whether a repeat of a handed-over message is dropped by the vendor (see `Dedupe`). */
  dedupe: Dedupe;
  /**
   * Sends one message. A provider whose `dedupe` is not `always` calls `ctx.handOver()` before
   * the vendor can have the message. `ctx` is absent only when a test calls a provider directly.
   */
  send(m: OutgoingMessage, ctx?: SendContext): Promise<SendResult>;
}
