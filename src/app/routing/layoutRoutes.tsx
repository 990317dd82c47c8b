import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { routeTable, type RouteEntry } from '../../../resources/registry.ts';
import { zhCN } from '../locales/zh-CN.ts';
import { LazyNotFoundPage, LazySchemaListPage, LazySchemaShowPage, PAGE_COMPONENTS } from './pageComponents.ts';
import { RouteGuard } from './RouteGuard.tsx';
import { useDocumentTitle } from './useDocumentTitle.ts';

function viewOf(route: RouteEntry): ReactNode {
  const { view } = route;
  if (view.kind === 'list') return <LazySchemaListPage key={view.screen} screen={view.screen} />;
  if (view.kind === 'show') return <LazySchemaShowPage key={view.screen} screen={view.screen} />;
  const Page = PAGE_COMPONENTS[view.component];
  return Page ? <Page screen={view.screen} /> : <LazyNotFoundPage />;
}

function NotFound() {
  useDocumentTitle(zhCN['app.notFound']);
  return <LazyNotFoundPage />;
}

/** A route's element: its page behind its access guard. */
export const routeElement = (route: RouteEntry) => <RouteGuard route={route}>{viewOf(route)}</RouteGuard>;

let cached: RouteObject[] | undefined;

/** The routes inside the layout (every non-bare route, then 404), for `useRoutes(…, location)`. */
export function layoutRoutes(): RouteObject[] {
  cached ??= [
    ...routeTable().filter((r) => !r.bare).map((r) => ({ path: r.path, element: routeElement(r) })),
    { path: '*', element: <NotFound /> },
  ];
  return cached;
}
