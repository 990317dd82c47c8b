import type { RouteEntry } from '../../../../resources/registry.ts';
import type { AccessUser } from '../../../domain/access.ts';
import { canOpen, type MenuNode } from '../../shell/menuItems.ts';
import type { Translate } from '../../locales/text.ts';

/** Pages outside the menu every account may have, with what one does there. */
const PERSONAL: { path: string; note: 'dashboard.guideMessages' | 'dashboard.guideProfile' }[] = [
  { path: '/account/message', note: 'dashboard.guideMessages' },
  { path: '/account/profile', note: 'dashboard.guideProfile' },
];

/**
 * The places a guide names: every menu item the account may open (the menu's own rule) but the
 * home page, then its own messages and profile, each by its route title.
 */
export function guideItemsOf(menu: readonly MenuNode[], routes: readonly RouteEntry[], user: AccessUser | null, home: string, t: Translate) {
  const pages = menu.flatMap((n) => (n.children ? n.children.map((c) => ({ path: c.path ?? '', label: `${n.label} › ${c.label}` })) : [{ path: n.path ?? '', label: n.label }]));
  const personal = PERSONAL.filter((p) => canOpen(routes, user, p.path)).map((p) => ({ path: p.path, label: routes.find((r) => r.path === p.path)?.title ?? p.path, note: t(p.note) }));
  return [...pages.filter((p) => p.path && p.path !== home), ...personal];
}
