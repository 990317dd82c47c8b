import { useGetIdentity } from '@refinedev/core';
import { Layout } from 'antd';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { isNarrow, useNarrowScreen } from '../ui/useNarrowScreen.ts';
import type { Identity } from '../providers/session.ts';
import { AppHeader } from './AppHeader.tsx';
import { SiderMenu } from './SiderMenu.tsx';
import { TabsProvider } from './tabs/TabsProvider.tsx';
import { TabViews } from './tabs/TabViews.tsx';
import { useAccessUser } from './useAccessUser.ts';
import { useRefreshAfterMutations } from './useRefreshAfterMutations.ts';
import { useLiveCounts } from './useLiveCounts.ts';
import './shell.css';
import { LazyTabBar } from '../routing/lazyParts.ts';
import { useAreas } from '../AreasProvider.tsx';

/**
 * The tab bar (antd Tabs with its context menus) arrives just after the layout: the page and its
 * data do not wait for it, and its 40 px row is held empty meanwhile (shell.css), so nothing moves.
 */

/**
 * True once the browser is first idle after the layout mounted, set in a transition: the tab bar
 * then renders in time the page is not using, and gives way if the page's rows arrive meanwhile.
 */
function useAfterFirstIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const go = () => startTransition(() => setReady(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(go, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(go, 0);
    return () => window.clearTimeout(id);
  }, []);
  return ready;
}

/** Where the sidebar open/closed state is remembered (section 4). */
export const SIDER_KEY = 'siderCollapsed';

function initialCollapsed(): boolean {
  try {
    const saved = window.localStorage.getItem(SIDER_KEY);
    if (saved !== null) return saved === '1';
  } catch {
    /* storage unavailable: fall back to the width rule */
  }
  return isNarrow();
}

/** The shared layout: sider (live counts), header, tab bar, and the tab views (keep-alive). */
export function AppLayout() {
  const [collapsed, setCollapsed] = useState(initialCollapsed);
  const narrow = useNarrowScreen();
  const { user } = useAccessUser();
  const { data: identity } = useGetIdentity<Identity | null>();
  const { pathname } = useLocation();
  const showTabs = useAfterFirstIdle();
  const areas = useAreas();
  // the areas' texts that are chunks of their own, fetched while the user reads the first page: the
  // first of an area's components then rarely waits for them (a failed fetch is tried again by the component)
  useEffect(() => {
    if (showTabs) areas.preloadTexts().catch(() => undefined);
  }, [showTabs, areas]);
  useRefreshAfterMutations();
  useLiveCounts(user);
  const remember = (value: boolean) => {
    setCollapsed(value);
    try {
      window.localStorage.setItem(SIDER_KEY, value ? '1' : '0');
    } catch {
      /* not remembered when storage is unavailable */
    }
  };
  // On a narrow screen the open sider floats over the page; following a link closes it.
  useEffect(() => {
    if (narrow) setCollapsed(true);
  }, [pathname, narrow]);
  // The tabs are per user (the key): mounted once the identity is known, not once before it
  // (getIdentity answers a tick later) and again after — that would build the whole layout twice.
  if (identity === undefined) return null;
  return (
    <TabsProvider key={String(identity?.id ?? '')} user={user} userId={identity?.id}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider
          collapsible
          trigger={null}
          collapsed={collapsed}
          collapsedWidth={narrow ? 0 : 64}
          width={220}
          className={narrow ? 'app-sider is-mobile' : 'app-sider'}
          data-testid="sider"
          data-collapsed={collapsed ? 'true' : 'false'}
        >
          <SiderMenu collapsed={collapsed} />
        </Layout.Sider>
        {narrow && !collapsed ? <div className="app-sider-mask" onClick={() => setCollapsed(true)} /> : null}
        <Layout style={{ minWidth: 0 }}>
          <AppHeader collapsed={collapsed} onToggle={() => remember(!collapsed)} />
          <div className="app-tabs-bar">{showTabs && <Suspense fallback={null}><LazyTabBar /></Suspense>}</div>
          <Layout.Content className="app-content">
            <TabViews />
          </Layout.Content>
        </Layout>
      </Layout>
    </TabsProvider>
  );
}
