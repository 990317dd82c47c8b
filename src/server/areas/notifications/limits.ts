import type { NotificationChannel } from '../../../../resources/notifications/states.ts';
import { MOBILE_PATTERN } from '../../../domain/phone.ts';
import { SMS_RATE_SPAN_MS, smsRateRefusal, smsSegments, smsText } from '../../../domain/smsLimits.ts';
import { parseWechatTemplates, wechatVariablesRefusal } from '../../../domain/wechatTemplates.ts';
import type { Db } from '../../db/database.ts';
import { bounceOf } from './bounces.ts';
import { configValue } from './config.ts';
import type { NewNotification } from './newNotification.ts';

/**
 * A channel's limits, run by `enqueueNotification` before the row is written (issue 20 part 3):
 * `ok: false` makes the row 失败 with the reason (never an exception in the caller's
 * transaction); `segments` is what an SMS costs.
 */
export type LimitVerdict = { ok: true; segments?: number } | { ok: false; reason: string };

export type ChannelLimit = (db: Db, n: NewNotification, now: number) => Promise<LimitVerdict>;

const none: ChannelLimit = async () => ({ ok: true });

/** Rows that count against a number's rate: every row queued to it except the ones a limit refused or the config skipped (never tried). */
async function recentSmsTimes(db: Db, recipient: string, now: number): Promise<number[]> {
  const rows = await db
    .selectFrom('notification')
    .select(['created_at', 'send_state', 'attempts'])
    .where('channel', '=', 'sms')
    .where('recipient', '=', recipient)
    .where('created_at', '>', new Date(now - SMS_RATE_SPAN_MS).toISOString())
    .execute();
  return rows.filter((r) => r.send_state !== 'skipped' && !(r.send_state === 'failed' && Number(r.attempts) === 0)).map((r) => Date.parse(r.created_at));
}

/** SMS: a mainland mobile number, the segments of the signed text, 1 a minute / 5 an hour / 10 a day per number. */
export const smsLimit: ChannelLimit = async (db, n, now) => {
  const sign = await configValue(db, 'sms_sign_name');
  const segments = smsSegments(smsText(typeof sign === 'string' ? sign : null, n.content));
  if (!MOBILE_PATTERN.test(n.recipient)) return { ok: false, reason: `「${n.recipient.slice(0, 40)}」不是有效的中国大陆手机号` };
  const refusal = smsRateRefusal(await recentSmsTimes(db, n.recipient, now), now);
  return refusal ? { ok: false, reason: refusal } : { ok: true, segments };
};

/** WeChat: the template is one of `wechat_templates` and the variables are exactly its keys. */
export const wechatLimit: ChannelLimit = async (db, n) => {
  const parsed = parseWechatTemplates(await configValue(db, 'wechat_templates'));
  if (!parsed.ok) return { ok: false, reason: parsed.message };
  const refusal = wechatVariablesRefusal(parsed.templates, n.templateCode, n.variables ?? {});
  return refusal ? { ok: false, reason: refusal } : { ok: true };
};

/** Email: an address that bounced is not written to until its flag is cleared. */
export const emailLimit: ChannelLimit = async (db, n) => {
  const bounce = await bounceOf(db, n.recipient);
  return bounce === null ? { ok: true } : { ok: false, reason: `该邮箱曾退信：${bounce}` };
};

/** The limits by channel. */
export const CHANNEL_LIMITS: Record<NotificationChannel, ChannelLimit> = {
  site: none,
  email: emailLimit,
  wechat: wechatLimit,
  sms: smsLimit,
};
