import { defineArea } from '../../engine/area.ts';
import { mayReadUpload } from './fileAccess.ts';
import { SETTINGS_HANDLERS } from './handlers.ts';
import { SETTINGS_HOOKS } from './hooks.ts';
import { unreadCount } from './messageRepo.ts';

/**
 * 系统设置 (config, templates, notices and messages, uploads, the WeChat menu). It also answers
 * whether a caller may read an upload, and the unread count the live stream pushes.
 */
export const settingsArea = defineArea({
  name: 'settings',
  hooks: SETTINGS_HOOKS,
  handlers: SETTINGS_HANDLERS,
  mayReadUpload,
  unreadCount,
  seeds: [() => import('./seed.ts').then((m) => m.seed)],
});
