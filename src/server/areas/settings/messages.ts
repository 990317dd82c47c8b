import type { Handler } from 'hono';
import { z } from 'zod';
import { ok } from '../../../domain/envelope.ts';
import { readJsonObject, rejectUnknownKeys } from '../../body.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';
import { runWrite } from '../../engine/write.ts';
import { PRIVATE_MAX_RECIPIENTS } from '../../../../resources/settings/messages.ts';
import { unreadCount } from './messageRepo.ts';
import { me } from '../../shared/caller.ts';
import { insertMessage } from '../../shared/notify/siteMessage.ts';
import { queryId, readPrefix } from './messageQuery.ts';
import { sendReader } from './sendBody.ts';

/**
 * The own-inbox calls under /admin/message: every logged-in user, own messages only (the inbox
 * and outbox lists are declared resources, resources/settings/myMessages.ts). The action log
 * keeps no title or content of a private message: only its sender and recipients read it.
 */

const iso = (deps: Deps): string => new Date(deps.clock.now()).toISOString();

/** GET /admin/message/count → `{ unread }`. */
export const countHandler = (deps: Deps): Handler<AppEnv> => async (c) =>
  c.json(ok({ unread: await unreadCount(deps.db, me(c).id) }));

const MarkAllBody = z.object({ ids: z.array(z.number().int().positive(), '「ids」必须是编号列表').max(100, '一次最多标记 100 封').optional() });

/** PUT /admin/message/count: marks the inbox (or `ids` of it) read → `{ unread }`; no body (section 7's call) means all. */
export const markAllReadHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c);
  const body = await readJsonObject(c, { emptyAs: {} });
  rejectUnknownKeys(body, new Set(['ids']));
  const parsed = MarkAllBody.safeParse(body);
  if (!parsed.success) throw new ApiError('VALIDATION_FAILED', parsed.error.issues[0]?.message);
  const now = iso(deps);
  await runWrite(c, deps, { action: 'messages.markRead', resource: 'messages', publish: [{ topic: 'messages', userIds: [user.id] }] }, async ({ trx }) => {
    let q = trx.updateTable('message_receipt').set({ read_at: now }).where('recipient_id', '=', user.id).where('read_at', 'is', null).where('deleted_at', 'is', null);
    if (parsed.data.ids) q = q.where('message_id', 'in', parsed.data.ids.length ? parsed.data.ids : [0]);
    const result = await q.executeTakeFirst();
    return { result: undefined, log: { after: { count: Number(result.numUpdatedRows) } } };
  });
  return c.json(ok({ unread: await unreadCount(deps.db, user.id) }));
};

/** GET /admin/message/recipients?q= : enabled accounts other than the caller (≤ 200). */
export const recipientsHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c);
  const q = readPrefix(c.req.query('q'));
  let base = deps.db.selectFrom('admin').select(['id', 'username', 'name']).where('status', '=', 1).where('id', '!=', user.id);
  if (q) base = base.where((eb) => eb.or([eb('username', '>=', q).and('username', '<', `${q}\uffff`), eb('name', '>=', q).and('name', '<', `${q}\uffff`)]));
  const rows = await base.orderBy('id').limit(200).execute();
  return c.json(ok(rows.map((r) => ({ id: r.id, username: r.username, name: r.name || r.username }))));
};

const readSend = sendReader(PRIVATE_MAX_RECIPIENTS);

/** POST /admin/message `{recipients, title, content}`: a private message, never changed after this. */
export const sendHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c);
  const send = await readSend(c, deps.db, user.id);
  const ids = send.recipients;
  const result = await runWrite(c, deps, { action: 'messages.send', resource: 'messages', publish: [{ topic: 'messages', userIds: ids }] }, async ({ trx }) => {
    const row = await insertMessage(trx, { kind: 'private', senderId: user.id, recipients: ids, title: send.title, content: send.content, at: iso(deps) });
    return { result: { ...row, recipients: ids }, log: { recordId: row.id, after: { id: row.id, kind: row.kind, recipients: ids } } };
  });
  return c.json(ok(result));
};

const MarkBody = z.object({ read: z.boolean('「read」必须是 true 或 false') });

/** PUT /admin/message/:id `{read}`: marks one message of the caller's inbox read or unread. */
export const markHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c);
  const id = parseId(c.req.param('id'));
  const body = await readJsonObject(c);
  rejectUnknownKeys(body, new Set(['read']));
  const parsed = MarkBody.safeParse(body);
  if (!parsed.success) throw new ApiError('VALIDATION_FAILED', parsed.error.issues[0]?.message);
  const receipt = await deps.db
    .selectFrom('message_receipt as r')
    .innerJoin('message as m', 'm.id', 'r.message_id')
    .select(['r.id', 'r.read_at'])
    .where('r.message_id', '=', id)
    .where('r.recipient_id', '=', user.id)
    .where('r.deleted_at', 'is', null)
    .where('m.status', '=', 'sent')
    .executeTakeFirst();
  if (!receipt) throw new ApiError('NOT_FOUND');
  const readAt = parsed.data.read ? receipt.read_at ?? iso(deps) : null;
  await runWrite(c, deps, { action: 'messages.mark', resource: 'messages', publish: [{ topic: 'messages', userIds: [user.id] }] }, async ({ trx }) => {
    await trx.updateTable('message_receipt').set({ read_at: readAt }).where('id', '=', receipt.id).execute();
    return { result: undefined, log: { recordId: id, after: { read: parsed.data.read } } };
  });
  return c.json(ok({ id, read: parsed.data.read, unread: await unreadCount(deps.db, user.id) }));
};

/** DELETE /admin/message?id=N: removes a message from the caller's inbox, or a private one from their outbox. */
export const removeHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = me(c);
  const id = queryId(c.req.query('id'));
  const now = iso(deps);
  const box = await runWrite(c, deps, { action: 'messages.delete', resource: 'messages', publish: [{ topic: 'messages', userIds: [user.id] }] }, async ({ trx }) => {
    const inbox = await trx
      .updateTable('message_receipt')
      .set({ deleted_at: now })
      .where('message_id', '=', id)
      .where('recipient_id', '=', user.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    let removed: 'inbox' | 'outbox' = 'inbox';
    if (Number(inbox.numUpdatedRows) === 0) {
      const outbox = await trx.updateTable('message').set({ sender_deleted: 1 }).where('id', '=', id).where('sender_id', '=', user.id).where('kind', '=', 'private').where('sender_deleted', '=', 0).executeTakeFirst();
      if (Number(outbox.numUpdatedRows) === 0) throw new ApiError('NOT_FOUND');
      removed = 'outbox';
    }
    return { result: removed, log: { recordId: id, after: { box: removed } } };
  });
  return c.json(ok({ id, box, unread: await unreadCount(deps.db, user.id) }));
};
