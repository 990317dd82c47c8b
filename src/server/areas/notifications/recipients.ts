import type { NotifyRecipient } from '../../../../resources/define.ts';
import type { RecipientResolver } from './addressee.ts';
import { customerOfRecord } from '../people/customerRecipient.ts';
import { handlerOfTicket } from '../workflow/handlerRecipient.ts';

export type { NotifyAddressee, RecipientResolver } from './addressee.ts';

/** One resolver per `NotifyRecipient` a declaration may name (a kind without one fails to compile). */
export const RECIPIENTS: Record<NotifyRecipient, RecipientResolver> = {
  customer: customerOfRecord,
  handler: handlerOfTicket,
};
