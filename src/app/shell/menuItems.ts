import type { MenuGroup } from '../../../resources/define.ts';
import type { RouteEntry } from '../../../resources/registry.ts';
import { canAccess, type AccessUser } from '../../domain/access.ts';

/** One sidebar entry: a group with children, or an item with a path. */
export interface MenuNode {
  key: string;
  label: string;
  icon?: string;
  path?: string;
  children?: MenuNode[];
}

const byOrder = (a: { order?: number }, b: { order?: number }): number => (a.order ?? 0) - (b.order ?? 0);

/**
 * The sidebar from the route table and the menu groups: hidden routes left out, each item kept
 * only when `canAccess` allows it (the route guard's rule), empty groups dropped.
 */
export function menuOf(routes: readonly RouteEntry[], groups: readonly MenuGroup[], user: AccessUser | null): MenuNode[] {
  const visible = routes.filter((r) => !r.hidden && r.menu && !r.bare && canAccess(user, r.access));
  const item = (r: RouteEntry): MenuNode & { order?: number } => ({ key: r.path, label: r.title, icon: r.menu?.icon, path: r.path, order: r.menu?.order });
  const top = visible.filter((r) => !r.menu?.group).map(item);
  const grouped = groups
    .map((g) => ({
      key: `group:${g.key}`,
      label: g.title,
      icon: g.icon,
      order: g.order,
      children: visible
        .filter((r) => r.menu?.group === g.key)
        .map(item)
        .sort(byOrder)
        .map(({ order: _o, ...n }) => n),
    }))
    .filter((g) => g.children.length > 0);
  return [...top, ...grouped].sort(byOrder).map(({ order: _o, ...n }) => n);
}

/** Whether a route path (`/repair/:id`, `/__redirect/*`) matches a location path. */
export function pathMatches(pattern: string, pathname: string): boolean {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.split('/').filter(Boolean);
  if (a[a.length - 1] === '*') return b.length >= a.length - 1 && a.slice(0, -1).every((seg, i) => seg.startsWith(':') || seg === b[i]);
  return a.length === b.length && a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
}

/** The route a location shows, static segments winning over parameters (as react-router ranks them). */
export function routeOf(routes: readonly RouteEntry[], pathname: string): RouteEntry | undefined {
  const matches = routes.filter((r) => pathMatches(r.path, pathname));
  const score = (r: RouteEntry) => r.path.split('/').filter((s) => s && s !== '*' && !s.startsWith(':')).length - (r.path.endsWith('*') ? 0.5 : 0);
  return matches.sort((x, y) => score(y) - score(x))[0];
}

/** The menu key to highlight: the route itself, or its `activeMenu` when it is hidden. */
export function selectedKeyOf(routes: readonly RouteEntry[], pathname: string): string | undefined {
  const route = routeOf(routes, pathname);
  if (!route) return undefined;
  return route.hidden ? route.activeMenu : route.path;
}

/** The group key that holds a menu path, to open it in the sider. */
export function openKeyOf(nodes: readonly MenuNode[], path: string | undefined): string | undefined {
  return nodes.find((n) => n.children?.some((c) => c.path === path))?.key;
}

/** One breadcrumb: its title, and where it links (groups link nowhere). */
export interface Crumb {
  title: string;
  path?: string;
}

/**
 * The breadcrumbs of a location from the menu hierarchy: group › page › detail. A hidden route
 * sits under the page its `activeMenu` names; the home page is a crumb of its own.
 */
export function breadcrumbOf(routes: readonly RouteEntry[], groups: readonly MenuGroup[], pathname: string): Crumb[] {
  const route = routeOf(routes, pathname);
  if (!route) return [];
  const parent = route.hidden && route.activeMenu ? routes.find((r) => r.path === route.activeMenu) : undefined;
  const page = parent ?? route;
  const group = groups.find((g) => g.key === page.menu?.group);
  const crumbs: Crumb[] = [];
  if (group) crumbs.push({ title: group.title });
  if (parent) crumbs.push({ title: parent.title, path: parent.path });
  crumbs.push({ title: route.title });
  return crumbs;
}

/** Whether a link target exists in the route table and the user may open it (hidden links are not shown). */
export function canOpen(routes: readonly RouteEntry[], user: AccessUser | null, path: string): boolean {
  const route = routeOf(routes, path.split('?')[0]);
  return !!route && !route.path.includes('*') && canAccess(user, route.access);
}
