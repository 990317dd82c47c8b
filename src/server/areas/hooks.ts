import type { HooksByResource } from '../engine/hooks.ts';
import { NOTIFICATION_HOOKS } from './notifications/hooks.ts';
import { NEEDS_HOOKS } from './needs/hooks.ts';
import { REPAIR_HOOKS } from './needs/repairHooks.ts';
import { PEOPLE_HOOKS } from './people/hooks.ts';
import { SETTINGS_HOOKS } from './settings/hooks.ts';
import { WORKFLOW_HOOKS } from './workflow/hooks.ts';

/**
 * The areas' hooks, as the engine finds them: each area (needs, people, settings) keeps its
 * hooks, handlers and seed in `src/server/areas/<area>/`; this file joins their hooks, keyed by
 * declared resource name (a hook for an undeclared resource fails to compile), and handlers.ts
 * their handlers. Seed modules are found by listing the area folders (src/server/db/folderListing.ts).
 */
export const AREA_HOOKS: HooksByResource = { ...REPAIR_HOOKS, ...NEEDS_HOOKS, ...PEOPLE_HOOKS, ...SETTINGS_HOOKS, ...WORKFLOW_HOOKS, ...NOTIFICATION_HOOKS };
