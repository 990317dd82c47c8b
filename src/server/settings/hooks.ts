import type { HooksByResource } from '../resources/hooks.ts';
import { configHooks } from './configHooks.ts';
import { templateHooks } from './templateHooks.ts';

/** Server hooks of the settings area's resources, by resource name. */
export const SETTINGS_HOOKS: HooksByResource = { config: configHooks, templates: templateHooks };
