import type { Context } from 'hono';
import { z } from 'zod';
import { notices } from '../../../../resources/settings/notices.ts';
import { checkField } from '../../../domain/fieldRules.ts';
import { readJsonObject, rejectUnknownKeys } from '../../body.ts';
import type { AppEnv } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { fieldByName } from '../../engine/schema.ts';
import { ApiError } from '../../errors.ts';
import { checkedRecipients, recipientIdsOf } from './messageRepo.ts';

/** A message to send: its distinct, checked recipients, title and content. */
export interface SendRequest {
  recipients: number[];
  title: string;
  content: string;
}

const KEYS = new Set(['recipients', 'title', 'content']);

/** A message's title and content, checked by the one declaration of the message table's fields (resources/settings/notices.ts). */
function textOf(name: 'title' | 'content', raw: unknown): string {
  const field = fieldByName(notices, name);
  if (!field) throw new Error(`notices declares no ${name}`);
  const checked = checkField(field, raw, false);
  if (!checked.ok) throw new ApiError('VALIDATION_FAILED', checked.message);
  return String(checked.value);
}

/**
 * Reads `{recipients, title, content}` (at most `max` recipients) for a private message, and
 * checks the recipients: enabled accounts other than the sender.
 */
export function sendReader(max: number) {
  const Recipients = z.object({ recipients: recipientIdsOf(max) });
  return async (c: Context<AppEnv>, db: Db, senderId: number): Promise<SendRequest> => {
    const body = await readJsonObject(c);
    rejectUnknownKeys(body, KEYS);
    const parsed = Recipients.safeParse({ recipients: body.recipients });
    if (!parsed.success) throw new ApiError('VALIDATION_FAILED', parsed.error.issues[0]?.message);
    const title = textOf('title', body.title);
    const content = textOf('content', body.content);
    return { title, content, recipients: await checkedRecipients(db, senderId, parsed.data.recipients) };
  };
}
