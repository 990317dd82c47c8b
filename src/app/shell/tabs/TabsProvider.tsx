import { App } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { routeTable, type RouteEntry } from '../../../../resources/registry.ts';
import { canAccess, type AccessUser } from '../../../domain/access.ts';
import { pageTitle } from '../../appConfig.ts';
import { useText } from '../../locales/useText.ts';
import { routeOf } from '../menuItems.ts';
import { askToLeave } from './askToLeave.ts';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  ensurePinned,
  openTab,
  parseTabs,
  pathOfKey,
  pruneTabs,
  REDIRECT_PREFIX,
  refreshTab,
  refreshUrlOf,
  retitleTabs,
  serializeTabs,
  setTabSubtitle,
  tabKeyOf,
  tabTitleOf,
  type Tab,
  type TabState,
  type TabVisit,
} from './tabModel.ts';
import { TabsContext, type TabsApi } from './TabsContext.ts';
import { createUnsavedRegistry } from './unsavedRegistry.ts';
import { useCloseDeletedRecords } from './useCloseDeletedRecords.ts';

/** Where a user's open tabs are kept, so they survive a reload. */
export const tabsStorageKey = (userId: string | number | undefined): string => `tabs:${userId ?? 'anonymous'}`;

const readStored = (key: string): TabState => {
  try {
    return parseTabs(window.localStorage.getItem(key));
  } catch {
    return parseTabs(null);
  }
};

/** Whether a route gets a tab: titled, not the refresh helper, not a page that opens none (the 403 page). */
const tabbable = (route: RouteEntry | undefined): route is RouteEntry => !!route && !route.bare && !route.noTab && !route.path.startsWith(REDIRECT_PREFIX);

/** The query parameter that names a route's record when its path does not (`/system/template/detail?id=3`). */
export const keyParamOf = (route: RouteEntry | undefined): string | undefined => (route?.view.kind === 'show' && !route.path.includes(':') ? 'id' : undefined);

/** The key of the tab a location shows. */
export const locationKeyOf = (routes: readonly RouteEntry[], pathname: string, search: string): string => tabKeyOf(pathname, search, keyParamOf(routeOf(routes, pathname)));

/**
 * Drops tabs whose route is gone or that the user may not open (but those of `keep`: tabs holding
 * unsaved input, until the user lets them go); titles the rest by their routes; adds the pinned pages.
 */
export function reconcileTabs(state: TabState, routes: readonly RouteEntry[], user: AccessUser, keep: readonly string[] = []): TabState {
  const pruned = pruneTabs(state, (tab: Tab) => {
    if (keep.includes(tab.key)) return true;
    const route = routeOf(routes, pathOfKey(tab.key));
    return tabbable(route) && canAccess(user, route.access);
  });
  const titled = retitleTabs(pruned, (key) => routeOf(routes, pathOfKey(key))?.title);
  const pinned = routes
    .filter((r) => r.affix && canAccess(user, r.access))
    .map((r) => ({ pathname: r.path, search: '', title: r.title, pinned: true, keepAlive: r.keepAlive }));
  return ensurePinned(titled, pinned);
}

/** The tab a location opens, or null when it opens none (not a tab, or not allowed). */
function visitOf(routes: readonly RouteEntry[], pathname: string, search: string, user: AccessUser | null): TabVisit | null {
  const route = routeOf(routes, pathname);
  if (!tabbable(route) || !user || !canAccess(user, route.access)) return null;
  return { pathname, search, key: tabKeyOf(pathname, search, keyParamOf(route)), title: route.title, pinned: route.affix, keepAlive: route.keepAlive };
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
  const currentKey = locationKeyOf(routes, location.pathname, location.search);
  // starts as the effects below would leave it: the first render is the final one
  const [state, setState] = useState<TabState>(() => {
    const stored = readStored(storageKey);
    const reconciled = user ? reconcileTabs(stored, routes, user) : stored;
    const visit = visitOf(routes, location.pathname, location.search, user);
    return visit ? openTab(reconciled, visit) : reconciled;
  });
  const [unsaved] = useState(createUnsavedRegistry);
  // a form's unsaved state lives in its getter; this only draws the marks again
  const [, formChanged] = useReducer((n: number) => n + 1, 0);
  // The shown tab and the tabs as of the last commit: a form's cleanup forgets it only on the
  // shown tab (see unregisterForm); calls from outside a render (a deleted record) read the tabs.
  const shownKey = useRef(currentKey);
  const latest = useRef(state);
  useLayoutEffect(() => {
    shownKey.current = currentKey;
    latest.current = state;
  }, [currentKey, state]);

  // Access decides which tabs may stay: a right taken away drops its tab. A tab holding unsaved
  // input stays (its page keeps the form, RouteGuard) until the user lets it go.
  useEffect(() => {
    if (!user) return;
    const dropped = latest.current.tabs.filter((tab) => !reconcileTabs(latest.current, routes, user).tabs.some((x) => x.key === tab.key));
    const held = dropped.filter((tab) => unsaved.isDirty(tab.key));
    const heldKeys = held.map((tab) => tab.key);
    setState((s) => unlessSame(s, reconcileTabs(s, routes, user, heldKeys)));
    if (!held.length) return;
    askToLeave(modal, t, t('tabs.unsavedRights', { title: tabTitleOf(held[0]) }), () => {
      unsaved.forget(heldKeys);
      const next = reconcileTabs(latest.current, routes, user);
      setState(next);
      if (heldKeys.includes(shownKey.current)) go(next);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the rights change; modal, t and go are read as they are then
  }, [user, routes, unsaved]);

  // A page may name its subtitle before its tab exists (its effects run before this provider's).
  const subtitles = useRef(new Map<string, string | undefined>());

  // Every navigation opens (or updates) the tab of its path.
  useEffect(() => {
    const visit = visitOf(routes, location.pathname, location.search, user);
    if (!visit) return;
    const subtitle = subtitles.current.get(visit.key ?? visit.pathname);
    setState((s) => (subtitle ? setTabSubtitle(openTab(s, visit), visit.key ?? visit.pathname, subtitle) : openTab(s, visit)));
  }, [location.pathname, location.search, routes, user]);

  // The window's title follows the shown tab's (with the page's subtitle once it has one).
  const shown = state.tabs.find((tab) => tab.key === currentKey);
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

  // Reloading or closing the window while any tab holds unsaved input gets the browser's question.
  const anyDirty = unsaved.anyDirty();
  useEffect(() => {
    if (!anyDirty) return undefined;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyDirty]);

  const go = (next: TabState) => {
    const target = next.tabs.find((tab) => tab.key === next.activeKey);
    if (target && target.key !== currentKey) void navigate(target.url);
  };

  const confirmed = (keys: readonly string[], text: 'tabs.unsavedClose' | 'tabs.unsavedRefresh' | 'tabs.unsavedLeave', then: () => void) => {
    const heldKey = unsaved.firstDirty(keys);
    const held = heldKey ? state.tabs.find((tab) => tab.key === heldKey) : undefined;
    if (!heldKey) return then();
    askToLeave(modal, t, t(text, { title: held ? tabTitleOf(held) : '' }), then);
  };

  const closeKeys = (closing: readonly string[], next: TabState) => {
    unsaved.forget(closing);
    setState(next);
    go(next);
  };

  const setSubtitle = useCallback((key: string, subtitle: string | undefined) => {
    subtitles.current.set(key, subtitle);
    setState((s) => setTabSubtitle(s, key, subtitle));
  }, []);
  // a clean form registering or leaving changes no mark: no render for it
  const registerForm = useCallback((key: string, source: string, isDirty: () => boolean) => {
    unsaved.register(key, source, isDirty);
    if (isDirty()) formChanged();
  }, [unsaved]);
  const unregisterForm = useCallback((key: string, source: string) => {
    if (key !== shownKey.current) return;
    const was = unsaved.isDirty(key);
    unsaved.unregister(key, source);
    if (was !== unsaved.isDirty(key)) formChanged();
  }, [unsaved]);

  const closeWhere = useCallback((pick: (tab: Tab) => boolean) => {
    const now = latest.current;
    const closing = now.tabs.filter((tab) => !tab.pinned && pick(tab)).map((tab) => tab.key);
    if (!closing.length) return;
    unsaved.forget(closing);
    const next = closing.reduce(closeTab, { ...now, activeKey: shownKey.current });
    latest.current = next;
    setState(next);
    const target = next.tabs.find((tab) => tab.key === next.activeKey);
    if (closing.includes(shownKey.current) && target) void navigate(target.url, { replace: true });
  }, [navigate, unsaved]);
  useCloseDeletedRecords(closeWhere);

  const api: TabsApi = {
    state,
    currentKey,
    activate: (key) => {
      const tab = state.tabs.find((x) => x.key === key);
      if (tab && key !== currentKey) void navigate(tab.url);
    },
    close: (key) => confirmed([key], 'tabs.unsavedClose', () => closeKeys([key], closeTab(state, key))),
    closeOthers: (key) => {
      const closing = state.tabs.filter((x) => !x.pinned && x.key !== key).map((x) => x.key);
      confirmed(closing, 'tabs.unsavedClose', () => closeKeys(closing, closeOtherTabs(state, key)));
    },
    closeAll: () => {
      const closing = state.tabs.filter((x) => !x.pinned).map((x) => x.key);
      confirmed(closing, 'tabs.unsavedClose', () => closeKeys(closing, closeAllTabs(state)));
    },
    refresh: (key) =>
      confirmed([key], 'tabs.unsavedRefresh', () => {
        const tab = state.tabs.find((x) => x.key === key);
        if (!tab) return;
        unsaved.forget([key]);
        setState((s) => refreshTab(s, key));
        void navigate(refreshUrlOf(tab), { replace: key === currentKey });
      }),
    registerForm,
    unregisterForm,
    formChanged,
    isDirty: (key) => unsaved.isDirty(key),
    confirmLeave: (keys, then) => confirmed(keys ?? state.tabs.map((x) => x.key), 'tabs.unsavedLeave', then),
    forgetForms: (keys) => unsaved.forget(keys),
    setSubtitle,
    closeWhere,
  };
  return <TabsContext value={api}>{children}</TabsContext>;
}
