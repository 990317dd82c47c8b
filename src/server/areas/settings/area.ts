import { defineArea } from '../../engine/area.ts';
import { SETTINGS_HANDLERS } from './handlers.ts';
import { SETTINGS_HOOKS } from './hooks.ts';
import { unreadCount } from './messageRepo.ts';

/**
 * 系统设置 (config items, templates, notices and messages, the WeChat menu). It also answers the
 * unread count the live stream pushes. Uploads, files and the config-by-key endpoint are the
 * shared layer's (src/server/shared/area.ts).
 */
export const settingsArea = defineArea({
  name: 'settings',
  hooks: SETTINGS_HOOKS,
  handlers: SETTINGS_HANDLERS,
  unreadCount,
  seeds: [() => import('./seed.ts').then((m) => m.seed)],
});
