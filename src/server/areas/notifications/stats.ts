import { sql } from 'kysely';
import { notifications } from '../../../../resources/notifications/outbox.ts';
import { chinaDayOfUtcDay } from '../../../domain/chinaTime.ts';
import { daysBetween, successRate, TOP_ERRORS, type NotificationStat, type StatChannel, type StatDay } from '../../../domain/notificationStat.ts';
import { utcDayParts } from '../../db/chinaDaySql.ts';
import { ok } from '../../../domain/envelope.ts';
import type { Db } from '../../db/database.ts';
import type { GroupHandler } from '../../engine/mount.ts';
import { fieldByName } from '../../engine/schema.ts';
import { statRange, type StatRange } from '../../shared/stats/statRange.ts';

/** The channels in the declaration's order (站内信, 邮件, 微信, 短信). */
const CHANNELS: readonly string[] = (fieldByName(notifications, 'channel')?.options ?? []).map((o) => String(o.value));

/** The failure text of a row that failed without one. */
const NO_ERROR = '未知错误';

type Num = number | string | null;
const n = (v: Num): number => Number(v ?? 0);

/** A channel's counters, empty. */
const blank = (channel: string): StatChannel => ({ channel, total: 0, sent: 0, failed: 0, skipped: 0, uncertain: 0, delivered: 0, successRate: null });

/**
 * The notifications created in the range, by UTC day, whether at 16:00 UTC or later (the next
 * China day) and channel: plain SQL the same on both databases; the China day is read here.
 */
async function countsByDay(db: Db, range: StatRange) {
  const { day, late } = utcDayParts(sql.ref('n.created_at'));
  const r = await sql<{ day: string; late: Num; channel: string; total: Num; sent: Num; failed: Num; skipped: Num; uncertain: Num; delivered: Num }>`
    select ${day} as day, ${late} as late, n.channel as channel, count(*) as total,
      sum(case when n.send_state = 'sent' then 1 else 0 end) as sent,
      sum(case when n.send_state = 'failed' then 1 else 0 end) as failed,
      sum(case when n.send_state = 'skipped' then 1 else 0 end) as skipped,
      sum(case when n.send_state = 'uncertain' then 1 else 0 end) as uncertain,
      sum(case when n.receipt_state = 'delivered' then 1 else 0 end) as delivered
    from notification n where n.created_at >= ${range.start} and n.created_at < ${range.end}
    group by ${day}, ${late}, n.channel`.execute(db);
  return r.rows.map((row) => ({ day: chinaDayOfUtcDay(row.day, n(row.late) === 1), channel: row.channel, total: n(row.total), sent: n(row.sent), failed: n(row.failed), skipped: n(row.skipped), uncertain: n(row.uncertain), delivered: n(row.delivered) }));
}

/** The most frequent reasons of the range's failures (sending failed, or the receipt says rejected/failed). */
async function topErrors(db: Db, range: StatRange) {
  const r = await sql<{ error: string | null; channel: string; count: Num }>`
    select n.error as error, n.channel as channel, count(*) as count from notification n
    where n.created_at >= ${range.start} and n.created_at < ${range.end}
      and (n.send_state = 'failed' or n.receipt_state in ('rejected', 'failed'))
    group by n.error, n.channel order by count(*) desc, n.channel, n.error limit ${TOP_ERRORS}`.execute(db);
  return r.rows.map((row) => ({ error: row.error ?? NO_ERROR, channel: row.channel, count: n(row.count) }));
}

/** The statistics of the notifications created in the range's China days. */
export async function notificationStat(db: Db, range: StatRange): Promise<NotificationStat> {
  const [rows, errors] = await Promise.all([countsByDay(db, range), topErrors(db, range)]);
  const days = daysBetween(range.from, range.to);
  const cells = new Map<string, StatDay>();
  for (const d of days) for (const channel of CHANNELS) cells.set(`${d}|${channel}`, { day: d, channel, sent: 0, failed: 0, uncertain: 0, delivered: 0 });
  const channels = new Map(CHANNELS.map((c) => [c, blank(c)]));
  const total = blank('');
  for (const row of rows) {
    const cell = cells.get(`${row.day}|${row.channel}`);
    if (cell) {
      cell.sent += row.sent;
      cell.failed += row.failed;
      cell.uncertain += row.uncertain;
      cell.delivered += row.delivered;
    }
    for (const sum of [channels.get(row.channel), total]) {
      if (!sum) continue;
      sum.total += row.total;
      sum.sent += row.sent;
      sum.failed += row.failed;
      sum.skipped += row.skipped;
      sum.uncertain += row.uncertain;
      sum.delivered += row.delivered;
    }
  }
  const rated = (c: StatChannel): StatChannel => ({ ...c, successRate: successRate(c.sent, c.failed) });
  return { from: range.from, to: range.to, days, byDay: [...cells.values()], channels: [...channels.values()].map(rated), total: rated(total), topErrors: errors };
}

/**
 * GET /notification/stat?from&to (manage_message): per China day and channel sent, failed,
 * 发送结果未知 and delivered; per channel the success rate; the ten most frequent failure
 * reasons. A bad range → 400 in Chinese.
 */
export const notificationStatHandler: GroupHandler = (deps) => async (c) => {
  const range = statRange(c.req.query('from'), c.req.query('to'), deps.clock.now());
  return c.json(ok(await notificationStat(deps.db, range)));
};
