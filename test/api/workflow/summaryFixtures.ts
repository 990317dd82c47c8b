import { sql } from 'kysely';
import type { TestServer } from '../../helpers/testServer.ts';

/** A ticket of the summary fixtures: when it was created and, when closed, when and under which problem. */
export interface TicketPlan {
  title: string;
  type: string;
  model: string | null;
  handler: 'admin' | 'staff' | null;
  created: string;
  closed?: string;
  question?: string;
}

const HOUR = 3_600_000;
/** The fixture types' SLA for a normal ticket. */
export const SLA_NORMAL_HOURS = 72;

/**
 * Files the planned tickets: the types and problems through the API, each ticket at its own
 * creation time (the server's clock moved there), then closed at its closing time. Returns the
 * ids of the problems by title. The clock is left at `now`.
 */
export async function fileTickets(s: TestServer, plans: readonly TicketPlan[], now: number): Promise<Record<string, number>> {
  const types: Record<string, number> = {};
  for (const name of new Set(plans.map((p) => p.type))) {
    const res = await s.request('POST', '/workflow/type', { as: 'admin', body: { name, category: '售后', default_priority: 'normal', sla_urgent: 4, sla_high: 24, sla_normal: SLA_NORMAL_HOURS, sla_low: 168 } });
    if (res.status !== 200) throw new Error(`type ${name}: ${res.status} ${JSON.stringify(res.body)}`);
    types[name] = Number(res.body.data.id);
  }
  const questions: Record<string, number> = {};
  for (const title of new Set(plans.flatMap((p) => (p.question ? [p.question] : [])))) {
    const res = await s.request('POST', '/workflow/question', { as: 'admin', body: { title, category: '光路', answer: `${title}的标准答复` } });
    if (res.status !== 200) throw new Error(`question ${title}: ${res.status} ${JSON.stringify(res.body)}`);
    questions[title] = Number(res.body.data.id);
  }
  const ids = Object.fromEntries(await Promise.all((['admin', 'staff'] as const).map(async (u) => [u, (await s.login(u)).uid] as const)));
  let n = 0;
  for (const p of plans) {
    n += 1;
    const created = Date.parse(p.created);
    // TEMPORARY until the ticket create hook (wt-wfsrv) lands: the row as the hook writes it
    await sql`insert into workflow_bucket (no, title, type_id, status, priority, handler_id, created_by, due_at, model, description, question_id, closed_at, result, created_at, updated_at)
      values (${`GD${String(n).padStart(6, '0')}`}, ${p.title}, ${types[p.type]}, ${p.closed ? 'closed' : p.handler ? 'processing' : 'open'}, 'normal', ${p.handler ? ids[p.handler] : null}, ${ids.admin},
        ${new Date(created + SLA_NORMAL_HOURS * HOUR).toISOString()}, ${p.model}, ${`${p.title}的描述`}, ${p.question ? questions[p.question] : null},
        ${p.closed ?? null}, ${p.closed ? '已处理' : null}, ${p.created}, ${p.closed ?? p.created})`.execute(s.db);
  }
  s.clock.set(now);
  return questions;
}
