import type { Context } from 'hono';
import { readJsonObject, rejectUnknownKeys } from '../../body.ts';
import type { AppEnv } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import { checkedRecipients, sendBodyOf } from './messageRepo.ts';

/** A message to send: its distinct, checked recipients, title and content. */
export interface SendRequest {
  recipients: number[];
  title: string;
  content: string;
}

const KEYS = new Set(['recipients', 'title', 'content']);

/**
 * Reads `{recipients, title, content}` (at most `max` recipients) for a private message or a
 * notice, and checks the recipients: enabled accounts other than the sender.
 */
export function sendReader(max: number) {
  const schema = sendBodyOf(max);
  return async (c: Context<AppEnv>, db: Db, senderId: number): Promise<SendRequest> => {
    const body = await readJsonObject(c);
    rejectUnknownKeys(body, KEYS);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ApiError('VALIDATION_FAILED', parsed.error.issues[0]?.message);
    return { ...parsed.data, recipients: await checkedRecipients(db, senderId, parsed.data.recipients) };
  };
}
