import type { NotifyChannel } from '../../../../resources/define.ts';
import type { Db } from '../../db/database.ts';
import type { NotifyAddressee } from '../../shared/notify/types.ts';

const PREFERRED = new Set<string>(['sms', 'email', 'wechat', 'none']);

/**
 * "The customer" of a repair or a request: the customer account whose 手机号 is the record's
 * `customer_phone` (the oldest such account when several share it). No account: nobody to notify
 * (a walk-in customer never registered). Their 通知方式 picks the channel; the address is their
 * phone, email or 公众号 OpenID.
 */
export async function customerOfRecord(db: Db, record: Record<string, unknown>): Promise<NotifyAddressee | null> {
  const phone = record.customer_phone;
  if (typeof phone !== 'string' || !phone) return null;
  const row = await db.selectFrom('customer').select(['name', 'phone', 'email', 'wechat_openid', 'notify_channel']).where('phone', '=', phone).orderBy('id').executeTakeFirst();
  if (!row) return null;
  const preferred = PREFERRED.has(row.notify_channel) ? (row.notify_channel as NotifyChannel | 'none') : 'sms';
  return { name: row.name, preferred, addresses: { sms: row.phone, email: row.email, wechat: row.wechat_openid } };
}
