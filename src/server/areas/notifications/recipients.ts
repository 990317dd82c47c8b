import type { NotifyChannel, NotifyRecipient } from '../../../../resources/define.ts';
import type { AuthUser } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { customerOfRecord } from '../people/customerRecipient.ts';
import { handlerOfTicket } from '../workflow/handlerRecipient.ts';

/** Who a notification trigger reaches: a name, their address on each channel, their preferred channel. */
export interface NotifyAddressee {
  name: string | null;
  /** A customer's 通知方式 (`none`: 不通知); absent for a staff account. */
  preferred?: NotifyChannel | 'none';
  addresses: Partial<Record<NotifyChannel, string | null>>;
}

/** Finds the addressee of a record (a record as the API shows it); null: nobody to notify. */
export type RecipientResolver = (db: Db, record: Record<string, unknown>, actor: AuthUser | null) => Promise<NotifyAddressee | null>;

/** One resolver per `NotifyRecipient` a declaration may name (a kind without one fails to compile). */
export const RECIPIENTS: Record<NotifyRecipient, RecipientResolver> = {
  customer: customerOfRecord,
  handler: handlerOfTicket,
};
