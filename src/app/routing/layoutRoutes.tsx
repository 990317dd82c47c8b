import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { routeTable, type RouteEntry } from '../../../resources/registry.ts';
import { zhCN } from '../locales/zh-CN.ts';
import { useAreas } from '../AreasProvider.tsx';
import { LazyNotFoundPage, LazySchemaFormPage, LazySchemaListPage, LazySchemaShowPage, pageOf } from './pageComponents.ts';
import { RouteGuard } from './RouteGuard.tsx';
import { useDocumentTitle } from './useDocumentTitle.ts';

/** A hand-written page by its declared name: the app's own or an area's (AreasProvider). */
function DeclaredPage({ component, screen }: { component: string; screen?: string }) {
  const Page = pageOf(component, useAreas().pages);
  return Page ? <Page screen={screen} /> : <LazyNotFoundPage />;
}

function viewOf(route: RouteEntry): ReactNode {
  const { view } = route;
  if (view.kind === 'list') return <LazySchemaListPage key={view.screen} screen={view.screen} />;
  if (view.kind === 'show') return <LazySchemaShowPage key={view.screen} screen={view.screen} />;
  if (view.kind === 'form') return <LazySchemaFormPage key={view.screen} screen={view.screen} />;
  return <DeclaredPage component={view.component} screen={view.screen} />;
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
