import { App } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { routeTable, type RouteEntry } from '../../../../resources/registry.ts';
import { canAccess, type AccessUser } from '../../../domain/access.ts';
import { pageTitle } from '../../appConfig.ts';
import { useText } from '../../locales/useText.ts';
import { routeOf } from '../menuItems.ts';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  ensurePinned,
  openTab,
  parseTabs,
  pruneTabs,
  REDIRECT_PREFIX,
  refreshTab,
  refreshUrlOf,
  retitleTabs,
  serializeTabs,
  setTabSubtitle,
  tabTitleOf,
  type Tab,
  type TabState,
  type TabVisit,
} from './tabModel.ts';
import { TabsContext, type TabsApi } from './TabsContext.ts';

/** Where a user's open tabs are kept, so they survive a reload. */
export const tabsStorageKey = (userId: string | number | undefined): string => `tabs:${userId ?? 'anonymous'}`;

const readStored = (key: string): TabState => {
  try {
    return parseTabs(window.localStorage.getItem(key));
  } catch {
    return parseTabs(null);
  }
};

/** Whether a route gets a tab: titled, not the refresh helper, not a parameterised splat. */
const tabbable = (route: RouteEntry | undefined): route is RouteEntry => !!route && !route.bare && !route.path.startsWith(REDIRECT_PREFIX);

/** Drops tabs whose route is gone or that the user may not open; titles the rest by their routes; adds the pinned pages. */
export function reconcileTabs(state: TabState, routes: readonly RouteEntry[], user: AccessUser): TabState {
  const pruned = pruneTabs(state, (tab: Tab) => {
    const route = routeOf(routes, tab.key);
    return tabbable(route) && canAccess(user, route.access);
  });
  const titled = retitleTabs(pruned, (key) => routeOf(routes, key)?.title);
  const pinned = routes
    .filter((r) => r.affix && canAccess(user, r.access))
    .map((r) => ({ pathname: r.path, search: '', title: r.title, pinned: true, keepAlive: r.keepAlive }));
  return ensurePinned(titled, pinned);
}

/** The tab a location opens, or null when it opens none (not a tab, or not allowed). */
function visitOf(routes: readonly RouteEntry[], pathname: string, search: string, user: AccessUser | null): TabVisit | null {
  const route = routeOf(routes, pathname);
  if (!tabbable(route) || !user || !canAccess(user, route.access)) return null;
  return { pathname, search, title: route.title, pinned: route.affix, keepAlive: route.keepAlive };
}

/** `next`, or `state` itself when nothing changed (so the layout does not render again for nothing). */
const unlessSame = (state: TabState, next: TabState): TabState => (JSON.stringify(next) === JSON.stringify(state) ? state : next);

/** Owns the tab state: follows navigation, persists per user, guards unsaved forms. */
export function TabsProvider({ user, userId, children }: { user: AccessUser | null; userId: string | number | undefined; children: ReactNode }) {
  const t = useText();
  const { modal } = App.useApp();
  const location = useLocation();
  const navigate = useNavigate();
  const routes = useMemo(() => routeTable(), []);
  const storageKey = tabsStorageKey(userId);
  // starts as the effects below would leave it: the first render is the final one
  const [state, setState] = useState<TabState>(() => {
    const stored = readStored(storageKey);
    const reconciled = user ? reconcileTabs(stored, routes, user) : stored;
    const visit = visitOf(routes, location.pathname, location.search, user);
    return visit ? openTab(reconciled, visit) : reconciled;
  });
  // tab key → the forms (sources) holding unsaved input in it
  const [dirty, setDirtyMap] = useState<Record<string, readonly string[]>>({});

  // Access decides which tabs may stay (a right taken away drops its tab).
  useEffect(() => {
    if (user) setState((s) => unlessSame(s, reconcileTabs(s, routes, user)));
  }, [user, routes]);

  // A page may name its subtitle before its tab exists (its effects run before this provider's).
  const subtitles = useRef(new Map<string, string | undefined>());

  // Every navigation opens (or updates) the tab of its path.
  useEffect(() => {
    const visit = visitOf(routes, location.pathname, location.search, user);
    if (!visit) return;
    const subtitle = subtitles.current.get(visit.pathname);
    setState((s) => (subtitle ? setTabSubtitle(openTab(s, visit), visit.pathname, subtitle) : openTab(s, visit)));
  }, [location.pathname, location.search, routes, user]);

  // The window's title follows the shown tab's (with the page's subtitle once it has one).
  const shown = state.tabs.find((tab) => tab.key === location.pathname);
  const shownTitle = shown ? tabTitleOf(shown) : undefined;
  useEffect(() => {
    if (shownTitle) document.title = pageTitle(shownTitle);
  }, [shownTitle]);

  useEffect(() => {
    if (userId === undefined) return;
    try {
      window.localStorage.setItem(storageKey, serializeTabs(state));
    } catch {
      /* not remembered when storage is unavailable */
    }
  }, [state, storageKey, userId]);

  const go = (next: TabState) => {
    const target = next.tabs.find((tab) => tab.key === next.activeKey);
    if (target && target.key !== location.pathname) void navigate(target.url);
  };

  const confirmed = (keys: readonly string[], text: 'tabs.unsavedClose' | 'tabs.unsavedRefresh', then: () => void) => {
    const held = state.tabs.find((tab) => keys.includes(tab.key) && !!dirty[tab.key]?.length);
    if (!held) return then();
    modal.confirm({ title: t('tabs.unsavedTitle'), content: t(text, { title: tabTitleOf(held) }), okText: t('tabs.confirm'), cancelText: t('tabs.cancel'), onOk: then });
  };

  const setDirty = useCallback(
    (key: string, value: boolean, source = 'form') =>
      setDirtyMap((d) => {
        const held = d[key] ?? [];
        if (held.includes(source) === value) return d;
        return { ...d, [key]: value ? [...held, source] : held.filter((x) => x !== source) };
      }),
    [],
  );
  const setSubtitle = useCallback((key: string, subtitle: string | undefined) => {
    subtitles.current.set(key, subtitle);
    setState((s) => setTabSubtitle(s, key, subtitle));
  }, []);
  const forget = (keys: readonly string[]) => setDirtyMap((d) => Object.fromEntries(Object.entries(d).filter(([k]) => !keys.includes(k))));

  const api: TabsApi = {
    state,
    activate: (key) => {
      const tab = state.tabs.find((x) => x.key === key);
      if (tab && key !== location.pathname) void navigate(tab.url);
    },
    close: (key) =>
      confirmed([key], 'tabs.unsavedClose', () => {
        const next = closeTab(state, key);
        forget([key]);
        setState(next);
        go(next);
      }),
    closeOthers: (key) => {
      const closing = state.tabs.filter((x) => !x.pinned && x.key !== key).map((x) => x.key);
      confirmed(closing, 'tabs.unsavedClose', () => {
        const next = closeOtherTabs(state, key);
        forget(closing);
        setState(next);
        go(next);
      });
    },
    closeAll: () => {
      const closing = state.tabs.filter((x) => !x.pinned).map((x) => x.key);
      confirmed(closing, 'tabs.unsavedClose', () => {
        const next = closeAllTabs(state);
        forget(closing);
        setState(next);
        go(next);
      });
    },
    refresh: (key) =>
      confirmed([key], 'tabs.unsavedRefresh', () => {
        const tab = state.tabs.find((x) => x.key === key);
        if (!tab) return;
        forget([key]);
        setState((s) => refreshTab(s, key));
        void navigate(refreshUrlOf(tab), { replace: key === location.pathname });
      }),
    setDirty,
    isDirty: (key) => !!dirty[key]?.length,
    setSubtitle,
  };
  return <TabsContext value={api}>{children}</TabsContext>;
}
