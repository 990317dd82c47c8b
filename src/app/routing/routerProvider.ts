import type { GoConfig, RouterProvider } from '@refinedev/core';
import reactRouterProvider from '@refinedev/react-router';
import { useCallback } from 'react';
import { useLocation } from 'react-router';

/** A query string's parameters in a comparable form (order and number formatting aside). */
const paramsOf = (search: string): string =>
  [...new URLSearchParams(search)]
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('&');

/**
 * refine's React Router bindings, except that `go` does not navigate to where the browser
 * already is. A list (useTable with syncWithLocation) writes its paging and sort into the URL
 * once it mounts, as a replace; when the URL already says exactly that, navigating anyway would
 * render the layout, the menu and the page again for nothing.
 */
function useGo() {
  const go = reactRouterProvider.go!();
  const { search, hash } = useLocation();
  return useCallback(
    (config: GoConfig) => {
      if (config.type === 'replace' && !config.to) {
        const target = String(go({ ...config, type: 'path' }) ?? '');
        const [query, targetHash = ''] = target.split('#');
        if (paramsOf(query) === paramsOf(search) && targetHash === hash.replace(/^#/, '')) return;
      }
      return go(config);
    },
    [go, search, hash],
  );
}

export const routerProvider: RouterProvider = { ...reactRouterProvider, go: useGo };
