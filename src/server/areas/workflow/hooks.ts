import { checkTicketExtra, checkTicketForm } from '../../../domain/ticketForm.ts';
import type { HooksByResource, ResourceHooks, WriteContext } from '../../engine/hooks.ts';
import { ApiError } from '../../errors.ts';
import { nextDailyNo } from '../../shared/numbering/dailyNo.ts';
import { forgetFiles } from '../../shared/files/fileRefs.ts';
import { mayHandle, NOT_HANDLER_REASON, refuseIfClosed } from './ticketAccess.ts';
import { canBeHandler, requireHandler } from './handlerAccounts.ts';
import { referTicketFiles } from './ticketFiles.ts';
import { checkAttachments, checkLink, dueAtOf, formOfType, requireType } from './ticketRules.ts';

/** Server hooks of the workflow area: a ticket's number, handler, SLA, extra fields and link; who may act; what follows an action. */

type Row = Record<string, unknown>;

const parsedJson = (text: unknown): unknown => {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const invalid = (message: string): never => {
  throw new ApiError('VALIDATION_FAILED', message);
};

/**
 * The column values of a ticket's create or update after the checks of docs/decisions.md
 * ("Workflow tickets"): an enabled type, the handler (the type's default on create), the
 * priority (the type's default), the due time, the extra fields against the type's form, the
 * attachments and the link (a serial fills the model).
 */
async function prepareTicket(kind: 'create' | 'update', ctx: WriteContext & { body: Readonly<Row> }): Promise<Row> {
  const { db, body } = ctx;
  const before: Row = ctx.before ?? {};
  const values: Row = { ...ctx.values };
  const merged: Row = { ...before, ...values };
  const typeChanged = kind === 'create' || ('type_id' in values && values.type_id !== before.type_id);
  const type = await requireType(db, merged.type_id);
  if (typeChanged && type.enabled !== 1) invalid('该工单类型已停用');
  if (kind === 'create') {
    if (values.handler_id !== undefined && values.handler_id !== null) await requireHandler(db, values.handler_id);
    else values.handler_id = type.default_handler_id !== null && (await canBeHandler(db, type.default_handler_id)) ? type.default_handler_id : null;
    values.priority ??= type.default_priority;
    values.due_at = dueAtOf(type, String(values.priority), new Date(ctx.now).toISOString());
  } else {
    if ('handler_id' in values && values.handler_id !== before.handler_id) invalid('更换处理人请使用「转派」');
    if (typeChanged || ('priority' in values && values.priority !== before.priority)) values.due_at = dueAtOf(type, String(merged.priority), String(before.created_at));
  }
  if (kind === 'create' || typeChanged || 'extra_json' in body) {
    const checked = checkTicketExtra(formOfType(type), 'extra_json' in body ? body.extra_json : parsedJson(before.extra_json));
    if (!checked.ok) invalid(checked.message);
    else values.extra_json = Object.keys(checked.value).length ? JSON.stringify(checked.value) : null;
  }
  if ('attachments' in body) {
    const files = checkAttachments(body.attachments);
    values.attachments = files.length ? JSON.stringify(files) : null;
  }
  if (kind === 'create' || 'link_kind' in body || 'link_no' in body) {
    const link = await checkLink(db, merged.link_kind, merged.link_no);
    values.link_kind = link.no === null ? null : merged.link_kind;
    values.link_no = link.no;
    if (link.model && (merged.model === null || merged.model === undefined || merged.model === '')) values.model = link.model;
  }
  return values;
}

/** Before an assign or close: the new handler, the problem filed under (who acts is `authorize`). */
async function guardAction(ctx: WriteContext): Promise<void> {
  const before = ctx.before ?? {};
  if (ctx.action === 'assign') {
    const handler = await requireHandler(ctx.db, ctx.values.handler_id, '新处理人');
    if (handler.id === Number(before.handler_id)) invalid(`工单已由${handler.name}处理，请选择另一位处理人`);
  }
  if (ctx.action === 'close' && ctx.values.question_id !== undefined && ctx.values.question_id !== null) {
    const q = await ctx.db.selectFrom('workflow_question').select('id').where('id', '=', Number(ctx.values.question_id)).executeTakeFirst();
    if (!q) invalid('「归入常见问题」不存在');
  }
}

const ticketHooks: ResourceHooks = {
  authorize: (kind, ctx) => {
    if (kind === 'action' && !mayHandle(ctx.user, ctx.before ?? {})) ctx.deny(NOT_HANDLER_REASON);
  },
  guardWrite: async (kind, ctx) => {
    if (kind === 'update') refuseIfClosed(ctx.before ?? {}, '修改');
    if (kind === 'delete') refuseIfClosed(ctx.before ?? {}, '删除');
    if (kind === 'action') await guardAction(ctx);
  },
  prepareWrite: prepareTicket,
  afterWrite: async (kind, { db, values, before, after }) => {
    if ((kind === 'create' || kind === 'update') && after && ('attachments' in values || 'extra_json' in values)) await referTicketFiles(db, after);
    if (kind === 'delete' && before) await forgetFiles(db, 'tickets', Number(before.id));
  },
  beforeCreate: async (db, _values, now) => ({ no: await nextDailyNo(db, 'workflow_bucket', 'GD', now) }),
  // the new handler's 站内信 is the declared trigger `ticket_assign` (resources/workflow/tickets.ts)
  afterAction: async (db, { action, after, now }) => {
    if (action !== 'close') return;
    const iso = new Date(now).toISOString();
    await db.updateTable('workflow_bucket').set({ closed_at: iso }).where('id', '=', Number(after.id)).execute();
    after.closed_at = iso; // the row the answer and the log carry
  },
};

/** A type's extra fields are checked and stored as their normalised JSON; its default handler must be an active account; a type in use is not deleted. */
const ticketTypeHooks: ResourceHooks = {
  prepareWrite: async (_kind, { db, values, body, before }) => {
    const out: Row = { ...values };
    if ('form_json' in body) {
      const checked = checkTicketForm(body.form_json);
      if (!checked.ok) invalid(checked.message);
      else out.form_json = checked.value.length ? JSON.stringify(checked.value) : null;
    }
    if (out.default_handler_id !== undefined && out.default_handler_id !== null && out.default_handler_id !== before?.default_handler_id) await requireHandler(db, out.default_handler_id, '默认处理人');
    return out;
  },
  guardWrite: async (kind, { db, before }) => {
    if (kind !== 'delete' || !before) return;
    const row = await db.selectFrom('workflow_bucket').select((eb) => eb.fn.countAll<number>().as('n')).where('type_id', '=', Number(before.id)).executeTakeFirst();
    const n = Number(row?.n ?? 0);
    if (n > 0) throw new ApiError('ILLEGAL_TRANSITION', `该类型已有 ${n} 张工单，只能停用`);
  },
};

/** A recurring problem tickets are filed under is not deleted. */
const ticketQuestionHooks: ResourceHooks = {
  guardWrite: async (kind, { db, before }) => {
    if (kind !== 'delete' || !before) return;
    const row = await db.selectFrom('workflow_bucket').select((eb) => eb.fn.countAll<number>().as('n')).where('question_id', '=', Number(before.id)).executeTakeFirst();
    const n = Number(row?.n ?? 0);
    if (n > 0) throw new ApiError('ILLEGAL_TRANSITION', `该问题已归入 ${n} 张工单，不能删除`);
  },
};

/** Hooks by resource name (the area's entry, area.ts, hands them to the engine). */
export const WORKFLOW_HOOKS: HooksByResource = { tickets: ticketHooks, ticketTypes: ticketTypeHooks, ticketQuestions: ticketQuestionHooks };
