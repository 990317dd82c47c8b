import type { Generated } from 'kysely';

/** Tables of the outbox (resources/notifications/outbox.ts); `Database` (src/server/db/tables.ts) extends this interface. */

export interface NotificationTable {
  id: Generated<number>;
  channel: string;
  template_code: string | null;
  recipient: string;
  recipient_name: string | null;
  subject: string | null;
  content: string;
  /** The template variables as JSON text. */
  variables_json: string | null;
  send_state: Generated<string>;
  receipt_state: Generated<string>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  next_attempt_at: string;
  lease_until: string | null;
  /** Until when the unanswered hand-over(s) of this row may be repeated safely (see resources/notifications/outbox.ts). */
  retry_safe_until: string | null;
  provider: string;
  provider_message_id: string | null;
  error: string | null;
  idempotency_key: string;
  segments: number | null;
  trigger: string;
  triggered_by: number | null;
  resend_of: number | null;
  sent_at: string | null;
  delivered_at: string | null;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

export interface NotificationAttemptTable {
  id: Generated<number>;
  notification_id: number;
  attempt: number;
  started_at: string;
  finished_at: string | null;
  result: string | null;
  error: string | null;
  provider_message_id: string | null;
}

export interface NotificationTables {
  notification: NotificationTable;
  notification_attempt: NotificationAttemptTable;
}
