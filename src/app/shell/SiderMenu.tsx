import { Badge, Menu, type MenuProps } from 'antd';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
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

const toItems = (nodes: readonly MenuNode[], t: T): Items =>
  nodes.map((n) =>
    n.children
      ? { key: n.key, label: n.label, icon: iconOf(n.icon), children: toItems(n.children, t) }
      : { key: n.key, icon: iconOf(n.icon), label: <ItemLabel node={n} t={t} /> },
  );

/**
 * The sidebar: product title and the menu generated from the route table, with live counts.
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
          <InlineMenu key={open ?? 'none'} nodes={nodes} selected={selected} defaultOpen={open} label={(node) => <ItemLabel node={node} t={t} />} />
        )}
      </Counts>
    </>
  );
}
