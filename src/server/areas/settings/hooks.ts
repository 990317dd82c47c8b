import type { HooksByResource } from '../../engine/hooks.ts';
import { configHooks } from './configHooks.ts';
import { templateHooks } from './templateHooks.ts';
import { MY_MESSAGE_HOOKS } from './myMessageHooks.ts';
import { NOTICE_HOOKS } from './noticeHooks.ts';

/** Server hooks of the settings area's resources, by resource name. */
export const SETTINGS_HOOKS: HooksByResource = { config: configHooks, templates: templateHooks, ...NOTICE_HOOKS, ...MY_MESSAGE_HOOKS };
