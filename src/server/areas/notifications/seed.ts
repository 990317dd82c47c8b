import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { NotifyChannel } from '../../../../resources/define.ts';
import type { NotificationChannel } from '../../../../resources/notifications/states.ts';
import { RESEND_TRIGGER } from '../../../../resources/notifications/notifyWords.ts';
import { smsRateRefusal, smsSegments, smsText } from '../../../domain/smsLimits.ts';
import { defineSeed } from '../../db/areaSeed.ts';
import type { Db } from '../../db/database.ts';
import type { RecipientResolvers } from '../../shared/notify/types.ts';
import { createRandom } from '../../db/random.ts';
import { triggerVariables } from './triggers.ts';
import { DEFAULT_TEMPLATES } from '../../shared/notify/templateDefaults.ts';
import { renderTemplate } from '../../shared/notify/templateHtml.ts';
import { NOTIFY_PROVIDER_CONFIGS, SMTP_CONFIGS } from '../../shared/notify/providerConfigs.ts';
import { messageIdOf } from './providers/smtp.ts';
import { DEMO_CHANNELS, WECHAT_BLOCKED } from './seedData.ts';
import { demoOccurrences, type DemoOccurrence } from './seedSources.ts';
import { renderTextMessage, type RenderedMessage } from './textMessages.ts';
import type { NotificationAttemptTable, NotificationTable } from '../../db/tables.ts';

/**
 * Demo data of the outbox: what the declared triggers would have written over the last 30 days
 * for the seeded records (seedSources.ts) — each row through the runner's own steps: the
 * recipient resolver (the record's customer by their 通知方式, the ticket's new handler), the
 * trigger's variables and the channel's template — then given a fate: mostly 成功 (with its
 * receipt as each vendor reports one), some 失败 with their vendor's error after one attempt
 * (permanent) or five (transient), a few 待发送 awaiting a retry, 已忽略 (the channel switched
 * off at the time), SMS refused by the per-number limits, mail to an address that bounced; some
 * failed ones resent. A delivered 站内信 is in its recipient's inbox. So /notification/stat shows
 * real days and every number a row names is a seeded record's.
 */

type Random = () => number;
type Row = Insertable<NotificationTable>;
type Attempt = Omit<Insertable<NotificationAttemptTable>, 'notification_id'>;
type Made = { row: Row; attempts: Attempt[] };

const DAY = 86_400_000;
const DAYS = 30;
/** About this many rows before the resends. */
const ROWS = 150;
const SMS_SIGN = NOTIFY_PROVIDER_CONFIGS.find((c) => c.key === 'sms_sign_name')?.value;
const SMTP_FROM = String(SMTP_CONFIGS.find((c) => c.key === 'smtp_from')?.value ?? '');
const WAITS_S = [30, 120, 600, 3600, 21_600];
/** outbox.ts's reason for a row of a channel switched off. */
const SKIPPED = (channel: string) => `该渠道已在系统配置中关闭（notify_channel_${channel}）`;

const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const iso = (ms: number): string => new Date(ms).toISOString();
const uuidOf = (seed: string): string => {
  const h = createHash('sha1').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/** Keeps every reminder and assignment, and enough repair changes (drawn) to make about `ROWS`. */
function thinned(r: Random, all: readonly DemoOccurrence[]): DemoOccurrence[] {
  const repairs = all.filter((o) => o.trigger.name === 'repair_status').length;
  const rate = repairs ? Math.min(1, (ROWS - (all.length - repairs)) / repairs) : 1;
  return all.filter((o) => o.trigger.name !== 'repair_status' || r() < rate);
}

/** The message of a channel as the runner renders it: the email template of the code (the seeded one, else the default), else the declared text. */
async function rendered(db: Db, channel: NotifyChannel, code: string, variables: Record<string, string | number>): Promise<RenderedMessage | null> {
  if (channel !== 'email') return renderTextMessage(channel, code, variables);
  const t = (await db.selectFrom('email_template').select(['subject', 'body']).where('code', '=', code).executeTakeFirst()) ?? DEFAULT_TEMPLATES.find((d) => d.code === code);
  if (!t) return null;
  const out = renderTemplate(t.subject, t.body, variables);
  return { templateCode: code, subject: out.subject, content: out.html, variables };
}

/** The fates of a channel's 2nd, 5th, 8th … row (the others are drawn). */
const SET_FATES: Readonly<Record<number, Fate>> = { 2: 'failedPermanent', 5: 'failedTransient', 8: 'skipped', 11: 'failedPermanent', 14: 'failedTransient' };

type Fate = 'delivered' | 'sent' | 'rejected' | 'receiptFailed' | 'failedPermanent' | 'failedTransient' | 'retrying' | 'skipped' | 'pending';

/** What became of a row, as each channel's vendor reports it: mail has no receipt, an SMS is never 拒收, WeChat reports a block. */
function fateOf(r: Random, channel: NotificationChannel, ageDays: number): Fate {
  if (channel === 'site') return 'delivered';
  const x = r();
  if (ageDays < 0.1) return x < 0.5 ? 'pending' : 'retrying';
  if (x < 0.04) return 'skipped';
  if (x < 0.12) return 'failedPermanent';
  if (x < 0.16) return 'failedTransient';
  if (x < 0.22 && ageDays < 2) return 'retrying';
  if (channel === 'email') return 'sent';
  if (channel === 'wechat' && x < 0.25) return 'rejected';
  if (x < 0.3) return 'receiptFailed';
  return 'delivered';
}

/** The id a vendor answers for a sent row. */
function providerIdOf(r: Random, channel: NotificationChannel, key: string, i: number): string {
  if (channel === 'email') return messageIdOf(key, SMTP_FROM);
  if (channel === 'wechat') return String(2_400_000_000 + i * 7919);
  return `${String(Math.floor(r() * 1e12)).padStart(12, '0')}^0`;
}

interface Draft {
  channel: NotificationChannel;
  recipient: string;
  recipientName: string | null;
  message: RenderedMessage;
  trigger: string;
  triggeredBy: number | null;
  key: string;
  at: number;
  /** Why the outbox refused it before any attempt (a limit), or null. */
  refused: string | null;
  fate: Fate;
}

function built(r: Random, d: Draft, i: number): Made {
  const c = DEMO_CHANNELS[d.channel];
  const attempts: Attempt[] = [];
  let t = d.at + 1000 + Math.floor(r() * 4000);
  const attempt = (result: 'sent' | 'failed' | 'retry', error: string | null, id: string | null): void => {
    attempts.push({ attempt: attempts.length + 1, started_at: iso(t), finished_at: iso(t + 300 + Math.floor(r() * 1500)), result, error, provider_message_id: id });
  };
  const row: Row = {
    channel: d.channel, template_code: d.message.templateCode, recipient: d.recipient, recipient_name: d.recipientName, subject: d.message.subject, content: d.message.content,
    variables_json: JSON.stringify(d.message.variables), send_state: 'sent', receipt_state: 'unknown', attempts: 0, max_attempts: 5, next_attempt_at: iso(d.at), lease_until: null,
    provider: c.provider, provider_message_id: null, error: null, idempotency_key: d.key,
    segments: d.channel === 'sms' ? smsSegments(smsText(typeof SMS_SIGN === 'string' ? SMS_SIGN : null, d.message.content)) : null,
    trigger: d.trigger, triggered_by: d.triggeredBy, resend_of: null, sent_at: null, delivered_at: null, created_at: iso(d.at), updated_at: iso(d.at), version: 1,
  };
  if (d.refused) return { row: { ...row, send_state: 'failed', error: d.refused }, attempts };
  const fate = d.fate;
  const retries = fate === 'failedTransient' ? 4 : fate === 'retrying' ? 1 + Math.floor(r() * 2) : r() < 0.12 && c.transient.length ? 1 : 0;
  for (let k = 0; k < retries; k++) {
    attempt('retry', pick(r, c.transient), null);
    t += WAITS_S[k] * 1000;
  }
  if (fate === 'skipped') {
    Object.assign(row, { send_state: 'skipped', error: SKIPPED(d.channel) });
  } else if (fate === 'pending' || fate === 'retrying') {
    Object.assign(row, { send_state: 'pending', next_attempt_at: iso(fate === 'pending' ? d.at : t), error: attempts.at(-1)?.error ?? null });
  } else if (fate === 'failedPermanent' || fate === 'failedTransient') {
    const error = fate === 'failedPermanent' ? pick(r, c.permanent) : pick(r, c.transient);
    attempt('failed', error, null);
    Object.assign(row, { send_state: 'failed', error: fate === 'failedTransient' ? `${error}（已达最多尝试次数 5 次）` : error });
  } else {
    const id = d.channel === 'site' ? null : providerIdOf(r, d.channel, d.key, i);
    attempt('sent', null, id);
    Object.assign(row, { provider_message_id: id, sent_at: attempts.at(-1)?.finished_at ?? null });
    if (fate === 'delivered') Object.assign(row, { receipt_state: 'delivered', delivered_at: iso(t + 2000 + Math.floor(r() * 30_000)) });
    else if (fate === 'rejected') Object.assign(row, { receipt_state: 'rejected', error: WECHAT_BLOCKED });
    else if (fate === 'receiptFailed') Object.assign(row, { receipt_state: 'failed', error: pick(r, c.receiptFailed) });
  }
  row.attempts = attempts.length;
  row.updated_at = attempts.at(-1)?.finished_at ?? row.created_at;
  return { row, attempts };
}

/** The outbox rows of the seeded records' trigger occurrences, with the SMS limits per number the outbox applies. */
async function drafts(db: Db, r: Random, now: number, recipients: RecipientResolvers): Promise<Draft[]> {
  const out: Draft[] = [];
  const smsTimes = new Map<string, number[]>();
  const seen = new Map<string, number>();
  for (const o of thinned(r, await demoOccurrences(db, now, DAYS))) {
    const recipient = (await recipients[o.trigger.to]?.(db, o.record, o.cause.actor)) ?? null;
    const channel = o.trigger.channel === 'preferred' ? recipient?.preferred : o.trigger.channel;
    const address = recipient && channel && channel !== 'none' ? recipient.addresses[channel] : null;
    if (!recipient || !channel || channel === 'none' || !address) continue;
    const message = await rendered(db, channel, o.trigger.template, triggerVariables(o.resource, o.trigger, o.record, o.cause));
    if (!message) continue;
    const at = o.cause.now;
    const nth = (seen.get(channel) ?? 0) + 1;
    seen.set(channel, nth);
    const drawn = fateOf(r, channel, (now - at) / DAY);
    // every channel's list shows each outcome: some of its rows older than two days take a set one
    const fate = channel !== 'site' && (now - at) / DAY > 2 ? (SET_FATES[nth] ?? drawn) : drawn;
    let refused: string | null = null;
    if (channel === 'sms' && fate !== 'skipped') {
      const earlier = smsTimes.get(address) ?? [];
      refused = smsRateRefusal(earlier, at);
      if (!refused) smsTimes.set(address, [...earlier, at]);
    }
    const d: Draft = { channel, recipient: address, recipientName: recipient.name, message, trigger: o.trigger.name, triggeredBy: o.cause.actor?.id ?? null, key: o.cause.idempotencyKey, at, refused, fate };
    out.push(d);
  }
  return out;
}

/** A 550 to RCPT TO flags the address (smtp.ts); the flag is what later mail to it is refused by. */
const bounceOf = (m: Made): string | null => (m.row.channel === 'email' && m.row.send_state === 'failed' && /\b550\b/.test(String(m.row.error)) ? String(m.row.error) : null);

export async function seedNotifications(db: Db, now: number, recipients: RecipientResolvers): Promise<void> {
  const r = createRandom(20_261_120);
  const accounts = (await db.selectFrom('admin').select('id').where('username', 'in', ['admin', 'staff', 'sunfang']).orderBy('id').execute()).map((a) => a.id);
  const made: Made[] = [];
  const bounced = new Map<string, { reason: string; at: string }>();
  for (const [i, d] of (await drafts(db, r, now, recipients)).entries()) {
    const flag = d.channel === 'email' ? bounced.get(d.recipient.toLowerCase()) : undefined;
    const m = built(r, flag ? { ...d, refused: `该邮箱曾退信：${flag.reason}` } : d, i);
    const bounce = bounceOf(m);
    if (bounce) bounced.set(d.recipient.toLowerCase(), { reason: bounce, at: String(m.row.updated_at) });
    made.push(m);
  }
  if (!made.length) return;
  await db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const m of made) {
      if (m.row.channel === 'site' && m.row.send_state === 'sent') {
        const messageId = `message-${await deliverSite(trx, m.row, now)}`;
        m.row.provider_message_id = messageId;
        const last = m.attempts.at(-1);
        if (last) last.provider_message_id = messageId;
      }
      const { id } = await trx.insertInto('notification').values(m.row).returning('id').executeTakeFirstOrThrow();
      ids.push(id);
      if (m.attempts.length) await trx.insertInto('notification_attempt').values(m.attempts.map((a) => ({ ...a, notification_id: id }))).execute();
    }
    for (const [address, b] of bounced) await trx.insertInto('email_bounce').values({ address, reason: b.reason.slice(0, 500), bounced_at: b.at }).execute();
    // some failed ones were resent from the list an hour or a day later (not those a limit refused: the limit would refuse again)
    for (const [k, m] of made.entries()) {
      if (m.row.send_state !== 'failed' || m.row.attempts === 0 || r() < 0.4 || !accounts.length) continue;
      const at = Math.min(now - 60_000, Date.parse(String(m.row.updated_at)) + (r() < 0.5 ? 3_600_000 : DAY));
      const message: RenderedMessage = { templateCode: String(m.row.template_code), subject: m.row.subject ?? null, content: m.row.content, variables: JSON.parse(m.row.variables_json ?? '{}') as Record<string, unknown> };
      const key = `${RESEND_TRIGGER}:${uuidOf(`resend:${String(m.row.idempotency_key)}`)}`;
      const again = built(r, { channel: m.row.channel as NotificationChannel, recipient: m.row.recipient, recipientName: m.row.recipient_name ?? null, message, trigger: RESEND_TRIGGER, triggeredBy: pick(r, accounts), key, at, refused: null, fate: r() < 0.8 ? (m.row.channel === 'email' ? 'sent' : 'delivered') : 'failedPermanent' }, made.length + k);
      const { id } = await trx.insertInto('notification').values({ ...again.row, resend_of: ids[k] }).returning('id').executeTakeFirstOrThrow();
      if (again.attempts.length) await trx.insertInto('notification_attempt').values(again.attempts.map((a) => ({ ...a, notification_id: id }))).execute();
    }
  });
}

/** A delivered 站内信 in its recipient's inbox, from the account that triggered it (read when more than 3 days old); its message id. */
async function deliverSite(db: Db, row: Row, now: number): Promise<number> {
  const at = String(row.sent_at ?? row.created_at);
  const recipient = Number(row.recipient);
  const sender = row.triggered_by ?? recipient;
  const { id } = await db
    .insertInto('message')
    .values({ kind: 'private', sender_id: sender, created_by: sender, title: String(row.subject ?? '').slice(0, 100), content: row.content.slice(0, 2000), status: 'sent', sent_at: at, created_at: at, updated_at: at, edited_at: null, edited_by: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('message_receipt').values({ message_id: id, recipient_id: recipient, delivered_at: at, read_at: now - Date.parse(at) > 3 * DAY ? at : null }).execute();
  return id;
}

export const seed = defineSeed({ area: 'notifications', seeds: ['notifications', 'notificationAttempts'], after: ['people', 'settings', 'repairs', 'needs', 'workflow'], run: (db, now, areas) => seedNotifications(db, now, areas.recipients) });
