import type { Kysely } from 'kysely';
import type { ResourceDef } from '../../../resources/define.ts';
import type { AuthUser } from '../context.ts';
import type { AreaSeed } from '../db/areaSeed.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';
import type { HooksByResource } from './hooks.ts';
import type { GroupHandler, GroupHandlers } from './mount.ts';

/**
 * An area as the server's engine receives it (issue 33, "areas are inputs"): the engine, db and
 * live import nothing from any area; the composition root (src/server/composition.ts) lists the
 * areas and `createApp` joins them (`joinAreas`). Each field is optional: an area brings what it has.
 */

/** What raised a declared action, as an area's `afterAction` listener is told (inside the action's transaction). */
export interface ActionEvent {
  resource: ResourceDef;
  /** The row after the action (database columns). */
  after: Record<string, unknown>;
  action: string;
  remark: string | null;
  actor: AuthUser;
  now: number;
}

/** One area of the server. */
export interface ServerArea {
  /** The area's name (its folder under src/server/areas/), as seed modules' `after` names it. */
  readonly name: string;
  /** Its resources' hooks, keyed by declared resource name (an undeclared one fails to compile). */
  readonly hooks?: HooksByResource;
  /** Its hand-written handlers, keyed by declared endpoint key (an undeclared one fails to compile). */
  readonly handlers?: Partial<GroupHandlers>;
  /** Runs after every declared action of any resource, inside its transaction (e.g. the notification triggers). */
  readonly afterAction?: (db: Kysely<Database>, event: ActionEvent) => Promise<void>;
  /** Whether a caller may read an upload (the files layer): asked before a write refers to one. */
  readonly mayReadUpload?: (areas: AreaSet, db: Db, user: AuthUser, key: string) => Promise<boolean>;
  /** The unread count the live stream pushes (站内信). */
  readonly unreadCount?: (db: Db, userId: number) => Promise<number>;
  /** Its demo modules (SEED=demo), loaded only when seeding, run in dependency order after the demo accounts. */
  readonly seeds?: readonly (() => Promise<AreaSeed>)[];
}

/** Declares an area; the literal type is kept, so the composition root can check what the areas cover. */
export const defineArea = <const A extends ServerArea>(area: A): A => area;

/** The areas joined, as the engine asks them. */
export interface AreaSet {
  readonly names: readonly string[];
  readonly hooks: HooksByResource;
  readonly handlers: Readonly<Record<string, GroupHandler | undefined>>;
  readonly afterAction: readonly NonNullable<ServerArea['afterAction']>[];
  readonly mayReadUpload: (db: Db, user: AuthUser, key: string) => Promise<boolean>;
  readonly unreadCount: (db: Db, userId: number) => Promise<number>;
  readonly seeds: readonly (() => Promise<AreaSeed>)[];
}

/** The one area that brings `key`, or undefined; two areas bringing it is an error. */
function single<K extends 'mayReadUpload' | 'unreadCount'>(areas: readonly ServerArea[], key: K): ServerArea[K] {
  const with_ = areas.filter((a) => a[key]);
  if (with_.length > 1) throw new Error(`${key} 由多个区域提供：${with_.map((a) => a.name).join('、')}`);
  return with_[0]?.[key];
}

/** Joins the areas: a name, a resource's hooks or an endpoint's handler brought twice is an error. */
export function joinAreas(areas: readonly ServerArea[]): AreaSet {
  const names = new Set<string>();
  const hooks: Record<string, unknown> = {};
  const handlers: Record<string, GroupHandler | undefined> = {};
  for (const area of areas) {
    if (names.has(area.name)) throw new Error(`区域 ${area.name} 重复`);
    names.add(area.name);
    for (const [name, h] of Object.entries(area.hooks ?? {})) {
      if (name in hooks) throw new Error(`资源 ${name} 的服务端钩子由多个区域提供`);
      hooks[name] = h;
    }
    for (const [key, h] of Object.entries(area.handlers ?? {})) {
      if (key in handlers) throw new Error(`接口 ${key} 的处理函数由多个区域提供`);
      handlers[key] = h;
    }
  }
  const mayRead = single(areas, 'mayReadUpload');
  const set: AreaSet = {
    names: [...names],
    hooks: hooks as HooksByResource,
    handlers,
    afterAction: areas.flatMap((a) => (a.afterAction ? [a.afterAction] : [])),
    // no files layer: no upload is readable, so no write may refer to one
    mayReadUpload: (db, user, key) => (mayRead ? mayRead(set, db, user, key) : Promise.resolve(false)),
    unreadCount: single(areas, 'unreadCount') ?? (async () => 0),
    seeds: areas.flatMap((a) => a.seeds ?? []),
  };
  return set;
}

type HandlerKeysOf<Area> = Area extends { handlers: infer H } ? keyof H & string : never;
/** The endpoint keys the areas' handlers cover (the composition root checks they are all of them). */
export type HandledKeys<A extends readonly ServerArea[]> = HandlerKeysOf<A[number]>;
