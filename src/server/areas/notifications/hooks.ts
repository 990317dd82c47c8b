import type { HooksByResource } from '../../engine/hooks.ts';
import { attemptsOf } from './attempts.ts';

/** Server hooks of the outbox: a row's detail carries its attempts. */
export const NOTIFICATION_HOOKS: HooksByResource = {
  notifications: {
    readOne: async (db, record) => ({ ...record, attempts: await attemptsOf(db, Number(record.id)) }),
  },
};
