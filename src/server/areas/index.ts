import type { HooksByResource } from '../engine/hooks.ts';
import type { GroupHandlers } from '../engine/mount.ts';
import { NEEDS_HANDLERS } from './needs/handlers.ts';
import { NEEDS_HOOKS } from './needs/hooks.ts';
import { REPAIR_HOOKS } from './needs/repairHooks.ts';
import { PEOPLE_HANDLERS } from './people/handlers.ts';
import { PEOPLE_HOOKS } from './people/hooks.ts';
import { SETTINGS_HANDLERS } from './settings/handlers.ts';
import { SETTINGS_HOOKS } from './settings/hooks.ts';

/**
 * The areas' server code, as the engine finds it: each area (needs, people, settings) keeps its
 * hooks, handlers and seed in `src/server/areas/<area>/`, and this file joins their maps.
 * Hooks are keyed by declared resource name and handlers by declared endpoint key, so a hook for
 * an undeclared resource, or a declared endpoint without its handler, fails to compile.
 * (Seed modules are found by listing the area folders: src/server/db/folderListing.ts.)
 */
export const AREA_HOOKS: HooksByResource = { ...REPAIR_HOOKS, ...NEEDS_HOOKS, ...PEOPLE_HOOKS, ...SETTINGS_HOOKS };

/** The hand-written handler of every endpoint that belongs to no resource. */
export const AREA_HANDLERS: GroupHandlers = { ...PEOPLE_HANDLERS, ...SETTINGS_HANDLERS, ...NEEDS_HANDLERS };
