import type { AreaSet, GroupHandler, ServerArea } from '../context.ts';
import type { RecipientResolver, Scanner } from '../shared/notify/types.ts';
import type { HooksByResource } from './hookTypes.ts';

export type { ActionEvent, AreaSet, ServerArea } from '../context.ts';

/**
 * An area as the server's engine receives it (issue 33, "areas are inputs"): the engine, db and
 * live import nothing from any area; the composition root (src/server/composition.ts) lists the
 * areas and `createApp` joins them (`joinAreas`). Each field is optional: an area brings what it has.
 */

/** Declares an area; the literal type is kept, so the composition root can check what the areas cover. */
export const defineArea = <const A extends ServerArea>(area: A): A => area;

/** The one area that brings `key`, or undefined; two areas bringing it is an error. */
function single<K extends 'mayReadUpload' | 'unreadCount'>(areas: readonly ServerArea[], key: K): ServerArea[K] {
  const with_ = areas.filter((a) => a[key]);
  if (with_.length > 1) throw new Error(`${key} 由多个区域提供：${with_.map((a) => a.name).join('、')}`);
  return with_[0]?.[key];
}

/** Joins the areas: a name, a resource's hooks, an endpoint's handler, a recipient kind or a scan brought twice is an error. */
export function joinAreas(areas: readonly ServerArea[]): AreaSet {
  const names = new Set<string>();
  const hooks: Record<string, unknown> = {};
  const handlers: Record<string, GroupHandler | undefined> = {};
  const recipients: Record<string, RecipientResolver> = {};
  const scanners: Scanner[] = [];
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
    for (const [kind, resolve] of Object.entries(area.recipients ?? {})) {
      if (kind in recipients) throw new Error(`通知收件人 ${kind} 由多个区域提供`);
      if (resolve) recipients[kind] = resolve;
    }
    for (const scanner of area.scanners ?? []) {
      if (scanners.some((s) => s.name === scanner.name)) throw new Error(`通知扫描 ${scanner.name} 由多个区域提供`);
      scanners.push(scanner);
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
    recipients,
    scanners,
  };
  return set;
}

type HandlerKeysOf<Area> = Area extends { handlers: infer H } ? keyof H & string : never;
/** The endpoint keys the areas' handlers cover (the composition root checks they are all of them). */
export type HandledKeys<A extends readonly ServerArea[]> = HandlerKeysOf<A[number]>;

type RecipientKeysOf<Area> = Area extends { recipients: infer R } ? keyof R & string : never;
/** The notification recipient kinds the areas resolve (the composition root checks they are all of them). */
export type ResolvedRecipients<A extends readonly ServerArea[]> = RecipientKeysOf<A[number]>;
