/**
 * The tab bar as pure data (section 4). One tab per visited path: the same path with a new
 * query updates its tab; pinned (affix) tabs cannot be closed; `gen` changes on 刷新 so a
 * kept-alive page re-mounts. No React here — the shell drives it and unit tests pin it.
 */

/**
 * One open tab. `key` is the path (plus `?id=` on a route that takes its record's id from the
 * query: tabKeyOf); `url` is the path with its current query.
 */
export interface Tab {
  key: string;
  url: string;
  title: string;
  pinned: boolean;
  keepAlive: boolean;
  /** Bumped by 刷新 so the page re-mounts. */
  gen: number;
  /** What the page adds to its route title once it knows (a detail page: the record's number). */
  subtitle?: string;
}

export interface TabState {
  tabs: Tab[];
  activeKey: string | null;
}

/** What a visited location contributes: its path, query and its route's facts. */
export interface TabVisit {
  pathname: string;
  /** The tab's key when it is not the path (a route keyed by a query parameter: tabKeyOf). */
  key?: string;
  search: string;
  title: string;
  pinned: boolean;
  keepAlive: boolean;
}

export const emptyTabs: TabState = { tabs: [], activeKey: null };

/** What a tab shows: its route title, and the page's subtitle after a `·` (维修详情 · WX20261122-0001). */
export const tabTitleOf = (tab: Pick<Tab, 'title' | 'subtitle'>): string => (tab.subtitle ? `${tab.title} · ${tab.subtitle}` : tab.title);

/** Sets (or clears) the subtitle of a tab; unchanged state when it is the same. */
export function setTabSubtitle(state: TabState, key: string, subtitle: string | undefined): TabState {
  const tab = state.tabs.find((t) => t.key === key);
  if (!tab || (tab.subtitle ?? '') === (subtitle ?? '')) return state;
  return { ...state, tabs: state.tabs.map((t) => (t.key === key ? { ...t, subtitle: subtitle || undefined } : t)) };
}

/**
 * The key of the tab a location opens: its path, and on a route that names its record in the
 * query (`/system/template/detail?id=3`, `keyParam` 'id') that parameter too, so each record gets a
 * tab of its own instead of replacing the other's.
 */
export function tabKeyOf(pathname: string, search: string, keyParam?: string): string {
  if (!keyParam) return pathname;
  const value = new URLSearchParams(search).get(keyParam);
  return value ? `${pathname}?${keyParam}=${encodeURIComponent(value)}` : pathname;
}

/** The path part of a tab key. */
export const pathOfKey = (key: string): string => key.split('?')[0];

const urlOf = (pathname: string, search: string): string => `${pathname}${search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''}`;

/** Adds the visited view, or updates the tab of its path with the new query; makes it active. */
export function openTab(state: TabState, visit: TabVisit): TabState {
  const key = visit.key ?? visit.pathname;
  const url = urlOf(visit.pathname, visit.search);
  const existing = state.tabs.find((t) => t.key === key);
  if (existing) {
    const same = existing.url === url && existing.title === visit.title && state.activeKey === key;
    if (same) return state;
    return { tabs: state.tabs.map((t) => (t.key === key ? { ...t, url, title: visit.title } : t)), activeKey: key };
  }
  const tab: Tab = { key, url, title: visit.title, pinned: visit.pinned, keepAlive: visit.keepAlive, gen: 0 };
  // Pinned tabs stay together at the front; others open at the end.
  const tabs = tab.pinned ? [...state.tabs.filter((t) => t.pinned), tab, ...state.tabs.filter((t) => !t.pinned)] : [...state.tabs, tab];
  return { tabs, activeKey: key };
}

/** The tab that becomes active when `key` closes: its right neighbour, else its left one. */
function neighbourOf(tabs: readonly Tab[], key: string): string | null {
  const i = tabs.findIndex((t) => t.key === key);
  if (i < 0) return null;
  return tabs[i + 1]?.key ?? tabs[i - 1]?.key ?? null;
}

/** Closes one tab (pinned tabs stay). When it was active, its neighbour becomes active. */
export function closeTab(state: TabState, key: string): TabState {
  const tab = state.tabs.find((t) => t.key === key);
  if (!tab || tab.pinned) return state;
  const activeKey = state.activeKey === key ? neighbourOf(state.tabs, key) : state.activeKey;
  return { tabs: state.tabs.filter((t) => t.key !== key), activeKey };
}

/** Keeps the pinned tabs and `key`; `key` becomes active. */
export function closeOtherTabs(state: TabState, key: string): TabState {
  if (!state.tabs.some((t) => t.key === key)) return state;
  return { tabs: state.tabs.filter((t) => t.pinned || t.key === key), activeKey: key };
}

/** Keeps the pinned tabs only; the first of them becomes active. */
export function closeAllTabs(state: TabState): TabState {
  const tabs = state.tabs.filter((t) => t.pinned);
  const activeKey = tabs.some((t) => t.key === state.activeKey) ? state.activeKey : (tabs[0]?.key ?? null);
  return { tabs, activeKey };
}

/** Marks a tab for re-mounting (刷新). */
export function refreshTab(state: TabState, key: string): TabState {
  if (!state.tabs.some((t) => t.key === key)) return state;
  return { ...state, tabs: state.tabs.map((t) => (t.key === key ? { ...t, gen: t.gen + 1 } : t)) };
}

/** Drops the tabs a predicate refuses (e.g. routes the user may no longer open). */
export function pruneTabs(state: TabState, keep: (tab: Tab) => boolean): TabState {
  const tabs = state.tabs.filter(keep);
  if (tabs.length === state.tabs.length) return state;
  const activeKey = tabs.some((t) => t.key === state.activeKey) ? state.activeKey : (tabs[0]?.key ?? null);
  return { tabs, activeKey };
}

/** Gives every tab its route's current title (a tab restored from storage keeps the title it was saved with). */
export function retitleTabs(state: TabState, titleOf: (key: string) => string | undefined): TabState {
  const stale = state.tabs.some((t) => (titleOf(t.key) ?? t.title) !== t.title);
  return stale ? { ...state, tabs: state.tabs.map((t) => ({ ...t, title: titleOf(t.key) ?? t.title })) } : state;
}

/** Where a tab's 刷新 goes: the redirect route re-mounts the page at the rest of the path. */
export const REDIRECT_PREFIX = '/__redirect';
export const refreshUrlOf = (tab: Tab): string => `${REDIRECT_PREFIX}${tab.url}`;

/** The serialised form kept in storage: no generation counters. */
export function serializeTabs(state: TabState): string {
  return JSON.stringify({ tabs: state.tabs.map(({ gen: _g, ...t }) => t), activeKey: state.activeKey });
}

const isTab = (x: unknown): x is Omit<Tab, 'gen'> => {
  if (typeof x !== 'object' || x === null) return false;
  const t = x as Record<string, unknown>;
  return typeof t.key === 'string' && t.key.startsWith('/') && typeof t.url === 'string' && t.url.split('?')[0] === pathOfKey(t.key) && typeof t.title === 'string' && typeof t.pinned === 'boolean' && typeof t.keepAlive === 'boolean' && (t.subtitle === undefined || typeof t.subtitle === 'string');
};

/** Reads stored tabs; anything malformed is dropped rather than trusted. */
export function parseTabs(text: string | null): TabState {
  if (!text) return emptyTabs;
  try {
    const raw = JSON.parse(text) as { tabs?: unknown; activeKey?: unknown };
    const tabs = Array.isArray(raw.tabs) ? raw.tabs.filter(isTab).map((t) => ({ key: t.key, url: t.url, title: t.title, pinned: t.pinned, keepAlive: t.keepAlive, gen: 0, ...(t.subtitle ? { subtitle: t.subtitle } : {}) })) : [];
    const unique = tabs.filter((t, i) => tabs.findIndex((u) => u.key === t.key) === i);
    const activeKey = typeof raw.activeKey === 'string' && unique.some((t) => t.key === raw.activeKey) ? raw.activeKey : (unique[0]?.key ?? null);
    return { tabs: unique, activeKey };
  } catch {
    return emptyTabs;
  }
}

/** Adds the pinned views that are missing (in their given order, at the front) without changing the active tab. */
export function ensurePinned(state: TabState, pinned: readonly TabVisit[]): TabState {
  const missing = pinned.filter((v) => !state.tabs.some((t) => t.key === (v.key ?? v.pathname)));
  if (!missing.length) return state;
  const added: Tab[] = missing.map((v) => ({ key: v.key ?? v.pathname, url: urlOf(v.pathname, v.search), title: v.title, pinned: true, keepAlive: v.keepAlive, gen: 0 }));
  const tabs = [...state.tabs.filter((t) => t.pinned), ...added, ...state.tabs.filter((t) => !t.pinned)];
  return { tabs, activeKey: state.activeKey ?? tabs[0].key };
}

/** One view the content area renders: a tab's, or the shown location's when it has no tab (404). */
export interface View {
  key: string;
  url: string;
  gen: number;
}

/**
 * The views to keep mounted: every kept-alive tab once shown, every tab holding unsaved input
 * (a half-typed form survives a visit to another tab), and the shown one.
 */
export function liveViews(tabs: readonly Tab[], shownKey: string, wasShown: (key: string) => boolean, isDirty: (key: string) => boolean): View[] {
  const live: View[] = tabs.filter((tab) => tab.key === shownKey || (tab.keepAlive && wasShown(tab.key)) || isDirty(tab.key));
  return live.some((view) => view.key === shownKey) ? live : [...live, { key: shownKey, url: '', gen: 0 }];
}
