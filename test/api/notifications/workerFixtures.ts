import type { NotificationChannel } from '../../../resources/notifications/states.ts';
import type { Db } from '../../../src/server/db/database.ts';
import { enqueueNotification, type NewNotification } from '../../../src/server/areas/notifications/outbox.ts';
import { ProviderError, type Dedupe, type OutgoingMessage, type Provider, type SendResult } from '../../../src/server/areas/notifications/providers/types.ts';

/** Test providers of the worker tests: each records what it was asked, and answers as told. */

export type Answer = SendResult | ProviderError | Error;

/**
 * A provider answering each call with the next of `answers` (the last repeats); every call is
 * recorded. With `dedupe` other than `always` (the default: a fake that honours keys) it hands
 * the message over (`ctx.handOver`) before each answer, as a vendor adapter does before its request.
 */
export function scriptedProvider(answers: readonly Answer[], name = 'fake', dedupe: Dedupe = 'always'): Provider & { calls: OutgoingMessage[] } {
  const calls: OutgoingMessage[] = [];
  return {
    name,
    calls,
    dedupe,
    async send(m, ctx) {
      if (dedupe !== 'always') await ctx?.handOver();
      const answer = answers[Math.min(calls.length, answers.length - 1)];
      calls.push(m);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
}

export const transient = (message = '服务商超时') => new ProviderError(message, false);
export const permanent = (message = '号码不存在') => new ProviderError(message, true);

export const enqueue = (db: Db, now: number, over: Partial<NewNotification> & { channel?: NotificationChannel } = {}) =>
  enqueueNotification(db, { channel: 'sms', recipient: '13800138000', content: '您的维修单已完成', trigger: 'manual', ...over }, now);

export const rowOf = (db: Db, id: number) => db.selectFrom('notification').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const attemptsOfRow = (db: Db, id: number) =>
  db.selectFrom('notification_attempt').select(['attempt', 'result', 'error', 'started_at', 'finished_at', 'provider_message_id']).where('notification_id', '=', id).orderBy('attempt').execute();
