import type { HooksByResource } from '../../engine/hooks.ts';
import { adminHooks } from './adminHooks.ts';

/** Server hooks of the people area's resources, by resource name. */
export const PEOPLE_HOOKS: HooksByResource = { admins: adminHooks };
