import type { Handler } from 'hono';
import { tickets } from '../../../../resources/workflow/tickets.ts';
import { TICKET_STATUSES } from '../../../../resources/workflow/ticketStates.ts';
import { ok } from '../../../domain/envelope.ts';
import { checkField } from '../../../domain/fieldRules.ts';
import { readJsonObject, rejectUnknownKeys } from '../../body.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { presenterOf } from '../../engine/hooks.ts';
import { embedReferenceLabels } from '../../engine/references.ts';
import { withInitials } from '../../engine/options.ts';
import { requireVersion, updateRowIf } from '../../engine/records.ts';
import { runWrite, type WriteSpec } from '../../engine/write.ts';
import { fieldByName, rowToRecord } from '../../engine/schema.ts';
import { ApiError } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';
import { handlerAccounts } from './handlerAccounts.ts';
import { mayHandle, NOT_HANDLER_REASON, refuseIfClosed } from './ticketAccess.ts';

/** The ticket calls of the workflow group besides the handling record: the description change, the counts, the handler list. */

/**
 * PUT /workflow/bucket/:id/desc {version, description}: one conditional update (stale → 409)
 * and an `update` history entry (action `desc`) with the text before and after. Only who may
 * handle the ticket (ticketAccess.ts), checked before the version and the state; a closed ticket → 409.
 */
export const descHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = c.get('user');
  if (!user) throw new ApiError('UNAUTHORIZED');
  const id = parseId(c.req.param('id'));
  const body = await readJsonObject(c);
  rejectUnknownKeys(body, new Set(['version', 'description']));
  const version = requireVersion(body.version);
  const field = fieldByName(tickets, 'description');
  const checked = field ? checkField(field, body.description, false) : { ok: false as const, message: '' };
  if (!checked.ok) throw new ApiError('VALIDATION_FAILED', checked.message);
  const description = String(checked.value);
  const now = deps.clock.now();
  const present = presenterOf(deps.areas, tickets);
  const spec: WriteSpec = {
    action: 'workflow.desc',
    resource: tickets.name,
    record: { resource: tickets, id, version },
    guard: ({ row, deny }) => {
      if (row && !mayHandle(user, row)) deny(NOT_HANDLER_REASON);
    },
  };
  const record = await runWrite(c, deps, spec, async ({ trx, row, history }) => {
    if (!row) throw new ApiError('NOT_FOUND');
    refuseIfClosed(row, '修改描述');
    const updated = await updateRowIf(trx, tickets, id, version, { description, updated_at: new Date(now).toISOString() }, { column: 'status', value: String(row.status) });
    if (!updated) throw new ApiError('VERSION_CONFLICT');
    await history({ kind: 'update', action: 'desc', data: { changes: { description: { from: row.description, to: description } } } });
    const done = { before: present(rowToRecord(tickets, row)), after: present(rowToRecord(tickets, updated)) };
    return { result: done.after, log: done };
  });
  await embedReferenceLabels(deps.db, tickets, [record]);
  return c.json(ok(record));
};

/**
 * GET /workflow/bucket/count → `{open, processing, closed, overdue}`: the states from the count
 * table, overdue = tickets in an open state past their due time (index status, due_at).
 */
export const statusCountsHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const rows = await deps.db.selectFrom('workflow_bucket_count').select(['status', 'n']).execute();
  const out: Record<string, number> = Object.fromEntries(TICKET_STATUSES.map((s) => [s.value, 0]));
  for (const r of rows) if (r.status in out) out[r.status] = Number(r.n);
  const open = tickets.status?.open ?? [];
  const overdue = await deps.db
    .selectFrom('workflow_bucket')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'in', [...open])
    .where('due_at', '<', new Date(deps.clock.now()).toISOString())
    .executeTakeFirst();
  return c.json(ok({ ...out, overdue: Number(overdue?.n ?? 0) }));
};

/** GET /workflow/handlers → `{list: [{value, label: "姓名（用户名）", initials}]}` of the accounts a ticket can be given to (handlerAccounts.ts). */
export const handlersHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const rows = await handlerAccounts(deps.db);
  return c.json(ok({ list: withInitials(rows.map((r) => ({ value: r.id, label: `${r.name || r.username}（${r.username}）` }))), more: false }));
};
