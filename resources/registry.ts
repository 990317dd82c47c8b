import type { Access } from '../src/domain/access.ts';
import type { ActionDef, EndpointDef, FieldDef, MenuPlace, ResourceDef, ScreenDef } from './define.ts';
import { endpointGroups, pageDefs, resources } from './index.ts';

/**
 * Pure functions of the registry that both halves use: the route table, the endpoint table,
 * and look-ups by screen name. Nothing here is declared twice.
 */

/** What a route renders. */
export type RouteView =
  | { kind: 'list'; resource: string; screen: string }
  | { kind: 'show'; resource: string; screen: string }
  | { kind: 'page'; component: string };

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
}

/** Every route of the app: pages first, then each screen's list and show routes. */
export function routeTable(): RouteEntry[] {
  const rows: RouteEntry[] = pageDefs.map((p) => ({
    path: p.path,
    title: p.title,
    access: p.access,
    view: { kind: 'page', component: p.component },
    menu: p.menu,
    hidden: !p.menu,
    activeMenu: p.activeMenu,
    keepAlive: p.keepAlive ?? false,
    affix: p.affix ?? false,
    bare: p.bare ?? false,
  }));
  for (const r of resources) {
    for (const s of r.screens) {
      rows.push({
        path: s.list.path,
        title: s.list.title,
        access: r.access,
        view: { kind: 'list', resource: r.name, screen: s.name },
        menu: s.list.menu,
        hidden: !s.list.menu,
        activeMenu: s.list.activeMenu,
        keepAlive: s.list.keepAlive ?? false,
        affix: s.list.affix ?? false,
        bare: false,
      });
      if (s.show) {
        rows.push({
          path: s.show.path,
          title: s.show.title,
          access: r.access,
          view: { kind: 'show', resource: r.name, screen: s.name },
          menu: s.show.menu,
          hidden: !s.show.menu,
          activeMenu: s.show.activeMenu ?? s.list.path,
          keepAlive: s.show.keepAlive ?? false,
          affix: s.show.affix ?? false,
          bare: false,
        });
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
  }
  return rows;
}

/** A screen with its resource, by refine resource name. */
export interface ScreenRef {
  resource: ResourceDef;
  screen: ScreenDef;
}

export function findScreen(name: string): ScreenRef | undefined {
  for (const resource of resources) {
    const screen = resource.screens.find((s) => s.name === name);
    if (screen) return { resource, screen };
  }
  return undefined;
}

export function findResource(name: string): ResourceDef | undefined {
  return resources.find((r) => r.name === name);
}

export const fieldOf = (resource: ResourceDef, name: string): FieldDef | undefined =>
  resource.fields.find((f) => f.name === name);

/** The actions a screen shows. */
export const actionsOf = (resource: ResourceDef, screen: string): readonly ActionDef[] =>
  (resource.status?.actions ?? []).filter((a) => !a.screens || a.screens.includes(screen));

/** Why an action is not allowed from a state, or null when it is. */
export function transitionBlock(resource: ResourceDef, action: ActionDef, state: string): string | null {
  if (action.from.includes(state)) return null;
  const statusField = resource.status ? fieldOf(resource, resource.status.field) : undefined;
  const label = statusField?.options?.find((o) => String(o.value) === state)?.label ?? state;
  return `当前状态「${label}」不能${action.label}`;
}
