import type { Access } from '../src/domain/access.ts';
import type { ActionDef, EndpointDef, FieldDef, MenuPlace, ResourceDef, RouteMeta, ScreenDef } from './define.ts';
import { endpointGroups, pageDefs, resources, type PageComponentName } from './index.ts';

/**
 * Pure functions of the registry that both halves use: the route table, the endpoint table,
 * and look-ups by screen name. Nothing here is declared twice.
 */

/** What a route renders. */
export type RouteView =
  | { kind: 'list'; resource: string; screen: string }
  | { kind: 'show'; resource: string; screen: string }
  | { kind: 'form'; resource: string; screen: string }
  | { kind: 'page'; component: PageComponentName; screen?: string };

/** One row of the route table. */
export interface RouteEntry {
  path: string;
  title: string;
  access: Access;
  view: RouteView;
  menu?: MenuPlace;
  hidden: boolean;
  activeMenu?: string;
  keepAlive: boolean;
  affix: boolean;
  bare: boolean;
  /** Opens no tab (RouteMeta.noTab). */
  noTab: boolean;
}

/** A route row from its meta, with the defaults of section 3 (not kept alive, not pinned). */
function routeRow(meta: RouteMeta, access: Access, view: RouteView, extra: { bare?: boolean; activeMenu?: string } = {}): RouteEntry {
  return {
    path: meta.path,
    title: meta.title,
    access,
    view,
    menu: meta.menu,
    hidden: !meta.menu,
    activeMenu: meta.activeMenu ?? extra.activeMenu,
    keepAlive: meta.keepAlive ?? false,
    affix: meta.affix ?? false,
    bare: extra.bare ?? false,
    noTab: meta.noTab ?? false,
  };
}

let routes: readonly RouteEntry[] | undefined;

/**
 * Every route of the app: pages first, then each screen's list and show routes. Built once (the
 * declarations do not change while the app runs); menus, guards and the access check read it often.
 */
export function routeTable(): readonly RouteEntry[] {
  return (routes ??= buildRouteTable());
}

function buildRouteTable(): RouteEntry[] {
  const perScreen = pageDefs.filter((p) => p.screenParam);
  const rows = pageDefs.filter((p) => !p.screenParam).map((p) => routeRow(p, p.access, { kind: 'page', component: p.component }, { bare: p.bare }));
  for (const r of resources) {
    for (const s of r.screens) {
      rows.push(routeRow(s.list, s.access ?? r.access, { kind: 'list', resource: r.name, screen: s.name }));
      // the list's own pages highlight what the list does (a hidden list, 关联, highlights its parent's menu item)
      const parent = s.list.activeMenu ?? s.list.path;
      // Screens of one resource may share a detail route (every ticket queue leads to /workflow/detail/:id): one route, the first screen's.
      if (s.show && !rows.some((row) => row.path === s.show?.path)) rows.push(routeRow(s.show, r.access, { kind: 'show', resource: r.name, screen: s.name }, { activeMenu: parent }));
      if (s.form) rows.push(routeRow(s.form, r.access, { kind: 'form', resource: r.name, screen: s.name }, { activeMenu: parent }));
      for (const p of perScreen) {
        const path = p.path.replace(`:${p.screenParam}`, s.name);
        rows.push(routeRow({ ...p, path, menu: undefined }, s.access ?? r.access, { kind: 'page', component: p.component, screen: s.name }, { activeMenu: parent }));
      }
    }
  }
  return rows;
}

/** One row of the endpoint table: what the server mounts and the permission matrix walks. */
export interface EndpointEntry extends EndpointDef {
  /** `resource.kind` or `group.name` — e.g. `repairs.list`, `account.login`. */
  key: string;
  resource?: string;
  kind: string;
  access: Access;
  /** For an action's own endpoint (`ActionDef.path`): the action it applies. */
  action?: string;
  /** For a screen's own list or count endpoint (`ScreenDef.endpoints`): the screen it serves. */
  screen?: string;
}

/** Every endpoint, each with its effective access. */
export function endpointTable(): EndpointEntry[] {
  const rows: EndpointEntry[] = [];
  for (const g of endpointGroups) {
    for (const [kind, e] of Object.entries(g.endpoints)) {
      rows.push({ ...e, key: `${g.name}.${kind}`, kind, access: e.access ?? {} });
    }
  }
  for (const r of resources) {
    for (const [kind, e] of Object.entries(r.endpoints) as [string, EndpointDef | undefined][]) {
      if (!e) continue;
      rows.push({ ...e, key: `${r.name}.${kind}`, resource: r.name, kind, access: e.access ?? r.access });
    }
    for (const sc of r.screens) {
      for (const [kind, e] of Object.entries(sc.endpoints ?? {}) as [string, EndpointDef | undefined][]) {
        if (e) rows.push({ ...e, key: `${r.name}.${sc.name}.${kind}`, resource: r.name, kind, screen: sc.name, access: e.access ?? sc.access ?? r.access });
      }
    }
    for (const a of r.status?.actions ?? []) {
      if (a.path) rows.push({ method: 'PUT', path: a.path, summary: a.label, key: `${r.name}.${a.name}`, resource: r.name, kind: 'action', action: a.name, access: r.endpoints.action?.access ?? r.access });
    }
  }
  return rows;
}

/** A screen with its resource, by refine resource name. */
export interface ScreenRef {
  resource: ResourceDef;
  screen: ScreenDef;
}

/** A screen's default list sort: its own, else its resource's. */
export const defaultSortOf = (resource: ResourceDef, screen: ScreenDef): string => screen.defaultSort ?? resource.defaultSort;

export function findScreen(name: string): ScreenRef | undefined {
  for (const resource of resources) {
    const screen = resource.screens.find((s) => s.name === name);
    if (screen) return { resource, screen };
  }
  return undefined;
}

/** The screen a record belongs to: the first whose fixed values the record has (e.g. type 3 → quickrp). */
export function screenOfRecord(resource: ResourceDef, record: Record<string, unknown>): ScreenDef | undefined {
  return resource.screens.find((s) => Object.entries(s.fixed ?? {}).every(([k, v]) => String(record[k]) === String(v)));
}

export function findResource(name: string): ResourceDef | undefined {
  return resources.find((r) => r.name === name);
}

export const fieldOf = (resource: ResourceDef, name: string): FieldDef | undefined =>
  resource.fields.find((f) => f.name === name);

/** The actions a screen shows. */
export const actionsOf = (resource: ResourceDef, screen: string): readonly ActionDef[] =>
  (resource.status?.actions ?? []).filter((a) => !a.screens || a.screens.includes(screen));

/** Why a record can no longer be changed (`status.locked`: a closed ticket), or null. */
export function lockedReason(resource: ResourceDef, record: Record<string, unknown> | undefined): string | null {
  const locked = resource.status?.locked ? { field: resource.status.field, ...resource.status.locked } : resource.locked;
  if (!locked || !record) return null;
  return locked.states.includes(String(record[locked.field] ?? '')) ? locked.reason : null;
}

/** Why an action is not allowed from a state, or null when it is. */
export function transitionBlock(resource: ResourceDef, action: ActionDef, state: string): string | null {
  if (action.from.includes(state)) return null;
  const statusField = resource.status ? fieldOf(resource, resource.status.field) : undefined;
  const label = statusField?.options?.find((o) => String(o.value) === state)?.label ?? state;
  return `当前状态「${label}」不能${action.label}`;
}
