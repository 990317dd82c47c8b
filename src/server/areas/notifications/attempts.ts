import type { Db } from '../../db/database.ts';

/** The attempts of one outbox row, oldest first: the detail page's timeline. */
export async function attemptsOf(db: Db, notificationId: number) {
  return db
    .selectFrom('notification_attempt')
    .select(['id', 'attempt', 'started_at', 'finished_at', 'result', 'error', 'provider_message_id'])
    .where('notification_id', '=', notificationId)
    .orderBy('attempt')
    .execute();
}
