import type { NotificationChannel } from '../../../../resources/notifications/states.ts';

/** What a caller asks to send; the outbox renders nothing, it stores what it is given. */
export interface NewNotification {
  channel: NotificationChannel;
  /** Account id (站内信), email address, WeChat openid or mobile number. */
  recipient: string;
  recipientName?: string | null;
  templateCode?: string | null;
  subject?: string | null;
  /** The rendered text (HTML for email). */
  content: string;
  variables?: Record<string, unknown> | null;
  /** What made it: `manual`, `resend`, or a declared trigger's name (`repair_status`, `ticket_assign`, `backup_overdue` …). */
  trigger: string;
  triggeredBy?: number | null;
  /** The same key twice is one notification (a trigger that runs again adds nothing); a fresh one when absent. */
  idempotencyKey?: string;
  resendOf?: number | null;
}
