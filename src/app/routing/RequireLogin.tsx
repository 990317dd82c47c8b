import { useIsAuthenticated } from '@refinedev/core';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginRedirect } from '../providers/redirect.ts';

/**
 * Everything inside the layout needs a valid session; otherwise /login?redirect=<path+search>.
 * A "not authenticated" answer cached before login is being refetched right after it: wait.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data, isLoading, isFetching } = useIsAuthenticated();
  if (isLoading || (isFetching && !data?.authenticated)) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (!data?.authenticated) return <Navigate to={loginRedirect(`${location.pathname}${location.search}`)} replace />;
  return <>{children}</>;
}
