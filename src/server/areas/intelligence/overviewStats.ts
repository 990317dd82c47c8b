import type { Handler } from 'hono';
import { sql } from 'kysely';
import { chinaDayOfUtcDay } from '../../../domain/chinaTime.ts';
import { ok } from '../../../domain/envelope.ts';
import { daysBetween } from '../../../domain/notificationStat.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { utcDayParts } from '../../db/chinaDaySql.ts';
import type { Db } from '../../db/database.ts';
import { statRange, type StatRange } from '../../shared/stats/statRange.ts';

/**
 * 数据统计's figures over China days `from`..`to` (default the last 30): conversations, messages
 * and users a day (a user: a named customer, else the conversation itself), the answers' sources,
 * the share answered, satisfaction from the votes, the keywords hit most and the questions nobody
 * answered most (each names its conversations' filter). The same SQL on both databases.
 */

type Num = number | string | null;
const n = (v: Num): number => Number(v ?? 0);

/** How many keywords and unanswered questions the page lists. */
export const OVERVIEW_TOP = 10;

async function perDay(db: Db, range: StatRange) {
  const c = utcDayParts(sql.ref('c.started_at'));
  const conv = await sql<{ day: string; late: Num; conversations: Num; users: Num }>`
    select ${c.day} as day, ${c.late} as late, count(*) as conversations, count(distinct coalesce(c.customer_name, 'c' || cast(c.id as text))) as users
    from ai_conversation c where c.started_at >= ${range.start} and c.started_at < ${range.end} group by 1, 2`.execute(db);
  const t = utcDayParts(sql.ref('t.created_at'));
  const msgs = await sql<{ day: string; late: Num; messages: Num }>`
    select ${t.day} as day, ${t.late} as late, count(*) as messages
    from ai_turn t where t.created_at >= ${range.start} and t.created_at < ${range.end} group by 1, 2`.execute(db);
  const days = new Map(daysBetween(range.from, range.to).map((day) => [day, { day, conversations: 0, messages: 0, users: 0 }]));
  for (const r of conv.rows) {
    const d = days.get(chinaDayOfUtcDay(r.day, n(r.late) === 1));
    if (d) {
      d.conversations += n(r.conversations);
      d.users += n(r.users);
    }
  }
  for (const r of msgs.rows) {
    const d = days.get(chinaDayOfUtcDay(r.day, n(r.late) === 1));
    if (d) d.messages += n(r.messages);
  }
  return [...days.values()];
}

/** Everything the overview shows for the range. */
export async function overviewOf(db: Db, range: StatRange) {
  const inRange = sql`t.created_at >= ${range.start} and t.created_at < ${range.end}`;
  const sources = await sql<{ source: string; count: Num }>`select t.source as source, count(*) as count from ai_turn t where ${inRange} group by t.source order by 2 desc`.execute(db);
  const votes = await sql<{ up: Num; down: Num }>`
    select sum(case when t.vote = 'up' then 1 else 0 end) as up, sum(case when t.vote = 'down' then 1 else 0 end) as down from ai_turn t where ${inRange}`.execute(db);
  const keywords = await sql<{ id: number; keyword: string; hits: Num }>`
    select k.id as id, k.keyword as keyword, count(*) as hits from ai_turn t join ai_keyword k on k.id = t.source_id
    where ${inRange} and t.source = 'keyword' group by k.id, k.keyword order by 3 desc, k.id limit ${OVERVIEW_TOP}`.execute(db);
  const unanswered = await sql<{ question: string; count: Num; last: string }>`
    select t.question as question, count(*) as count, max(t.created_at) as last from ai_turn t
    where ${inRange} and t.source = 'none' group by t.question order by 2 desc, 3 desc limit ${OVERVIEW_TOP}`.execute(db);
  const bySource = sources.rows.map((r) => ({ source: r.source, count: n(r.count) }));
  const total = bySource.reduce((a, r) => a + r.count, 0);
  const answered = total - (bySource.find((r) => r.source === 'none')?.count ?? 0);
  const up = n(votes.rows[0]?.up ?? 0);
  const down = n(votes.rows[0]?.down ?? 0);
  return {
    from: range.from,
    to: range.to,
    days: await perDay(db, range),
    sources: bySource,
    messages: total,
    answerRate: total > 0 ? Math.round((answered / total) * 1000) / 1000 : null,
    satisfaction: { up, down, rate: up + down > 0 ? Math.round((up / (up + down)) * 1000) / 1000 : null },
    topKeywords: keywords.rows.map((r) => ({ id: Number(r.id), keyword: r.keyword, hits: n(r.hits) })),
    topUnanswered: unanswered.rows.map((r) => ({ question: r.question, count: n(r.count) })),
  };
}

/** GET /intelligence/overview?from=&to= → the overview (a bad or too long range is 400). */
export const overviewHandler = (deps: Deps): Handler<AppEnv> => async (c) =>
  c.json(ok(await overviewOf(deps.db, statRange(c.req.query('from'), c.req.query('to'), deps.clock.now()))));
