import type { Generated } from 'kysely';

/** The bounce flags of email addresses (resources/notifications/bounces.ts); `Database` extends this interface. */
export interface EmailBounceTable {
  id: Generated<number>;
  /** Lower-case. */
  address: string;
  reason: string;
  bounced_at: string;
}

export interface BounceTables {
  email_bounce: EmailBounceTable;
}
