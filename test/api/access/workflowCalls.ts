import type { TestUser } from '../../helpers/testServer.ts';
import type { Call, CallContext, Rec } from './callContext.ts';

/**
 * Valid calls of the workflow area for one caller. Who may assign, close or change the
 * description of a ticket also depends on the ticket (its handler, its creator, or
 * `update_workflow_bucket`: docs/decisions.md, "Workflow tickets"), and a comment is changed by
 * its author only — so each caller acts on a ticket it handles and on its own comment. A caller
 * the endpoint's access refuses is refused before the record matters.
 */

const types = new WeakMap<CallContext, Promise<number>>();

/** One enabled type without extra fields, created once per server. */
export function ticketTypeId(ctx: CallContext): Promise<number> {
  let id = types.get(ctx);
  if (!id) {
    id = ctx.create('/workflow/type', { name: '访问测试类型', category: '售后', default_priority: 'normal', sla_urgent: 4, sla_high: 24, sla_normal: 72, sla_low: 168 }).then((r) => r.id);
    types.set(ctx, id);
  }
  return id;
}

export const ticketBody = async (ctx: CallContext): Promise<Record<string, unknown>> => ({ title: `访问测试工单${ctx.next()}`, type_id: await ticketTypeId(ctx), description: '客户反映设备无法开机。' });

/** Callers who may be a ticket's handler (they may open tickets). */
const HANDLERS: readonly TestUser[] = ['staff', 'admin', 'superadmin'];

/** A fresh ticket the caller handles (or nobody does, for a caller who cannot be a handler). */
export async function ticketOf(ctx: CallContext, caller: TestUser | null): Promise<Rec> {
  const handler = caller && HANDLERS.includes(caller) ? await ctx.idOf(caller) : undefined;
  return ctx.create('/workflow/bucket', { ...(await ticketBody(ctx)), ...(handler ? { handler_id: handler } : {}) });
}

/** Someone other than the caller who may handle tickets, to assign to. */
const otherHandler = (caller: TestUser | null): TestUser => (caller === 'superadmin' ? 'admin' : 'superadmin');

export async function ticketActionCall(ctx: CallContext, action: string, path: string, caller: TestUser | null): Promise<Call> {
  const rec = await ticketOf(ctx, caller);
  const fields = action === 'assign' ? { handler_id: await ctx.idOf(otherHandler(caller)), remark: '请售后工程师跟进' } : { result: '远程指导后恢复正常' };
  return { method: 'PUT', path: path.replace(':id', String(rec.id)), body: { version: rec.version, ...fields } };
}

/** A comment on a fresh ticket, written by the caller when it may write one (else by the super admin). */
async function commentOf(ctx: CallContext, caller: TestUser | null): Promise<number> {
  const rec = await ticketOf(ctx, caller);
  const author = caller && HANDLERS.includes(caller) ? caller : 'superadmin';
  const res = await ctx.s.request('POST', '/workflow/process', { as: author, body: { bucket_id: rec.id, content: '已电话联系客户' } });
  if (res.status !== 200) throw new Error(`set-up comment failed: ${res.status} ${JSON.stringify(res.body)}`);
  return Number(res.body.data.id);
}

type Builder = (ctx: CallContext, caller: TestUser | null) => Promise<Call[]>;

/** `METHOD /path` → its valid calls (the workflow group's hand-written endpoints). */
export const WORKFLOW_CALLS: Readonly<Record<string, Builder>> = {
  'GET /workflow/process': async (ctx, caller) => [{ method: 'GET', path: `/workflow/process?bucket_id=${(await ticketOf(ctx, caller)).id}` }],
  'POST /workflow/process': async (ctx, caller) => [{ method: 'POST', path: '/workflow/process', body: { bucket_id: (await ticketOf(ctx, caller)).id, content: '已安排工程师上门' } }],
  'GET /workflow/process/:id': async (ctx, caller) => [{ method: 'GET', path: `/workflow/process/${await commentOf(ctx, caller)}` }],
  'PUT /workflow/process/:id': async (ctx, caller) => [{ method: 'PUT', path: `/workflow/process/${await commentOf(ctx, caller)}`, body: { content: '已电话联系客户，约定明日上门' } }],
  'PUT /workflow/bucket/:id/desc': async (ctx, caller) => {
    const rec = await ticketOf(ctx, caller);
    return [{ method: 'PUT', path: `/workflow/bucket/${rec.id}/desc`, body: { version: rec.version, description: '补充：报警代码 E102' } }];
  },
  'GET /workflow/bucket/count': async () => [{ method: 'GET', path: '/workflow/bucket/count' }],
  'GET /workflow/question/summary': async () => [{ method: 'GET', path: '/workflow/question/summary' }],
  'GET /workflow/handlers': async () => [{ method: 'GET', path: '/workflow/handlers' }],
};
