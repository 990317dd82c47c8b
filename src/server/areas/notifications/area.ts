import { defineArea } from '../../engine/area.ts';
import { NOTIFICATION_HANDLERS } from './handlers.ts';
import { NOTIFICATION_HOOKS } from './hooks.ts';
import { NOTIFICATION_PROVIDER_HANDLERS } from './providerHandlers.ts';
import { NOTIFICATION_STAT_HANDLERS } from './statHandlers.ts';
import { raiseActionTriggers } from './triggers.ts';

/**
 * 通知 (the outbox, providers, receipts, statistics): after every declared action it raises the
 * declared triggers, reaching the recipients the other areas declare (their `recipients`); the
 * delivery worker runs the areas' `scanners`.
 */
export const notificationsArea = defineArea({
  name: 'notifications',
  hooks: NOTIFICATION_HOOKS,
  handlers: { ...NOTIFICATION_HANDLERS, ...NOTIFICATION_PROVIDER_HANDLERS, ...NOTIFICATION_STAT_HANDLERS },
  afterAction: raiseActionTriggers,
  seeds: [() => import('./seed.ts').then((m) => m.seed)],
});
