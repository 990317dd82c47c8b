import { Activity, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useRoutes, type Location } from 'react-router';
import { layoutRoutes } from '../../routing/layoutRoutes.tsx';
import { liveViews } from './tabModel.ts';
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
 * The content area. Keep-alive tabs (declared `keepAlive`) and tabs holding unsaved input stay
 * mounted under React 19's `<Activity>` — hidden, effects paused, state (filters, half-typed
 * input) kept — each at its own location; every other view is mounted only while shown. A kept
 * tab is first rendered when it is first shown. A tab's 刷新 bumps its `gen`, which re-mounts it.
 * Every view sits in an `<Activity>` of its key, so a page that becomes kept when it is left
 * (it holds unsaved input) is hidden, not re-mounted.
 */
export function TabViews() {
  const location = useLocation();
  const tabs = useTabs();
  const { state, currentKey: activeKey } = tabs;
  useScrollPerTab(activeKey);
  // A kept-alive tab is first rendered when it is first shown: tabs restored after a reload (the
  // pinned 首页 too) cost nothing — no chunk, no render — until the user opens them.
  const shown = useRef(new Set<string>());
  shown.current.add(activeKey);
  const views = liveViews(state.tabs, activeKey, (key) => shown.current.has(key), tabs.isDirty);
  // a tab whose page is no longer mounted forgets its forms (a hidden page's cleanups do not)
  const mounted = useRef<readonly string[]>([]);
  const keys = views.map((view) => view.key).join('\n');
  const { forgetForms } = tabs;
  useEffect(() => {
    const now = keys.split('\n');
    const gone = mounted.current.filter((key) => !now.includes(key));
    mounted.current = now;
    if (gone.length) forgetForms(gone);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- forgetForms is stable in what it does; the api object is new each render
  }, [keys]);
  return (
    <>
      {views.map((view) => (
        <Activity key={`${view.key}#${view.gen}`} mode={view.key === activeKey ? 'visible' : 'hidden'}>
          <TabPage tabKey={view.key} location={view.key === activeKey ? location : view.url} />
        </Activity>
      ))}
    </>
  );
}
