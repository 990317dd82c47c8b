import { createContext, useContext } from 'react';
import type { Tab, TabState } from './tabModel.ts';

/** What the tab bar and the pages may do with the tabs. */
export interface TabsApi {
  state: TabState;
  /** The key of the tab the current location shows (tabKeyOf: the path, plus `?id=` on a query-keyed route). */
  currentKey: string;
  activate(key: string): void;
  close(key: string): void;
  closeOthers(key: string): void;
  closeAll(): void;
  refresh(key: string): void;
  /**
   * A form of a tab registers a getter of whether it holds unsaved input (useUnsavedChanges);
   * `source` tells several forms of one tab apart.
   */
  registerForm(key: string, source: string, isDirty: () => boolean): void;
  /** A form left its page: forgotten when its tab is the shown one (a hidden tab's forms stay: `<Activity>` runs their cleanups too). */
  unregisterForm(key: string, source: string): void;
  /** The pages of these tabs are gone (not kept): their forms with them. */
  forgetForms(keys: readonly string[]): void;
  /** A form's unsaved state changed: the tab bar's marks are drawn again. */
  formChanged(): void;
  isDirty(key: string): boolean;
  /**
   * Runs `then` at once when none of `keys` (every tab when omitted) holds unsaved input, else
   * after the user confirmed 「有未保存的内容，确定离开？」.
   */
  confirmLeave(keys: readonly string[] | undefined, then: () => void): void;
  /** A page names what its tab shows after the route title (useTabSubtitle). */
  setSubtitle(key: string, subtitle: string | undefined): void;
  /** Closes, without asking, the tabs `pick` chooses (a deleted record's detail and edit tabs). */
  closeWhere(pick: (tab: Tab) => boolean): void;
}

export const TabsContext = createContext<TabsApi | null>(null);

/** The key of the tab a component is rendered in; null outside the tab views. */
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
