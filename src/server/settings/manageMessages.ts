import type { Context, Handler } from 'hono';
import { z } from 'zod';
import { ok } from '../../domain/envelope.ts';
import { readJsonObject, rejectUnknownKeys } from '../body.ts';
import type { AppEnv, Deps } from '../context.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { parseId } from '../middleware/access.ts';
import { auditChange } from '../middleware/actionLog.ts';
import { requireVersion } from '../resources/records.ts';
import { recipientsOf, titlePrefix } from './messageRepo.ts';
import { MessageText } from './messages.ts';
import { queryId, readPaging, readPrefix } from './paging.ts';

/** Message management under /manage/message (permission manage_message). */

/** Labels of a message's status. */
export const MESSAGE_STATUS_LABELS: Record<string, string> = { sent: '已发送', revoked: '已撤回' };

const iso = (deps: Deps): string => new Date(deps.clock.now()).toISOString();

async function loadMessage(db: Db, id: number) {
  const row = await db
    .selectFrom('message as m')
    .innerJoin('admin as s', 's.id', 'm.sender_id')
    .select(['m.id', 'm.title', 'm.content', 'm.status', 'm.sent_at', 'm.created_at', 'm.updated_at', 'm.version', 's.id as sender_id', 's.name as sender_name', 's.username as sender_username'])
    .where('m.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND');
  const recipients = (await recipientsOf(db, [id])).get(id) ?? [];
  return { ...row, sender_name: row.sender_name || row.sender_username, recipients, read_count: recipients.filter((r) => r.read).length };
}

/** GET /manage/message?page&pageSize&status=sent|revoked&q= */
export const manageListHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const query = c.req.query();
  const { pageSize, offset } = readPaging(query);
  const q = readPrefix(query.q);
  if (query.status && !(query.status in MESSAGE_STATUS_LABELS)) throw new ApiError('FILTER_INVALID', '筛选条件「状态」不正确');
  let base = deps.db.selectFrom('message as m').innerJoin('admin as s', 's.id', 'm.sender_id');
  if (query.status) base = base.where('m.status', '=', query.status);
  if (q) base = base.where(titlePrefix(q));
  const [rows, total] = await Promise.all([
    base
      .select(['m.id', 'm.title', 'm.content', 'm.status', 'm.sent_at', 'm.created_at', 'm.updated_at', 'm.version', 's.id as sender_id', 's.name as sender_name', 's.username as sender_username'])
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(pageSize)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  const recipients = await recipientsOf(deps.db, rows.map((r) => r.id));
  const list = rows.map((r) => {
    const to = recipients.get(r.id) ?? [];
    return { ...r, sender_name: r.sender_name || r.sender_username, recipients: to, read_count: to.filter((x) => x.read).length };
  });
  return c.json(ok({ list, total: Number(total?.n ?? 0) }));
};

const UpdateBody = z.object({ title: MessageText.title.optional(), content: MessageText.content.optional() });

/** PUT /manage/message/:id `{version, title?, content?}`. */
export const manageUpdateHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const id = parseId(c.req.param('id'));
  const { version: raw, ...rest } = await readJsonObject(c);
  rejectUnknownKeys(rest, new Set(['title', 'content']));
  const version = requireVersion(raw);
  const parsed = UpdateBody.safeParse(rest);
  if (!parsed.success) throw new ApiError('VALIDATION_FAILED', parsed.error.issues[0]?.message);
  const before = await loadMessage(deps.db, id);
  const now = iso(deps);
  const after = await deps.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('message')
      .set({ ...parsed.data, updated_at: now })
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new ApiError('VERSION_CONFLICT');
    const updated = await loadMessage(trx, id);
    await auditChange(c, trx, deps.clock, { action: 'messages.manageUpdate', resource: 'messages', recordId: id, before, after: updated });
    return updated;
  });
  return c.json(ok(after));
};

/**
 * Applies a status change from `from` only; a message already there is a 409 naming its state.
 * Logs `action` with the message as it is after the change, in the change's own transaction,
 * and returns that message.
 */
async function changeStatus(c: Context<AppEnv>, deps: Deps, action: string, id: number, from: readonly string[], to: string, label: string, version?: number) {
  const row = await deps.db.selectFrom('message').select(['status', 'version']).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND');
  if (version !== undefined && row.version !== version) throw new ApiError('VERSION_CONFLICT');
  if (!from.includes(row.status)) throw new ApiError('ILLEGAL_TRANSITION', `当前状态「${MESSAGE_STATUS_LABELS[row.status] ?? row.status}」不能${label}`);
  const now = iso(deps);
  return deps.db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('message')
      .set({ status: to, updated_at: now, ...(to === 'sent' ? { sent_at: now } : {}) })
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('status', '=', row.status)
      .where('version', '=', row.version)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw new ApiError('VERSION_CONFLICT');
    if (to === 'sent') await trx.updateTable('message_receipt').set({ read_at: null, deleted_at: null, delivered_at: now }).where('message_id', '=', id).execute();
    const after = await loadMessage(trx, id);
    await auditChange(c, trx, deps.clock, { action, resource: 'messages', recordId: id, after });
    return after;
  });
}

const optionalVersion = (raw: string | undefined): number | undefined => (raw === undefined || raw === '' ? undefined : requireVersion(raw));

/** DELETE /manage/message/revoke?id=N[&version=V]: recipients no longer see it. */
export const revokeHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const id = queryId(c.req.query('id'));
  const after = await changeStatus(c, deps, 'messages.revoke', id, ['sent'], 'revoked', '撤回', optionalVersion(c.req.query('version')));
  return c.json(ok(after));
};

/** POST /manage/message?id=N[&version=V]: delivers the message again (also a revoked one), unread for every recipient. */
export const resendHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const id = queryId(c.req.query('id'));
  const after = await changeStatus(c, deps, 'messages.resend', id, ['sent', 'revoked'], 'sent', '重新发送', optionalVersion(c.req.query('version')));
  return c.json(ok(after));
};
