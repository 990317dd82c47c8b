import type { NotifyChannel } from '../../../../resources/define.ts';
import type { AuthUser } from '../../context.ts';
import type { Db } from '../../db/database.ts';

/** Who a notification trigger reaches: a name, their address on each channel, their preferred channel. */
export interface NotifyAddressee {
  name: string | null;
  /** A customer's 通知方式 (`none`: 不通知); absent for a staff account. */
  preferred?: NotifyChannel | 'none';
  addresses: Partial<Record<NotifyChannel, string | null>>;
}

/** Finds the addressee of a record (a record as the API shows it); null: nobody to notify. */
export type RecipientResolver = (db: Db, record: Record<string, unknown>, actor: AuthUser | null) => Promise<NotifyAddressee | null>;
