import type { HooksByResource } from '../../engine/hooks.ts';
import { configHooks } from './configHooks.ts';
import { templateHooks } from './templateHooks.ts';
import { NOTICE_HOOKS } from './noticeHooks.ts';

/**
 * Server hooks of the settings area's resources, by resource name. 我的站内信 (inbox, outbox)
 * needs none: its screens are the caller's own (`mine`), which scopes every call (`rowScopeOf`).
 */
export const SETTINGS_HOOKS: HooksByResource = { config: configHooks, templates: templateHooks, ...NOTICE_HOOKS };
