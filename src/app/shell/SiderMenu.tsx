import { Badge, Menu, type MenuProps } from 'antd';
import { cloneElement, createContext, isValidElement, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import type { AccessUser } from '../../domain/access.ts';
import { Link, useLocation } from 'react-router';
import { MENU_GROUPS } from '../../../resources/menu.ts';
import { routeTable } from '../../../resources/registry.ts';
import { APP_TITLE } from '../appConfig.ts';
import { useText } from '../locales/useText.ts';
import { iconOf } from './icons.tsx';
import { InlineMenu } from './InlineMenu.tsx';
import { menuOf, openKeyOf, selectedKeyOf, type MenuNode } from './menuItems.ts';
import { useAccessUser } from './useAccessUser.ts';
import { useBadgeCounts } from './useBadgeCounts.ts';

type Items = NonNullable<MenuProps['items']>;
type T = ReturnType<typeof useText>;

/**
 * The live counts reach the badges by context: a count that changes re-renders its badge, not
 * the whole menu (rc-menu renders every item again when its `items` change).
 */
const CountsContext = createContext<Record<string, number>>({});

function Counts({ user, children }: { user: AccessUser | null; children: ReactNode }) {
  return <CountsContext.Provider value={useBadgeCounts(user)}>{children}</CountsContext.Provider>;
}

function ItemLabel({ node, t }: { node: MenuNode; t: T }) {
  const count = useContext(CountsContext)[node.path ?? ''];
  return (
    <Link to={node.path ?? '/'} className="sider-item-label">
      <span>{node.label}</span>
      {count ? <Badge count={count} overflowCount={999} size="small" title={t('sider.badgeTitle', { count })} data-testid={`badge:${node.path}`} /> : null}
    </Link>
  );
}

/** The sum of a group's item counts (0 when none), shown on the group while it is folded. */
function useGroupSum(group: MenuNode): number {
  const counts = useContext(CountsContext);
  return (group.children ?? []).reduce((n, c) => n + (counts[c.path ?? ''] ?? 0), 0);
}

/** The expanded sider's folded group: its items' badges are hidden, so it shows their sum. */
function GroupBadge({ group, t }: { group: MenuNode; t: T }) {
  const sum = useGroupSum(group);
  return sum ? <Badge count={sum} overflowCount={999} size="small" title={t('sider.badgeTitle', { count: sum })} data-testid={`badge:${group.key}`} /> : null;
}

/** The collapsed menu's icon box is its 40 px row: the count sits by the glyph's corner, not at the row's edge. */
const COLLAPSED_BADGE_OFFSET: [number, number] = [11, 8];

/**
 * The collapsed sider's group icon with the sum on it (its items show only in the popup). antd's
 * Menu gives the icon its `ant-menu-item-icon` class: the badge keeps it, so the menu's styles hold.
 */
function GroupIcon({ group, t, className }: { group: MenuNode; t: T; className?: string }) {
  const sum = useGroupSum(group);
  const icon = iconOf(group.icon);
  if (!sum) return isValidElement(icon) ? cloneElement(icon as ReactElement<{ className?: string }>, { className }) : null;
  return (
    <Badge className={className} count={sum} overflowCount={99} size="small" offset={COLLAPSED_BADGE_OFFSET} title={t('sider.badgeTitle', { count: sum })} data-testid={`badge:${group.key}`}>
      {icon}
    </Badge>
  );
}

const toItems = (nodes: readonly MenuNode[], t: T): Items =>
  nodes.map((n) =>
    n.children
      ? { key: n.key, label: n.label, icon: <GroupIcon group={n} t={t} />, children: toItems(n.children, t) }
      : { key: n.key, icon: iconOf(n.icon), label: <ItemLabel node={n} t={t} /> },
  );

/**
 * The sidebar: product title and the menu generated from the route table, with live counts (a
 * folded group shows the sum of its items').
 * Expanded, the menu is InlineMenu (antd's markup without rc-menu's per-group triggers); collapsed,
 * antd's Menu, whose groups pop up beside the narrow sider.
 */
export function SiderMenu({ collapsed }: { collapsed: boolean }) {
  const t = useText();
  const { user } = useAccessUser();
  const { pathname } = useLocation();
  const routes = useMemo(() => routeTable(), []);
  const nodes = useMemo(() => menuOf(routes, MENU_GROUPS, user), [routes, user]);
  const items = useMemo(() => (collapsed ? toItems(nodes, t) : []), [collapsed, nodes, t]);
  const selected = selectedKeyOf(routes, pathname);
  const open = openKeyOf(nodes, selected);
  return (
    <>
      <div className="app-logo" title={APP_TITLE}>
        <span className="app-logo-mark">激</span>
        {collapsed ? null : <span className="app-logo-text">{APP_TITLE}</span>}
      </div>
      <Counts user={user}>
        {collapsed ? (
          <Menu mode="inline" theme="dark" items={items} selectedKeys={selected ? [selected] : []} defaultOpenKeys={[]} />
        ) : (
          <InlineMenu
            key={open ?? 'none'}
            nodes={nodes}
            selected={selected}
            defaultOpen={open}
            label={(node) => <ItemLabel node={node} t={t} />}
            folded={(group) => <GroupBadge group={group} t={t} />}
          />
        )}
      </Counts>
    </>
  );
}
