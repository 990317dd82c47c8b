import type { NotificationChannel } from '../../../../resources/notifications/states.ts';
import type { Db } from '../../db/database.ts';
import type { NewNotification } from './outbox.ts';

/**
 * A channel's limits, run by `enqueueNotification` before the row is written (issue 20 part 3):
 * `ok: false` makes the row 失败 with the reason (never an exception in the caller's
 * transaction); `segments` is what an SMS costs.
 */
export type LimitVerdict = { ok: true; segments?: number } | { ok: false; reason: string };

export type ChannelLimit = (db: Db, n: NewNotification, now: number) => Promise<LimitVerdict>;

const none: ChannelLimit = async () => ({ ok: true });

/** The limits by channel; the channels' own rules (SMS rate and number, WeChat variables, bounced email) are added here. */
export const CHANNEL_LIMITS: Record<NotificationChannel, ChannelLimit> = {
  site: none,
  email: none,
  wechat: none,
  sms: none,
};
