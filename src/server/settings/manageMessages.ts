import type { Context, Handler } from 'hono';
import { z } from 'zod';
import { NOTICE_MAX_RECIPIENTS } from '../../../resources/messages.ts';
import { ok } from '../../domain/envelope.ts';
import { readJsonObject, rejectUnknownKeys } from '../body.ts';
import type { AppEnv, Deps } from '../context.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { parseId } from '../middleware/access.ts';
import { auditChange } from '../middleware/actionLog.ts';
import { requireVersion } from '../resources/records.ts';
import { insertMessage, MessageText, recipientsOf, titlePrefix } from './messageRepo.ts';
import { me } from './messages.ts';
import { queryId, readPaging, readPrefix } from './paging.ts';
import { sendReader } from './sendBody.ts';

/**
 * 站内信管理 under /manage/message (permission manage_message): the notices sent from there.
 * Every call reads and changes notices only; a private message's id answers 404, as an unknown
 * id does, so its existence is not revealed.
 */

/** Labels of a message's status. */
export const MESSAGE_STATUS_LABELS: Record<string, string> = { sent: '已发送', revoked: '已撤回' };

const iso = (deps: Deps): string => new Date(deps.clock.now()).toISOString();

const noticeColumns = [
  'm.id', 'm.kind', 'm.title', 'm.content', 'm.status', 'm.sent_at', 'm.created_at', 'm.updated_at', 'm.edited_at', 'm.version',
  's.id as sender_id', 's.name as sender_name', 's.username as sender_username', 'e.name as editor_name', 'e.username as editor_username',
] as const;

const noticesOf = (db: Db) =>
  db.selectFrom('message as m').innerJoin('admin as s', 's.id', 'm.sender_id').leftJoin('admin as e', 'e.id', 'm.edited_by').where('m.kind', '=', 'notice');

type NoticeRow = { sender_name: string; sender_username: string; editor_name: string | null; editor_username: string | null; edited_at: string | null };

const named = <T extends NoticeRow>({ editor_username, ...r }: T) => ({
  ...r,
  sender_name: r.sender_name || r.sender_username,
  editor_name: r.edited_at ? r.editor_name || editor_username || null : null,
});

async function loadNotice(db: Db, id: number) {
  const row = await noticesOf(db).select(noticeColumns).where('m.id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND');
  const recipients = (await recipientsOf(db, [id])).get(id) ?? [];
  return { ...named(row), recipients, read_count: recipients.filter((r) => r.read).length };
}

/** GET /manage/message?page&pageSize&status=sent|revoked&q= : notices, newest first. */
export const manageListHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const query = c.req.query();
  const { pageSize, offset } = readPaging(query);
  const q = readPrefix(query.q);
  if (query.status && !(query.status in MESSAGE_STATUS_LABELS)) throw new ApiError('FILTER_INVALID', '筛选条件「状态」不正确');
  let base = noticesOf(deps.db);
  if (query.status) base = base.where('m.status', '=', query.status);
  if (q) base = base.where(titlePrefix(q));
  const [rows, total] = await Promise.all([
    base.select(noticeColumns).orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(pageSize).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  const recipients = await recipientsOf(deps.db, rows.map((r) => r.id));
  const list = rows.map((r) => {
    const to = recipients.get(r.id) ?? [];
    return { ...named(r), recipients: to, read_count: to.filter((x) => x.read).length };
  });
  return c.json(ok({ list, total: Number(total?.n ?? 0) }));
};

const readSend = sendReader(NOTICE_MAX_RECIPIENTS);

/** POST /manage/message/send `{recipients, title, content}`: a notice from 站内信管理. */
export const manageSendHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c);
  const send = await readSend(c, deps.db, user.id);
  const ids = send.recipients;
  const sent = await deps.db.transaction().execute(async (trx) => {
    const row = await insertMessage(trx, { kind: 'notice', senderId: user.id, recipients: ids, title: send.title, content: send.content, at: iso(deps) });
    const notice = await loadNotice(trx, row.id);
    await auditChange(c, trx, deps.clock, { action: 'messages.manageSend', resource: 'messages', recordId: row.id, after: notice });
    return notice;
  });
  return c.json(ok(sent));
};

const UpdateBody = z.object({ title: MessageText.title.optional(), content: MessageText.content.optional() });

/** PUT /manage/message/:id `{version, title?, content?}`: edits a notice, keeping who edited it and when. */
export const manageUpdateHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c);
  const id = parseId(c.req.param('id'));
  const { version: raw, ...rest } = await readJsonObject(c);
  rejectUnknownKeys(rest, new Set(['title', 'content']));
  const version = requireVersion(raw);
  const parsed = UpdateBody.safeParse(rest);
  if (!parsed.success) throw new ApiError('VALIDATION_FAILED', parsed.error.issues[0]?.message);
  const before = await loadNotice(deps.db, id);
  const now = iso(deps);
  const after = await deps.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('message')
      .set({ ...parsed.data, updated_at: now, edited_at: now, edited_by: user.id })
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('kind', '=', 'notice')
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new ApiError('VERSION_CONFLICT');
    const updated = await loadNotice(trx, id);
    await auditChange(c, trx, deps.clock, { action: 'messages.manageUpdate', resource: 'messages', recordId: id, before, after: updated });
    return updated;
  });
  return c.json(ok(after));
};

/**
 * Applies a status change of a notice from `from` only; a notice already there is a 409 naming
 * its state. Logs `action` with the notice as it is after the change, in the change's own
 * transaction, and returns that notice.
 */
async function changeStatus(c: Context<AppEnv>, deps: Deps, action: string, id: number, from: readonly string[], to: string, label: string, version?: number) {
  const row = await deps.db.selectFrom('message').select(['status', 'version']).where('id', '=', id).where('kind', '=', 'notice').executeTakeFirst();
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
      .where('kind', '=', 'notice')
      .where('status', '=', row.status)
      .where('version', '=', row.version)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw new ApiError('VERSION_CONFLICT');
    if (to === 'sent') await trx.updateTable('message_receipt').set({ read_at: null, deleted_at: null, delivered_at: now }).where('message_id', '=', id).execute();
    const after = await loadNotice(trx, id);
    await auditChange(c, trx, deps.clock, { action, resource: 'messages', recordId: id, after });
    return after;
  });
}

const optionalVersion = (raw: string | undefined): number | undefined => (raw === undefined || raw === '' ? undefined : requireVersion(raw));

/** DELETE /manage/message/revoke?id=N[&version=V]: recipients no longer see the notice. */
export const revokeHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const id = queryId(c.req.query('id'));
  const after = await changeStatus(c, deps, 'messages.revoke', id, ['sent'], 'revoked', '撤回', optionalVersion(c.req.query('version')));
  return c.json(ok(after));
};

/** POST /manage/message?id=N[&version=V]: delivers the notice again (also a revoked one), unread for every recipient. */
export const resendHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const id = queryId(c.req.query('id'));
  const after = await changeStatus(c, deps, 'messages.resend', id, ['sent', 'revoked'], 'sent', '重新发送', optionalVersion(c.req.query('version')));
  return c.json(ok(after));
};
