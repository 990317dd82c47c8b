import { z } from 'zod';
import { NOTICE_MAX_RECIPIENTS } from '../../../../resources/settings/messages.ts';
import { ApiError } from '../../errors.ts';
import type { HooksByResource, ResourceHooks } from '../../engine/hooks.ts';
import { checkedRecipients, recipientIdsOf } from './messageRepo.ts';

/**
 * What the `notices` declaration cannot say (resources/settings/notices.ts): every call sees kind
 * `notice` only; a send checks its recipients (enabled accounts other than the sender, at most
 * NOTICE_MAX_RECIPIENTS) and delivers one unread receipt each; an edit records who and when; a
 * resend delivers the notice again, unread for every recipient.
 */

const Recipients = z.object({ recipients: recipientIdsOf(NOTICE_MAX_RECIPIENTS) });

/** The recipients of a send: a `json` field, so its secret arrives as its column value (JSON text). */
const recipientsIn = (secrets: Record<string, unknown> | undefined): number[] => {
  const raw = secrets?.recipients;
  const parsed = Recipients.safeParse({ recipients: typeof raw === 'string' ? JSON.parse(raw) : raw });
  if (!parsed.success) throw new ApiError('VALIDATION_FAILED', parsed.error.issues[0]?.message);
  return [...new Set(parsed.data.recipients)];
};

const iso = (now: number): string => new Date(now).toISOString();

const noticeHooks: ResourceHooks = {
  rowScope: () => ({ kind: 'notice' }),
  beforeCreate: async (db, _values, now, secrets, user) => {
    await checkedRecipients(db, user.id, recipientsIn(secrets));
    return { sender_id: user.id, sent_at: iso(now) };
  },
  afterWrite: async (kind, ctx) => {
    if (kind !== 'create' || !ctx.after) return;
    const at = iso(ctx.now);
    const ids = recipientsIn(ctx.secrets);
    await ctx.db.insertInto('message_receipt').values(ids.map((id) => ({ message_id: Number(ctx.after!.id), recipient_id: id, delivered_at: at }))).execute();
  },
  beforeUpdate: async (ctx) => ({ edited_at: iso(ctx.now), edited_by: ctx.user.id }),
  afterAction: async (db, ctx) => {
    if (ctx.action !== 'resend') return;
    const at = iso(ctx.now);
    const id = Number(ctx.after.id);
    await db.updateTable('message').set({ sent_at: at }).where('id', '=', id).execute();
    await db.updateTable('message_receipt').set({ read_at: null, deleted_at: null, delivered_at: at }).where('message_id', '=', id).execute();
  },
};

/** Server hooks of 站内信管理, by resource name. */
export const NOTICE_HOOKS: HooksByResource = { notices: noticeHooks };
