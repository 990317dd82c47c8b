import { Breadcrumb } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { MENU_GROUPS } from '../../../resources/menu.ts';
import { routeTable } from '../../../resources/registry.ts';
import { breadcrumbOf } from './menuItems.ts';

/** Group › page › detail, from the menu hierarchy. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const routes = useMemo(() => routeTable(), []);
  const crumbs = breadcrumbOf(routes, MENU_GROUPS, pathname);
  return (
    <Breadcrumb
      data-testid="breadcrumbs"
      items={crumbs.map((c) => ({ title: c.path ? <Link to={c.path}>{c.title}</Link> : c.title }))}
    />
  );
}
