import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { RouteEntry } from '../../../resources/registry.ts';
import { decideAccess } from '../../domain/access.ts';
import { loginRedirect } from '../providers/redirect.ts';
import { useAccessUser } from '../shell/useAccessUser.ts';
import { LazyForbiddenPage } from './pageComponents.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';

/** One route's access (`decideAccess`): login → /login?redirect=…, forbidden → the 403 page. */
export function RouteGuard({ route, children }: { route: RouteEntry; children: ReactNode }) {
  const location = useLocation();
  const { user, loading } = useAccessUser(!route.access.public);
  useDocumentTitle(route.title);
  if (route.access.public) return <>{children}</>;
  if (loading) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  const decision = decideAccess(user, route.access);
  if (decision === 'login') return <Navigate to={loginRedirect(`${location.pathname}${location.search}`)} replace />;
  if (decision === 'forbidden') return <LazyForbiddenPage />;
  return <>{children}</>;
}
