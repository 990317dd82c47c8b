import { sql, type RawBuilder } from 'kysely';
import { tickets } from '../../../../resources/workflow/tickets.ts';
import { ok } from '../../../domain/envelope.ts';
import { chinaMonth, chinaMonthOfUtcDay } from '../../../domain/chinaTime.ts';
import { utcDayParts } from '../../db/chinaDaySql.ts';
import { monthsBetween, TOP_MODELS, topWithOther, type SummaryCount, type SummaryMonth, type TicketSummary } from '../../../domain/ticketSummary.ts';
import type { Db } from '../../db/database.ts';
import type { GroupHandler } from '../../engine/mount.ts';
import { summaryRange, type SummaryRange } from './summaryRange.ts';

/** The open states (待分配, 处理中) as the declaration has them. */
const OPEN_STATES = tickets.status?.open ?? [];

/** Labels of the bars that count tickets without a value. */
const NO_MODEL = '未填写机型';
const NO_HANDLER = '待分配';
const OTHER = '其他';

/** `column` within the range (the range's `from` may be open). */
function inRange(column: string, range: SummaryRange): RawBuilder<unknown> {
  const ref = sql.ref(column);
  return range.from ? sql`${ref} >= ${range.from} and ${ref} < ${range.to}` : sql`${ref} < ${range.to}`;
}

const counts = (rows: { label: string | null; value: number | string }[], empty: string): SummaryCount[] =>
  rows.map((r) => ({ label: r.label === null || r.label === '' ? empty : String(r.label), value: Number(r.value) }));

/**
 * Tickets of `column` (created_at or closed_at) in the range by China month. Plain SQL the same on
 * both databases: the UTC day and whether the instant is 16:00 UTC or later (the next China day)
 * are grouped in the database, the China month is read from them here.
 */
async function byChinaMonth(db: Db, column: 'created_at' | 'closed_at', range: SummaryRange): Promise<Map<string, number>> {
  const { day, late } = utcDayParts(sql.ref(`b.${column}`));
  const r = await sql<{ day: string; late: number | string; n: number | string }>`
    select ${day} as day, ${late} as late, count(*) as n from workflow_bucket b
    where ${inRange(`b.${column}`, range)} group by ${day}, ${late}`.execute(db);
  const out = new Map<string, number>();
  for (const row of r.rows) {
    const month = chinaMonthOfUtcDay(row.day, Number(row.late) === 1);
    out.set(month, (out.get(month) ?? 0) + Number(row.n));
  }
  return out;
}

/** Every month of the range (an open `from` starts at the first month with a ticket), created vs closed. */
function monthRows(range: SummaryRange, created: Map<string, number>, closed: Map<string, number>): SummaryMonth[] {
  const last = chinaMonth(Date.parse(range.to) - 1);
  const first = range.from ? chinaMonth(Date.parse(range.from)) : [...created.keys(), ...closed.keys()].sort()[0];
  if (!first) return [];
  return monthsBetween(first, last).map((month) => ({ month, created: created.get(month) ?? 0, closed: closed.get(month) ?? 0 }));
}

/** The whole summary of the tickets created in the range, as of `now` (overdue: an open ticket past its due time). */
export async function ticketSummary(db: Db, range: SummaryRange, now: number): Promise<TicketSummary> {
  const created = inRange('b.created_at', range);
  const open = sql`b.status in (${sql.join(OPEN_STATES)})`;
  const nowIso = new Date(now).toISOString();
  const [figures, byType, byModel, byHandler, createdByMonth, closedByMonth, topQuestions] = await Promise.all([
    sql<{ total: number | string; open: number | string | null; overdue: number | string | null }>`
      select count(*) as total,
        sum(case when ${open} then 1 else 0 end) as open,
        sum(case when ${open} and b.due_at < ${nowIso} then 1 else 0 end) as overdue
      from workflow_bucket b where ${created}`.execute(db),
    sql<{ label: string; value: number }>`
      select t.name as label, count(*) as value from workflow_bucket b join workflow_type t on t.id = b.type_id
      where ${created} group by t.id, t.name order by value desc, t.name`.execute(db),
    sql<{ label: string | null; value: number }>`
      select b.model as label, count(*) as value from workflow_bucket b where ${created} group by b.model`.execute(db),
    sql<{ label: string | null; value: number }>`
      select a.name as label, count(*) as value from workflow_bucket b left join admin a on a.id = b.handler_id
      where ${created} group by b.handler_id, a.name order by value desc, a.name`.execute(db),
    byChinaMonth(db, 'created_at', range),
    byChinaMonth(db, 'closed_at', range),
    sql<{ id: number; title: string; tickets: number | string }>`
      select q.id as id, q.title as title, count(*) as tickets from workflow_bucket b join workflow_question q on q.id = b.question_id
      where ${created} group by q.id, q.title order by tickets desc, q.id limit 10`.execute(db),
  ]);
  const f = figures.rows[0];
  return {
    from: range.from ?? '',
    to: range.to,
    open: Number(f?.open ?? 0),
    overdue: Number(f?.overdue ?? 0),
    total: Number(f?.total ?? 0),
    byType: counts(byType.rows, ''),
    byModel: topWithOther(counts(byModel.rows, NO_MODEL), TOP_MODELS, OTHER),
    byHandler: counts(byHandler.rows, NO_HANDLER),
    byMonth: monthRows(range, createdByMonth, closedByMonth),
    topQuestions: topQuestions.rows.map((q) => ({ id: Number(q.id), title: q.title, tickets: Number(q.tickets) })),
  };
}

/**
 * GET /workflow/question/summary?created=from,to (manage_tool_question): the problem summary's
 * figures, by type, model, handler and month, over the tickets created in the range (default the
 * last 12 months, this one included); a bad range → 400 in Chinese.
 */
export const summaryHandler: GroupHandler = (deps) => async (c) => {
  const now = deps.clock.now();
  const range = summaryRange(c.req.query('created'), now);
  return c.json(ok(await ticketSummary(deps.db, range, now)));
};
