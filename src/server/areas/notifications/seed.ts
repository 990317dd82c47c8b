import type { Insertable } from 'kysely';
import type { NotificationChannel } from '../../../../resources/notifications/states.ts';
import { defineSeed } from '../../db/areaSeed.ts';
import type { Db } from '../../db/database.ts';
import { createRandom } from '../../db/random.ts';
import { REPAIR_STATUSES } from '../../../../resources/needs/repairs.ts';
import { chinaMinute } from '../../../domain/chinaTime.ts';
import { smsSegments, smsText } from '../../../domain/smsLimits.ts';
import { PRODUCT_MODELS } from '../needs/seedData.ts';
import { DEFAULT_TEMPLATES } from '../settings/templateDefaults.ts';
import { renderTemplate } from '../settings/templateHtml.ts';
import { NOTIFY_PROVIDER_CONFIGS } from './providerConfigs.ts';
import { DEMO_CHANNELS, DEMO_NAMES, DEMO_REMARKS, DEMO_TITLES, demoTriggerOf } from './seedData.ts';
import { renderTextMessage } from './textMessages.ts';
import type { NotificationAttemptTable, NotificationTable } from './tables.ts';

/**
 * Demo data of the outbox: 150 notifications over the last 30 days across the four channels and
 * every state — mostly 成功 (delivered, or for some SMS 拒收 / 失败 by receipt), some 失败 with
 * their vendor's error after one attempt (permanent) or five (transient), a few 待发送 awaiting a
 * retry, 已忽略 (the channel switched off at the time) — each with its attempts, the SMS with
 * their segment count, and some failed ones resent (a new row linked by `resend_of`). Written
 * straight to the tables with the demo's seeded generator, so /notification/stat shows real days.
 */

type Random = () => number;
type Row = Insertable<NotificationTable>;
type Attempt = Omit<Insertable<NotificationAttemptTable>, 'notification_id'>;

const DAY = 86_400_000;
const ROWS = 150;
const SMS_SIGN = NOTIFY_PROVIDER_CONFIGS.find((c) => c.key === 'sms_sign_name')?.value;
const WAITS_S = [30, 120, 600, 3600, 21_600];

const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const iso = (ms: number): string => new Date(ms).toISOString();

function channelOf(r: Random): NotificationChannel {
  let x = r();
  for (const [channel, c] of Object.entries(DEMO_CHANNELS) as [NotificationChannel, (typeof DEMO_CHANNELS)[NotificationChannel]][]) {
    x -= c.weight;
    if (x < 0) return channel;
  }
  return 'email';
}

function recipientOf(r: Random, channel: NotificationChannel, i: number, accounts: readonly number[]): string {
  if (channel === 'email') return `${pick(r, ['chen', 'wangli', 'liuyang', 'zhaomin', 'sunjh', 'service'])}${i % 7}@${pick(r, ['163.com', 'qq.com', 'laser-demo.cn', 'example.com'])}`;
  if (channel === 'wechat') return `oX7a${Math.floor(r() * 1e10).toString(36).padStart(7, '0')}${i}`;
  if (channel === 'sms') return `1${pick(r, ['38', '39', '58', '86', '77'])}${String(Math.floor(r() * 1e8)).padStart(8, '0')}`;
  return String(pick(r, accounts));
}

/** A row's message: a declared template rendered as the trigger runner renders it (email through the one renderer). */
function messageOf(r: Random, channel: NotificationChannel, i: number, createdAt: number) {
  const code = pick(r, DEMO_CHANNELS[channel].templates);
  const model = pick(r, PRODUCT_MODELS);
  const name = pick(r, DEMO_NAMES);
  const vars: Record<string, string | number> = {
    customer_name: name,
    no: `${code === 'backup_overdue' ? 'BY' : code === 'ticket_assigned' ? 'GD' : 'WX'}2026${String(1000 + i)}`,
    status: pick(r, REPAIR_STATUSES).label,
    model: model.name,
    serial: `SUP${model.code}${model.letters ?? 'AB'}24${String(1 + (i % 12)).padStart(2, '0')}`,
    days: 1 + Math.floor(r() * 40),
    time: chinaMinute(createdAt),
    title: pick(r, DEMO_TITLES),
    actor: pick(r, DEMO_NAMES),
    remark: pick(r, DEMO_REMARKS),
  };
  // the variables the trigger declares, as the trigger runner fills them
  const trigger = demoTriggerOf(code);
  const variables = Object.fromEntries(trigger.variables.map((k) => [k, vars[k] ?? '']));
  if (channel !== 'email') {
    const m = renderTextMessage(channel, code, variables);
    if (!m) throw new Error(`demo outbox: template ${code} has no ${channel} text`);
    return { code: m.templateCode, trigger: trigger.name, recipientName: channel === 'sms' ? name : null, subject: m.subject, content: m.content, variables: m.variables };
  }
  const t = DEFAULT_TEMPLATES.find((d) => d.code === code);
  if (!t) throw new Error(`demo outbox: no email template ${code}`);
  const out = renderTemplate(t.subject, t.body, variables);
  return { code, trigger: trigger.name, recipientName: name, subject: out.subject, content: out.html, variables };
}

type Fate = 'delivered' | 'sent' | 'rejected' | 'receiptFailed' | 'failedPermanent' | 'failedTransient' | 'retrying' | 'skipped' | 'pending';

function fateOf(r: Random, channel: NotificationChannel, ageDays: number): Fate {
  const x = r();
  // 站内信 still due would reach the demo accounts' inboxes when the server starts: those are all delivered
  if (ageDays < 0.1 && channel !== 'site') return x < 0.5 ? 'pending' : 'retrying';
  if (x < 0.04) return 'skipped';
  if (x < 0.12) return 'failedPermanent';
  if (x < 0.16 && channel !== 'site') return 'failedTransient';
  if (x < 0.22 && channel !== 'site' && ageDays < 2) return 'retrying';
  if (channel === 'sms' && x < 0.25) return 'rejected';
  if ((channel === 'sms' || channel === 'wechat') && x < 0.3) return 'receiptFailed';
  if (channel === 'email' && x < 0.4) return 'sent';
  return 'delivered';
}

function built(r: Random, i: number, channel: NotificationChannel, createdAt: number, now: number, accounts: readonly number[], resendOf: Row | null): { row: Row; attempts: Attempt[] } {
  const c = DEMO_CHANNELS[channel];
  const m = resendOf
    ? { code: resendOf.template_code ?? null, trigger: 'resend', recipientName: resendOf.recipient_name ?? null, subject: resendOf.subject ?? null, content: resendOf.content, variables: JSON.parse(resendOf.variables_json ?? 'null') as Record<string, unknown> | null }
    : messageOf(r, channel, i, createdAt);
  const ageDays = (now - createdAt) / DAY;
  const fate: Fate = resendOf ? (r() < 0.8 ? 'delivered' : 'failedPermanent') : fateOf(r, channel, ageDays);
  const key = `demo:${i}`;
  const attempts: Attempt[] = [];
  let t = createdAt + 1000 + Math.floor(r() * 4000);
  const attempt = (result: 'sent' | 'failed' | 'retry', error: string | null, id: string | null): void => {
    attempts.push({ attempt: attempts.length + 1, started_at: iso(t), finished_at: iso(t + 300 + Math.floor(r() * 1500)), result, error, provider_message_id: id });
  };
  const providerId = channel === 'site' ? `message-${9000 + i}` : channel === 'email' ? `<${key.replace(':', '.')}@laser-demo.cn>` : channel === 'wechat' ? String(2_000_000_000 + i * 7919) : `${Math.floor(r() * 1e12)}^${i}`;
  const row: Row = {
    channel,
    template_code: m.code,
    recipient: resendOf ? resendOf.recipient : recipientOf(r, channel, i, accounts),
    recipient_name: m.recipientName,
    subject: m.subject,
    content: m.content,
    variables_json: m.variables ? JSON.stringify(m.variables) : null,
    send_state: 'sent',
    receipt_state: 'unknown',
    attempts: 0,
    max_attempts: 5,
    next_attempt_at: iso(createdAt),
    lease_until: null,
    provider: c.provider,
    provider_message_id: null,
    error: null,
    idempotency_key: key,
    segments: channel === 'sms' ? smsSegments(smsText(typeof SMS_SIGN === 'string' ? SMS_SIGN : null, m.content)) : null,
    trigger: m.trigger,
    triggered_by: resendOf || channel === 'site' ? pick(r, accounts) : null,
    resend_of: null,
    sent_at: null,
    delivered_at: null,
    created_at: iso(createdAt),
    updated_at: iso(createdAt),
    version: 1,
  };
  const retries = fate === 'failedTransient' ? 4 : fate === 'retrying' ? 1 + Math.floor(r() * 2) : r() < 0.12 && c.transient.length ? 1 : 0;
  for (let k = 0; k < retries; k++) {
    attempt('retry', pick(r, c.transient.length ? c.transient : c.permanent), null);
    t += WAITS_S[k] * 1000;
  }
  if (fate === 'skipped') {
    row.send_state = 'skipped';
    row.error = `该渠道已在系统配置中关闭（notify_channel_${channel}）`;
  } else if (fate === 'pending' || fate === 'retrying') {
    row.send_state = 'pending';
    row.next_attempt_at = iso(fate === 'pending' ? createdAt : t);
    row.error = attempts.at(-1)?.error ?? null;
  } else if (fate === 'failedPermanent' || fate === 'failedTransient') {
    const error = fate === 'failedPermanent' ? pick(r, c.permanent) : `${pick(r, c.transient)}（已达最多尝试次数 5 次）`;
    attempt('failed', error.replace(/（已达.*$/, ''), null);
    row.send_state = 'failed';
    row.error = error;
  } else {
    attempt('sent', null, providerId);
    row.provider_message_id = providerId;
    row.sent_at = attempts.at(-1)?.finished_at ?? null;
    if (fate === 'delivered') {
      row.receipt_state = 'delivered';
      row.delivered_at = iso(t + 2000 + Math.floor(r() * 30_000));
    } else if (fate === 'rejected') {
      row.receipt_state = 'rejected';
      row.error = pick(r, ['DELIVRD 失败：用户拒收', 'MK:0005 用户已退订']);
    } else if (fate === 'receiptFailed') {
      row.receipt_state = 'failed';
      row.error = channel === 'sms' ? pick(r, ['UNDELIV 空号', 'MI:0013 用户停机']) : 'failed:user block 用户拒收消息';
    }
  }
  row.attempts = attempts.length;
  row.updated_at = attempts.at(-1)?.finished_at ?? row.created_at;
  return { row, attempts };
}

export async function seedNotifications(db: Db, now: number): Promise<void> {
  const r = createRandom(20_261_120);
  const accounts = (await db.selectFrom('admin').select('id').orderBy('id').execute()).map((a) => a.id);
  if (!accounts.length) return;
  const made: { row: Row; attempts: Attempt[] }[] = [];
  for (let i = 0; i < ROWS; i++) {
    // a few in the last two hours, still on their way
    const createdAt = i < 6 ? now - (i + 1) * 20 * 60_000 : now - Math.floor(Math.pow(r(), 1.2) * 30 * DAY);
    made.push(built(r, i, channelOf(r), createdAt, now, accounts, null));
  }
  made.sort((a, b) => String(a.row.created_at).localeCompare(String(b.row.created_at)));
  await db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const m of made) {
      const { id } = await trx.insertInto('notification').values(m.row).returning('id').executeTakeFirstOrThrow();
      ids.push(id);
      if (m.attempts.length) await trx.insertInto('notification_attempt').values(m.attempts.map((a) => ({ ...a, notification_id: id }))).execute();
    }
    // some failed ones were resent from the list an hour or a day later
    let n = ROWS;
    for (const [k, m] of made.entries()) {
      if (m.row.send_state !== 'failed' || r() < 0.4) continue;
      const at = Math.min(now - 60_000, Date.parse(String(m.row.updated_at)) + (r() < 0.5 ? 3_600_000 : DAY));
      const again = built(r, n++, m.row.channel as NotificationChannel, at, now, accounts, m.row);
      const { id } = await trx.insertInto('notification').values({ ...again.row, resend_of: ids[k] }).returning('id').executeTakeFirstOrThrow();
      if (again.attempts.length) await trx.insertInto('notification_attempt').values(again.attempts.map((a) => ({ ...a, notification_id: id }))).execute();
    }
  });
}

export const seed = defineSeed({ area: 'notifications', seeds: ['notifications', 'notificationAttempts'], after: ['people', 'settings'], run: (db, now) => seedNotifications(db, now) });
