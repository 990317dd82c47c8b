import { stringifyTableParams, type AuthProvider } from '@refinedev/core';
import { matchRoutes } from 'react-router';
import { defaultSortOf, findScreen, routeTable } from '../../../resources/registry.ts';
import { decideAccess, type AccessUser } from '../../domain/access.ts';
import type { CmsDataProvider } from '../providers/dataProvider.ts';
import { HOME_PATH } from '../providers/redirect.ts';
import { listShowsSerial, WARRANTY_RULES_PATH } from '../schema/fields/useWarrantyRules.ts';
import { firstListParams, LIST_PAGE_SIZE, sortOf } from '../schema/list/listDefaults.ts';
import { LazyRangeInput, LazyTabBar } from './lazyParts.ts';
import { LazyAppLayout } from './lazyLayout.ts';
import type { AppAreaSet } from '../appArea.ts';
import { LazyLoginPage, LazySchemaFormPage, LazySchemaListPage, LazySchemaShowPage, pageOf } from './pageComponents.ts';

const preloadOf = (component: unknown): (() => void) | undefined =>
  typeof component === 'function' && 'preload' in component && typeof component.preload === 'function' ? (component.preload as () => void) : undefined;

/** The route entry a path shows, if any. */
const routeAt = (path: string) => matchRoutes(routeTable().map((route) => ({ path: route.path, route })), path)?.[0]?.route.route;

/**
 * A list opened without paging and sort in its URL gets its defaults written there now, before
 * the router starts — the list writes them itself once it mounts (refine's syncWithLocation),
 * and that navigation would render the whole layout a second time (routerProvider.ts skips it
 * when the URL already says so).
 */
export function writeListDefaults(location: Pick<Location, 'pathname' | 'search' | 'hash'>, history: Pick<History, 'state' | 'replaceState'>): void {
  if (location.search) return;
  const route = routeAt(location.pathname);
  const def = route?.view.kind === 'list' ? findScreen(route.view.screen) : undefined;
  if (!def) return;
  const query = stringifyTableParams({ pagination: { currentPage: 1, pageSize: LIST_PAGE_SIZE }, sorters: sortOf(defaultSortOf(def.resource, def.screen)), filters: [] });
  history.replaceState(history.state, '', `${location.pathname}?${query}${location.hash}`);
}

/**
 * A list screen's first page, read now (the page's own first read then takes it: useListState.ts),
 * and the serial warranty rules when the list shows a serial (useWarrantyRules.ts).
 */
function prefetchList(screen: string, search: string, dataProvider: Pick<CmsDataProvider, 'prefetchList' | 'prefetchGet'>): void {
  const def = findScreen(screen);
  if (!def) return;
  dataProvider.prefetchList(firstListParams(screen, defaultSortOf(def.resource, def.screen), search));
  if (listShowsSerial(def.resource, def.screen)) dataProvider.prefetchGet(WARRANTY_RULES_PATH);
}

/**
 * Starts, all at once, what the first screen of `location` needs: the layout chunk and the page
 * chunk (each brings its static imports by modulepreload) and — when logged in — the access check
 * (group + permissions, cached per token by the auth provider) and, on a list, its first page.
 * Without it they come one after another: layout, then the access check it renders, then the page
 * the check lets through, then that page's data. Not logged in: the login page's chunk.
 */
export function preloadRoute(
  { pathname, search }: { pathname: string; search: string },
  { authProvider, dataProvider }: { authProvider: Pick<AuthProvider, 'check' | 'getPermissions' | 'getIdentity'>; dataProvider: Pick<CmsDataProvider, 'prefetchList' | 'prefetchGet'> },
  /** The areas' pages (the app's root was given them): a hand-written page's chunk. */
  pages: AppAreaSet['pages'] = {},
): void {
  const path = pathname === '/' ? HOME_PATH : pathname;
  void authProvider.check().then(({ authenticated }) => {
    const match = authenticated ? routeAt(path) : undefined;
    if (!authenticated || !match) {
      if (!authenticated) preloadOf(LazyLoginPage)?.();
      else LazyAppLayout.preload();
      return;
    }
    const access = match.bare ? undefined : authProvider.getPermissions?.();
    if (!match.bare) {
      LazyAppLayout.preload();
      // the tab bar renders once the browser is idle; its chunk comes with the layout's, not after
      LazyTabBar.preload().catch(() => undefined);
    }
    const { view } = match;
    if (view.kind === 'list') {
      LazySchemaListPage.preload();
      // the search form's date range input is its own chunk: fetch it beside the page, not after it
      if (view.screen && findScreen(view.screen)?.resource.fields.some((f) => f.ui?.filter === 'range')) LazyRangeInput.preload().catch(() => undefined);
      // only what the route guard will let through: a refused read would be logged as one. The
      // group stored at login may be enough to tell (a super admin opens every list): the read
      // then starts now, beside the access check, not after it.
      const allowed = (user: unknown): boolean => decideAccess(user as AccessUser | null, match.access) === 'allow';
      void Promise.resolve(authProvider.getIdentity?.())
        .then((identity) => {
          const group = Number((identity as { group?: unknown } | null)?.group);
          if (Number.isFinite(group) && allowed({ group, permissions: [] })) return true;
          return access?.then(allowed);
        })
        .then((allow) => allow && prefetchList(view.screen, search, dataProvider))
        .catch(() => undefined);
    }
    else if (view.kind === 'show') LazySchemaShowPage.preload();
    else if (view.kind === 'form') LazySchemaFormPage.preload();
    else preloadOf(pageOf(view.component, pages))?.();
  }).catch(() => undefined);
}
