import { Badge, Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { MENU_GROUPS } from '../../../resources/menu.ts';
import { routeTable } from '../../../resources/registry.ts';
import { APP_TITLE } from '../appConfig.ts';
import { useText } from '../locales/useText.ts';
import { iconOf } from './icons.tsx';
import { menuOf, openKeyOf, selectedKeyOf, type MenuNode } from './menuItems.ts';
import { useAccessUser } from './useAccessUser.ts';
import { useBadgeCounts } from './useBadgeCounts.ts';

type Items = NonNullable<MenuProps['items']>;
type T = ReturnType<typeof useText>;

function ItemLabel({ node, count, t }: { node: MenuNode; count: number | undefined; t: T }) {
  return (
    <Link to={node.path ?? '/'} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
      <span>{node.label}</span>
      {count ? <Badge count={count} overflowCount={999} size="small" title={t('sider.badgeTitle', { count })} data-testid={`badge:${node.path}`} /> : null}
    </Link>
  );
}

const toItems = (nodes: readonly MenuNode[], counts: Record<string, number>, t: T): Items =>
  nodes.map((n) =>
    n.children
      ? { key: n.key, label: n.label, icon: iconOf(n.icon), children: toItems(n.children, counts, t) }
      : { key: n.key, icon: iconOf(n.icon), label: <ItemLabel node={n} count={counts[n.path ?? '']} t={t} /> },
  );

/** The sidebar: product title and the menu generated from the route table, with live counts. */
export function SiderMenu({ collapsed }: { collapsed: boolean }) {
  const t = useText();
  const { user } = useAccessUser();
  const { pathname } = useLocation();
  const routes = useMemo(() => routeTable(), []);
  const nodes = useMemo(() => menuOf(routes, MENU_GROUPS, user), [routes, user]);
  const counts = useBadgeCounts(user);
  const selected = selectedKeyOf(routes, pathname);
  const open = openKeyOf(nodes, selected);
  return (
    <>
      <div className="app-logo" title={APP_TITLE}>
        <span className="app-logo-mark">激</span>
        {collapsed ? null : <span className="app-logo-text">{APP_TITLE}</span>}
      </div>
      <Menu
        mode="inline"
        theme="dark"
        items={toItems(nodes, counts, t)}
        selectedKeys={selected ? [selected] : []}
        defaultOpenKeys={open && !collapsed ? [open] : []}
        key={open ?? 'none'}
      />
    </>
  );
}
