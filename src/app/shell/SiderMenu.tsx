import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { MENU_GROUPS } from '../../../resources/menu.ts';
import { routeTable } from '../../../resources/registry.ts';
import { iconOf } from './icons.tsx';
import { menuOf, openKeyOf, selectedKeyOf, type MenuNode } from './menuItems.ts';
import { useAccessUser } from './useAccessUser.ts';

type Items = NonNullable<MenuProps['items']>;

const toItems = (nodes: readonly MenuNode[]): Items =>
  nodes.map((n) =>
    n.children
      ? { key: n.key, label: n.label, icon: iconOf(n.icon), children: toItems(n.children) }
      : { key: n.key, icon: iconOf(n.icon), label: <Link to={n.path ?? '/'}>{n.label}</Link> },
  );

/** The sidebar menu generated from the route table, filtered by the access rule. */
export function SiderMenu({ collapsed }: { collapsed: boolean }) {
  const { user } = useAccessUser();
  const { pathname } = useLocation();
  const routes = useMemo(() => routeTable(), []);
  const nodes = useMemo(() => menuOf(routes, MENU_GROUPS, user), [routes, user]);
  const selected = selectedKeyOf(routes, pathname);
  const open = openKeyOf(nodes, selected);
  return (
    <Menu
      mode="inline"
      theme="dark"
      items={toItems(nodes)}
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={open && !collapsed ? [open] : []}
      key={open ?? 'none'}
    />
  );
}
