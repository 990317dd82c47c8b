import { Spin } from 'antd';
import { useContext, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { RouteEntry } from '../../../resources/registry.ts';
import { decideAccess } from '../../domain/access.ts';
import { loginRedirect } from '../providers/redirect.ts';
import { TabKeyContext, TabsContext } from '../shell/tabs/TabsContext.ts';
import { useAccessUser } from '../shell/useAccessUser.ts';
import { LazyForbiddenPage } from './pageComponents.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';

/**
 * One route's access (`decideAccess`): login → /login?redirect=…, forbidden → the 403 page. A
 * page whose right was taken away while its tab holds unsaved input stays on screen until the
 * user lets it go (TabsProvider asks), so the input can still be copied; saving it is refused.
 */
export function RouteGuard({ route, children }: { route: RouteEntry; children: ReactNode }) {
  const location = useLocation();
  const { user, loading } = useAccessUser(!route.access.public);
  const tabs = useContext(TabsContext);
  const tabKey = useContext(TabKeyContext);
  useDocumentTitle(route.title);
  if (route.access.public) return <>{children}</>;
  if (loading) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  const decision = decideAccess(user, route.access);
  if (decision === 'login') return <Navigate to={loginRedirect(`${location.pathname}${location.search}`)} replace />;
  if (decision === 'forbidden' && !(tabKey !== null && tabs?.isDirty(tabKey))) return <LazyForbiddenPage />;
  return <>{children}</>;
}
