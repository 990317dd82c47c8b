import { Navigate, Route, Routes } from 'react-router';
import { routeTable } from '../../../resources/registry.ts';
import { HOME_PATH } from '../providers/redirect.ts';
import { routeElement } from './layoutRoutes.tsx';
import { LazyAppLayout } from './lazyLayout.ts';
import { RequireLogin } from './RequireLogin.tsx';

/**
 * The top-level routes: bare pages (login) outside the layout; everything else inside it. The
 * layout renders the page itself (shell/tabs/TabViews), so kept-alive tabs keep their own location.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
      {routeTable().filter((r) => r.bare).map((r) => <Route key={r.path} path={r.path} element={routeElement(r)} />)}
      <Route path="*" element={<RequireLogin><LazyAppLayout /></RequireLogin>} />
    </Routes>
  );
}
