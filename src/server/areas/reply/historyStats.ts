import type { Handler } from 'hono';
import { sql, type Kysely } from 'kysely';
import { chinaDayOfUtcDay } from '../../../domain/chinaTime.ts';
import { ok } from '../../../domain/envelope.ts';
import { dayCount, shiftDay } from '../../../domain/notificationStat.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { utcDayParts } from '../../db/chinaDaySql.ts';
import type { Database } from '../../db/tables.ts';
import { statRange, type StatRange } from '../../shared/stats/statRange.ts';

/** How many rules and unmatched messages the statistics name. */
export const REPLY_STAT_TOP = 10;

/** 历史统计 (`GET /reply/history-stat`). */
export interface ReplyHistoryStat {
  from: string;
  to: string;
  total: number;
  matched: number;
  /** matched / total, 0–1 (0 when there are no messages). */
  hitRate: number;
  days: { day: string; messages: number; matched: number }[];
  topRules: { ruleId: number; name: string; hits: number }[];
  topUnmatched: { text: string; count: number }[];
}

/**
 * The statistics of the followers' messages in a range of China days (test messages of 模拟消息
 * are left out): per day (every day of the range, zeros where none), the hit rate (a keyword or the
 * 关注回复 answered: `reply_message.matched`), the rules that answered most, and the unmatched
 * messages asked most (grouped by their normalised text).
 */
export async function replyHistoryStat(db: Kysely<Database>, range: StatRange): Promise<ReplyHistoryStat> {
  const within = db
    .selectFrom('reply_message')
    .where('reply_message.is_test', '=', 0)
    .where('reply_message.created_at', '>=', range.start)
    .where('reply_message.created_at', '<', range.end);
  const { day, late } = utcDayParts(sql.ref('reply_message.created_at'));
  const counted = await within
    .select((e) => [day.as('day'), late.as('late'), e.fn.countAll().as('messages'), e.fn.sum('reply_message.matched').as('matched')])
    .groupBy([day, late])
    .execute();
  const days = Array.from({ length: dayCount(range.from, range.to) }, (_, i) => ({ day: shiftDay(range.from, i), messages: 0, matched: 0 }));
  const byDay = new Map(days.map((d) => [d.day, d]));
  let total = 0;
  let matched = 0;
  for (const r of counted) {
    const messages = Number(r.messages);
    const hits = Number(r.matched ?? 0);
    total += messages;
    matched += hits;
    const d = byDay.get(chinaDayOfUtcDay(String(r.day), Number(r.late) === 1));
    if (!d) continue;
    d.messages += messages;
    d.matched += hits;
  }
  const topRules = await within
    .innerJoin('reply_rule', 'reply_rule.id', 'reply_message.rule_id')
    .where('reply_message.matched', '=', 1)
    .select((e) => ['reply_rule.id', 'reply_rule.name', e.fn.countAll().as('hits')])
    .groupBy(['reply_rule.id', 'reply_rule.name'])
    .orderBy('hits', 'desc')
    .orderBy('reply_rule.id')
    .limit(REPLY_STAT_TOP)
    .execute();
  const topUnmatched = await within
    .where('matched', '=', 0)
    .where('msg_type', '=', 'text')
    .where('normalized', 'is not', null)
    .select((e) => ['normalized', e.fn.countAll().as('n')])
    .groupBy('normalized')
    .orderBy('n', 'desc')
    .orderBy('normalized')
    .limit(REPLY_STAT_TOP)
    .execute();
  return {
    from: range.from,
    to: range.to,
    total,
    matched,
    hitRate: total === 0 ? 0 : matched / total,
    days,
    topRules: topRules.map((r) => ({ ruleId: Number(r.id), name: r.name, hits: Number(r.hits) })),
    topUnmatched: topUnmatched.map((r) => ({ text: String(r.normalized), count: Number(r.n) })),
  };
}

/** GET /reply/history-stat?from=YYYY-MM-DD&to=YYYY-MM-DD (China days; default the last 30 days; a bad day or range is 400). */
export const statsHandler = (deps: Deps): Handler<AppEnv> => async (c) =>
  c.json(ok(await replyHistoryStat(deps.db, statRange(c.req.query('from'), c.req.query('to'), deps.clock.now()))));
