import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { routeTable, type RouteEntry } from '../../../resources/registry.ts';
import { HOME_PATH } from '../providers/redirect.ts';
import { LazyAppLayout, LazyNotFoundPage, LazySchemaListPage, LazySchemaShowPage, PAGE_COMPONENTS } from './pageComponents.ts';
import { RequireLogin } from './RequireLogin.tsx';
import { RouteGuard } from './RouteGuard.tsx';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { zhCN } from '../locales/zh-CN.ts';

function viewOf(route: RouteEntry): ReactNode {
  const { view } = route;
  if (view.kind === 'list') return <LazySchemaListPage key={view.screen} screen={view.screen} />;
  if (view.kind === 'show') return <LazySchemaShowPage key={view.screen} screen={view.screen} />;
  const Page = PAGE_COMPONENTS[view.component];
  return Page ? <Page /> : <LazyNotFoundPage />;
}

function NotFound() {
  useDocumentTitle(zhCN['app.notFound']);
  return <LazyNotFoundPage />;
}

const element = (route: RouteEntry) => <RouteGuard route={route}>{viewOf(route)}</RouteGuard>;

/** The routes generated from `routeTable()`: bare pages outside the layout, the rest inside it. */
export function AppRoutes() {
  const routes = routeTable();
  return (
    <Routes>
      <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
      {routes.filter((r) => r.bare).map((r) => <Route key={r.path} path={r.path} element={element(r)} />)}
      <Route element={<RequireLogin><LazyAppLayout /></RequireLogin>}>
        {routes.filter((r) => !r.bare).map((r) => <Route key={r.path} path={r.path} element={element(r)} />)}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
