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

/** The fixture types' SLA for a normal ticket. */
export const SLA_NORMAL_HOURS = 72;

/**
 * Files the planned tickets through the API: the types and problems, then each ticket at its own
 * creation time (the server's clock moved there), closed at its closing time under its problem. Returns the
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
  for (const p of plans) {
    s.clock.set(Date.parse(p.created));
    const body = { title: p.title, type_id: types[p.type], priority: 'normal', description: `${p.title}的描述`, model: p.model ?? undefined, handler_id: p.handler ? ids[p.handler] : undefined };
    const made = await s.request('POST', '/workflow/bucket', { as: 'admin', body });
    if (made.status !== 200) throw new Error(`ticket ${p.title}: ${made.status} ${JSON.stringify(made.body)}`);
    if (!p.closed) continue;
    s.clock.set(Date.parse(p.closed));
    const closeBody = { version: Number(made.body.data.version), result: '已处理', question_id: p.question ? questions[p.question] : undefined };
    const closed = await s.request('PUT', `/workflow/bucket/${String(made.body.data.id)}/close`, { as: 'admin', body: closeBody });
    if (closed.status !== 200) throw new Error(`close ${p.title}: ${closed.status} ${JSON.stringify(closed.body)}`);
  }
  s.clock.set(now);
  return questions;
}
