import { Activity, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useRoutes, type Location } from 'react-router';
import { routeTable } from '../../../../resources/registry.ts';
import { layoutRoutes } from '../../routing/layoutRoutes.tsx';
import { routeOf } from '../menuItems.ts';
import { TabContainerContext, TabKeyContext, useTabs } from './TabsContext.ts';

/** One view at its own location: kept-alive tabs keep theirs while another tab is shown. */
function TabPage({ tabKey, location }: { tabKey: string; location: Location | string }) {
  const element = useRoutes(layoutRoutes(), location);
  const container = useRef<HTMLDivElement>(null);
  const [getContainer] = useState(() => () => container.current);
  return (
    <div ref={container} className="tab-page">
      <TabKeyContext value={tabKey}>
        <TabContainerContext value={getContainer}>{element}</TabContainerContext>
      </TabKeyContext>
    </div>
  );
}

/** Remembers each tab's scroll position and restores it when the tab is shown again. */
function useScrollPerTab(activeKey: string): void {
  const positions = useRef(new Map<string, number>());
  const current = useRef(activeKey);
  useLayoutEffect(() => {
    current.current = activeKey;
    window.scrollTo(0, positions.current.get(activeKey) ?? 0);
  }, [activeKey]);
  useEffect(() => {
    const remember = () => positions.current.set(current.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);
}

/**
 * The content area. Keep-alive tabs (declared `keepAlive`) stay mounted under React 19's
 * `<Activity>` — hidden, effects paused, state (filters, half-typed input) kept — each at its
 * own location, from the first time it is shown; every other view is mounted only while shown. A tab's 刷新 bumps its `gen`,
 * which re-mounts it.
 */
export function TabViews() {
  const location = useLocation();
  const { state } = useTabs();
  const routes = useMemo(() => routeTable(), []);
  const currentRoute = routeOf(routes, location.pathname);
  const activeKey = location.pathname;
  useScrollPerTab(activeKey);
  // A kept-alive tab is first rendered when it is first shown: tabs restored after a reload (the
  // pinned 首页 too) cost nothing — no chunk, no render — until the user opens them.
  const shown = useRef(new Set<string>());
  shown.current.add(activeKey);
  const kept = state.tabs.filter((tab) => tab.keepAlive && shown.current.has(tab.key));
  const currentKept = !!currentRoute?.keepAlive;
  const gen = state.tabs.find((tab) => tab.key === activeKey)?.gen ?? 0;
  const keptViews = currentKept && !kept.some((tab) => tab.key === activeKey) ? [...kept, { key: activeKey, url: '', gen }] : kept;
  return (
    <>
      {keptViews.map((tab) => (
        <Activity key={`${tab.key}#${tab.gen}`} mode={tab.key === activeKey ? 'visible' : 'hidden'}>
          <TabPage tabKey={tab.key} location={tab.key === activeKey ? location : tab.url} />
        </Activity>
      ))}
      {currentKept ? null : <TabPage key={`${activeKey}#${gen}`} tabKey={activeKey} location={location} />}
    </>
  );
}
