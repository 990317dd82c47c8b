import { describe, expect, it } from 'vitest';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  emptyTabs,
  ensurePinned,
  liveViews,
  openTab,
  pathOfKey,
  parseTabs,
  pruneTabs,
  refreshTab,
  refreshUrlOf,
  retitleTabs,
  serializeTabs,
  setTabSubtitle,
  tabKeyOf,
  tabTitleOf,
  type TabState,
  type TabVisit,
} from '../../src/app/shell/tabs/tabModel.ts';

const visit = (pathname: string, search = '', extra: Partial<TabVisit> = {}): TabVisit => ({ pathname, search, title: pathname.slice(1) || 'home', pinned: false, keepAlive: false, ...extra });
const home = visit('/dashboard', '', { title: '首页', pinned: true, keepAlive: true });
const keys = (s: TabState) => s.tabs.map((t) => t.key);

function opened(...paths: string[]): TabState {
  return paths.reduce((s, p) => openTab(s, visit(p)), openTab(emptyTabs, home));
}

describe('tab model', () => {
  it('adds each visited view once and makes it active', () => {
    const s = opened('/repair/list', '/repair/quickrp', '/repair/list');
    expect(keys(s)).toEqual(['/dashboard', '/repair/list', '/repair/quickrp']);
    expect(s.activeKey).toBe('/repair/list');
  });

  it('updates the tab of a path when the query changes, keeping its place', () => {
    const s = openTab(opened('/repair/list', '/repair/quickrp'), visit('/repair/list', '?status=pending'));
    expect(keys(s)).toEqual(['/dashboard', '/repair/list', '/repair/quickrp']);
    expect(s.tabs[1].url).toBe('/repair/list?status=pending');
    expect(s.activeKey).toBe('/repair/list');
  });

  it('returns the same state when nothing changes', () => {
    const s = opened('/repair/list');
    expect(openTab(s, visit('/repair/list'))).toBe(s);
  });

  it('keeps pinned tabs at the front', () => {
    const s = openTab(openTab(emptyTabs, visit('/repair/list')), home);
    expect(keys(s)).toEqual(['/dashboard', '/repair/list']);
  });

  it('closing the active tab activates its right neighbour, else its left one', () => {
    const s = { ...opened('/a', '/b', '/c'), activeKey: '/b' };
    expect(closeTab(s, '/b').activeKey).toBe('/c');
    const last = opened('/a', '/b', '/c');
    expect(closeTab(last, '/c').activeKey).toBe('/b');
  });

  it('closing an inactive tab keeps the active one', () => {
    const s = opened('/a', '/b');
    const next = closeTab(s, '/a');
    expect(keys(next)).toEqual(['/dashboard', '/b']);
    expect(next.activeKey).toBe('/b');
  });

  it('a pinned tab cannot be closed', () => {
    const s = opened('/a');
    expect(closeTab(s, '/dashboard')).toBe(s);
  });

  it('关闭其他 keeps the pinned tabs and the chosen one', () => {
    const s = closeOtherTabs(opened('/a', '/b', '/c'), '/b');
    expect(keys(s)).toEqual(['/dashboard', '/b']);
    expect(s.activeKey).toBe('/b');
  });

  it('关闭所有 keeps the pinned tabs only and activates the first', () => {
    const s = closeAllTabs(opened('/a', '/b'));
    expect(keys(s)).toEqual(['/dashboard']);
    expect(s.activeKey).toBe('/dashboard');
  });

  it('刷新 bumps the generation and goes through the redirect route', () => {
    const s = refreshTab(opened('/repair/list'), '/repair/list');
    expect(s.tabs[1].gen).toBe(1);
    expect(refreshTab(s, '/nope')).toBe(s);
    expect(refreshUrlOf({ ...s.tabs[1], url: '/repair/list?page=2' })).toBe('/__redirect/repair/list?page=2');
  });

  it('survives serialisation without generations; malformed storage is dropped', () => {
    const s = refreshTab(openTab(opened('/a'), visit('/a', '?q=1')), '/a');
    const back = parseTabs(serializeTabs(s));
    expect(keys(back)).toEqual(keys(s));
    expect(back.activeKey).toBe('/a');
    expect(back.tabs.length).toBeGreaterThan(0);
    expect(back.tabs.every((t) => t.gen === 0)).toBe(true);
    expect(parseTabs('{bad json')).toEqual(emptyTabs);
    expect(parseTabs(null)).toEqual(emptyTabs);
    expect(keys(parseTabs(JSON.stringify({ tabs: [{ key: 'javascript:x', url: 'javascript:x', title: 'x', pinned: false, keepAlive: false }, 3], activeKey: 'javascript:x' })))).toEqual([]);
  });

  it('prunes tabs the user may no longer open and moves the active tab', () => {
    const s = opened('/secret', '/open');
    const pruned = pruneTabs({ ...s, activeKey: '/secret' }, (t) => t.key !== '/secret');
    expect(keys(pruned)).toEqual(['/dashboard', '/open']);
    expect(pruned.activeKey).toBe('/dashboard');
    expect(pruneTabs(s, () => true)).toBe(s);
  });

  it('adds missing pinned views without changing the active tab', () => {
    const s = openTab(emptyTabs, visit('/a'));
    const withHome = ensurePinned(s, [home]);
    expect(keys(withHome)).toEqual(['/dashboard', '/a']);
    expect(withHome.activeKey).toBe('/a');
    expect(ensurePinned(withHome, [home])).toBe(withHome);
  });

  it('a detail tab carries its record number after the route title, kept through navigation and storage', () => {
    const a = setTabSubtitle(opened('/repair/1', '/repair/2'), '/repair/1', 'WX20261122-0001');
    const b = setTabSubtitle(a, '/repair/2', 'WX20261122-0002');
    expect(b.tabs.map(tabTitleOf)).toEqual(['首页', 'repair/1 · WX20261122-0001', 'repair/2 · WX20261122-0002']);
    expect(setTabSubtitle(b, '/repair/2', 'WX20261122-0002')).toBe(b);
    expect(setTabSubtitle(b, '/nowhere', 'x')).toBe(b);
    const revisited = openTab(b, visit('/repair/1', '?tab=history'));
    expect(tabTitleOf(revisited.tabs[1])).toBe('repair/1 · WX20261122-0001');
    const restored = parseTabs(serializeTabs(revisited));
    expect(restored.tabs.map(tabTitleOf)).toEqual(revisited.tabs.map(tabTitleOf));
    const bad = JSON.stringify({ tabs: [{ key: '/a', url: '/a', title: 'a', pinned: false, keepAlive: false, subtitle: 7 }], activeKey: '/a' });
    expect(parseTabs(bad).tabs).toEqual([]);
  });

  it('a restored tab takes its route\'s current title (a page renamed since it was stored)', () => {
    const stored = parseTabs(serializeTabs(opened('/account/message')));
    const titles: Record<string, string> = { '/dashboard': '首页', '/account/message': '我的站内信' };
    const renamed = retitleTabs(stored, (key) => titles[key]);
    expect(renamed.tabs.map((t) => t.title)).toEqual(['首页', '我的站内信']);
    expect(retitleTabs(renamed, (key) => titles[key])).toBe(renamed);
  });

  it('a route naming its record in the query keys its tab by that parameter: two records, two tabs (issue 32)', () => {
    expect(tabKeyOf('/system/template/detail', '?id=3', 'id')).toBe('/system/template/detail?id=3');
    expect(tabKeyOf('/system/template/detail', '?x=1&id=a%20b', 'id')).toBe('/system/template/detail?id=a%20b');
    expect(tabKeyOf('/system/template/detail', '', 'id')).toBe('/system/template/detail');
    expect(tabKeyOf('/repair/list', '?id=3')).toBe('/repair/list');
    const at = (id: number) => ({ ...visit('/system/template/detail', `?id=${id}`), key: tabKeyOf('/system/template/detail', `?id=${id}`, 'id') });
    const two = openTab(openTab(opened(), at(4)), at(3));
    expect(keys(two)).toEqual(['/dashboard', '/system/template/detail?id=4', '/system/template/detail?id=3']);
    expect(two.activeKey).toBe('/system/template/detail?id=3');
    expect(pathOfKey(two.tabs[1].key)).toBe('/system/template/detail');
    // kept through storage: the url's path is the key's path
    expect(keys(parseTabs(serializeTabs(two)))).toEqual(keys(two));
    const forged = JSON.stringify({ tabs: [{ key: '/a?id=1', url: '/b?id=1', title: 'a', pinned: false, keepAlive: false }], activeKey: '/a?id=1' });
    expect(parseTabs(forged).tabs).toEqual([]);
  });

  it('keeps mounted the shown view, kept-alive tabs once shown, and every tab holding unsaved input (issue 32)', () => {
    const s = openTab(opened('/repair/list', '/workflow/create', '/workflow/detail/3'), visit('/repair/list'));
    const tabs = s.tabs.map((t) => (t.key === '/repair/list' ? { ...t, keepAlive: true } : t));
    const none = () => false;
    expect(liveViews(tabs, '/workflow/detail/3', none, none).map((v) => v.key)).toEqual(['/workflow/detail/3']);
    expect(liveViews(tabs, '/workflow/detail/3', (k) => k === '/repair/list', none).map((v) => v.key)).toEqual(['/repair/list', '/workflow/detail/3']);
    expect(liveViews(tabs, '/repair/list', none, (k) => k === '/workflow/create').map((v) => v.key)).toEqual(['/repair/list', '/workflow/create']);
    // a location without a tab (404) is shown at the end, generation 0
    expect(liveViews(tabs, '/nowhere', none, (k) => k === '/workflow/create')).toEqual([{ ...tabs[2] }, { key: '/nowhere', url: '', gen: 0 }]);
  });
});
