import type { Context, Handler } from 'hono';
import { tickets } from '../../../../resources/workflow/tickets.ts';
import { ok } from '../../../domain/envelope.ts';
import { checkField } from '../../../domain/fieldRules.ts';
import { readJsonObject, rejectUnknownKeys } from '../../body.ts';
import type { AppEnv, AuthUser, Deps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { listEvents, toEventRecord } from '../../engine/events.ts';
import { findRow } from '../../engine/records.ts';
import { refuseUnreadableFiles } from '../../engine/writtenFiles.ts';
import { denierOf, runWrite, type WriteSpec } from '../../engine/write.ts';
import { ApiError } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';
import { referFiles } from '../../shared/files/fileRefs.ts';
import { refuseIfClosed } from './ticketAccess.ts';
import { checkAttachments } from './ticketRules.ts';

/**
 * The handling record (section 7's "processes"): a ticket's history, `workflow_bucket_event`,
 * oldest first — its creation, comments, assignments, description changes and close. A comment
 * is a `follow` entry (action `comment`) with its attachments in its data; its author may
 * change its text while the ticket is open (the previous text kept in the data).
 */

const userOf = (c: Context<AppEnv>): AuthUser => c.get('user') ?? (() => { throw new ApiError('UNAUTHORIZED'); })();

/** A comment's text: 1–2000 characters. */
const CONTENT = { name: 'content', type: 'textarea', label: '处理内容', required: true, minLength: 1, maxLength: 2000 } as const;

function checkedContent(raw: unknown): string {
  const checked = checkField(CONTENT, raw, false);
  if (!checked.ok) throw new ApiError('VALIDATION_FAILED', checked.message);
  return String(checked.value);
}

/** A ticket id as a query value or JSON number: 400 with the field's name when it is not one. */
function bucketIdOf(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') throw new ApiError('VALIDATION_FAILED', '缺少工单编号（bucket_id）');
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0) raw = String(raw);
  if (typeof raw !== 'string') throw new ApiError('VALIDATION_FAILED', '工单编号（bucket_id）格式不正确');
  try {
    return parseId(raw);
  } catch {
    throw new ApiError('VALIDATION_FAILED', '工单编号（bucket_id）格式不正确');
  }
}

async function requireTicket(db: Db, id: number): Promise<Record<string, unknown>> {
  const row = await findRow(db, tickets, id);
  if (!row) throw new ApiError('NOT_FOUND', '工单不存在或已被删除');
  return row;
}

/** GET /workflow/process?bucket_id=N → `{list}` of the ticket's history, oldest first. */
export const processesHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const id = bucketIdOf(c.req.query('bucket_id'));
  await requireTicket(deps.db, id);
  return c.json(ok({ list: await listEvents(deps.db, tickets, id) }));
};

/** POST /workflow/process {bucket_id, content, attachments?} → the new comment; a closed ticket → 409. */
export const commentHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = userOf(c);
  const body = await readJsonObject(c);
  rejectUnknownKeys(body, new Set(['bucket_id', 'content', 'attachments']));
  const id = bucketIdOf(body.bucket_id);
  const content = checkedContent(body.content);
  const attachments = checkAttachments(body.attachments);
  const spec: WriteSpec = { action: 'workflow.comment', resource: tickets.name, record: { resource: tickets, id, notFound: '工单不存在或已被删除' } };
  const entry = await runWrite(c, deps, spec, async ({ trx, row, deny, history }) => {
    if (!row) throw new ApiError('NOT_FOUND', '工单不存在或已被删除');
    refuseIfClosed(row, '添加处理记录');
    await refuseUnreadableFiles(deps.areas, trx, user, { attachments: JSON.stringify(attachments) }, undefined, deny);
    const written = await history({ kind: 'follow', action: 'comment', content, data: attachments.length ? { attachments } : undefined });
    if (!written) throw new Error('tickets keep no history');
    await referFiles(trx, tickets.name, id, attachments.map((a) => a.url));
    const note = toEventRecord(tickets, written);
    return { result: note, log: { after: note } };
  });
  return c.json(ok(entry));
};

async function requireEntry(db: Db, id: number): Promise<Record<string, unknown>> {
  const row = await db.selectFrom('workflow_bucket_event').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND', '处理记录不存在或已被删除');
  return row;
}

/** GET /workflow/process/:id → one history entry (with its ticket's id). */
export const processHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const row = await requireEntry(deps.db, parseId(c.req.param('id')));
  return c.json(ok({ ...toEventRecord(tickets, row), bucket_id: Number(row.workflow_bucket_id) }));
};

/**
 * PUT /workflow/process/:id {content}: its author changes a comment's text; the data keeps the
 * text before and when (`before`, `edited_at`). Another's entry → 403 (first), not a comment →
 * 400, the ticket closed → 409.
 */
export const editProcessHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = userOf(c);
  const id = parseId(c.req.param('id'));
  const body = await readJsonObject(c);
  rejectUnknownKeys(body, new Set(['content']));
  const content = checkedContent(body.content);
  const iso = new Date(deps.clock.now()).toISOString();
  // the record is a history entry, not a declared resource's row: the work finds it, then its author and its ticket
  const entry = await runWrite(c, deps, { action: 'workflow.editProcess', resource: tickets.name }, async ({ trx }) => {
    const row = await requireEntry(trx, id);
    const ticketId = Number(row.workflow_bucket_id);
    if (Number(row.operator_id) !== user.id) denierOf(c, tickets, ticketId)('只能修改自己的处理备注');
    if (row.kind !== 'follow' || row.action !== 'comment') throw new ApiError('VALIDATION_FAILED', '只有处理备注可以修改');
    refuseIfClosed(await requireTicket(trx, ticketId), '修改处理记录');
    const before = toEventRecord(tickets, row);
    const data = { ...(typeof before.data === 'object' && before.data !== null ? before.data : {}), edited_at: iso, before: before.content };
    await trx.updateTable('workflow_bucket_event').set({ content, data_json: JSON.stringify(data) }).where('id', '=', id).execute();
    const after = toEventRecord(tickets, { ...row, content, data_json: JSON.stringify(data) });
    return { result: after, log: { recordId: ticketId, before, after } };
  });
  return c.json(ok(entry));
};
