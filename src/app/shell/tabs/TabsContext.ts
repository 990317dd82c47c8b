import { createContext, useContext } from 'react';
import type { TabState } from './tabModel.ts';

/** What the tab bar and the pages may do with the tabs. */
export interface TabsApi {
  state: TabState;
  activate(key: string): void;
  close(key: string): void;
  closeOthers(key: string): void;
  closeAll(): void;
  refresh(key: string): void;
  /** Forms report whether their tab holds unsaved input (`source` tells several forms of one tab apart). */
  setDirty(key: string, dirty: boolean, source?: string): void;
  isDirty(key: string): boolean;
  /** A page names what its tab shows after the route title (useTabSubtitle). */
  setSubtitle(key: string, subtitle: string | undefined): void;
}

export const TabsContext = createContext<TabsApi | null>(null);

/** The key (path) of the tab a component is rendered in; null outside the tab views. */
export const TabKeyContext = createContext<string | null>(null);

export function useTabs(): TabsApi {
  const api = useContext(TabsContext);
  if (!api) throw new Error('useTabs outside TabsProvider');
  return api;
}

/**
 * The DOM element of the tab a component is rendered in, as a getter (null before it mounted):
 * overlays (drawers) mount there, so they hide with their tab. A getter, not the element in
 * state: setting state from the element's ref would render the whole page a second time.
 */
export const TabContainerContext = createContext<(() => HTMLElement | null) | null>(null);
