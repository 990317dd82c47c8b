import { describe, expect, it } from 'vitest';
import { MENU_GROUPS } from '../../resources/menu.ts';
import { routeTable } from '../../resources/registry.ts';
import { breadcrumbOf, menuOf, pathMatches, routeOf, selectedKeyOf } from '../../src/app/shell/menuItems.ts';
import type { Access, AccessUser } from '../../src/domain/access.ts';
import { loadRouteMap } from '../api/access/routeMap.ts';

/** The specification's map with the product's added pages (the access oracle's map, not the generated docs/ROUTES.md): routes and demo accounts, read as data. */
const oracleMap = loadRouteMap();

interface MapRow { path: string; title: string; menu: string; access: string }
const ROUTES: MapRow[] = oracleMap.routes.map((r) => ({ path: r.path, title: r.title, menu: r.menu, access: r.accessText }));
const ACCOUNTS = oracleMap.accounts.map((a) => ({ username: a.username, user: { group: a.group, permissions: a.permissions } as AccessUser }));

const accessOf = (cell: string): Access => {
  if (cell === 'public') return { public: true };
  const perm = /perm (\w+)/.exec(cell);
  if (perm) return { permission: perm[1] as Access['permission'] };
  const group = /group (\d+)/.exec(cell);
  if (group) return { group: Number(group[1]) };
  return {};
};

const allows = (user: AccessUser, access: Access): boolean =>
  !!access.public || user.group >= 512 || (access.group === undefined && access.permission === undefined) || (access.group !== undefined && user.group >= access.group) || (access.permission !== undefined && user.permissions.includes(access.permission));

const routes = routeTable();
const implemented = new Set(routes.map((r) => r.path));
const inMenu = (r: MapRow) => r.menu !== '-' && !r.menu.startsWith('hidden');

describe('the menu per demo account, against the specification\'s map', () => {
  it('reads the four demo accounts and the map', () => {
    expect(ACCOUNTS.map((a) => a.username)).toEqual(['superadmin', 'admin', 'staff', 'member']);
    expect(ROUTES.length).toBeGreaterThan(70);
  });

  it('every implemented route has the title, access and menu place the map gives', () => {
    let titled = 0;
    let grouped = 0;
    for (const route of routes) {
      // a per-list page (/export/repair) is the map's parameterised row (/export/:type)
      const row = ROUTES.find((r) => r.path === route.path) ?? ROUTES.find((r) => r.path.includes('/:') && pathMatches(r.path, route.path));
      expect(row, route.path).toBeDefined();
      if (!row) continue;
      if (row.title !== '-') {
        expect(route.title, route.path).toBe(row.title);
        titled += 1;
      }
      // the list a per-list page belongs to: its screen's list (a hidden list's pages highlight the list's own parent)
      const screen = 'screen' in route.view ? route.view.screen : undefined;
      const list = routes.find((r) => r.view.kind === 'list' && 'screen' in r.view && r.view.screen === screen) ?? routes.find((r) => r.path === route.activeMenu);
      expect(route.access, route.path).toEqual(row.access === "list's" ? list?.access : accessOf(row.access));
      expect(route.hidden, route.path).toBe(!inMenu(row));
      if (inMenu(row) && row.menu !== 'yes') {
        expect(MENU_GROUPS.find((g) => g.key === route.menu?.group)?.title, route.path).toBe(row.menu);
        grouped += 1;
      }
    }
    expect(titled, 'routes whose title was compared').toBeGreaterThan(0);
    expect(grouped, 'routes whose menu group was compared').toBeGreaterThan(0);
  });

  for (const { username, user } of ACCOUNTS) {
    it(`${username} sees exactly the implemented menu items the map allows`, () => {
      const expected = ROUTES.filter((r) => inMenu(r) && implemented.has(r.path) && allows(user, accessOf(r.access)))
        .map((r) => (r.menu === 'yes' ? r.title : `${r.menu} › ${r.title}`))
        .sort();
      const actual = menuOf(routes, MENU_GROUPS, user)
        .flatMap((n) => (n.children ? n.children.map((c) => `${n.label} › ${c.label}`) : [n.label]))
        .sort();
      expect(actual).toEqual(expected);
      expect(actual).toContain('首页');
    });
  }

  it('groups come in the declared order', () => {
    const labels = menuOf(routes, MENU_GROUPS, { group: 512, permissions: [] }).map((n) => n.label);
    const order = MENU_GROUPS.map((g) => g.title).filter((t) => labels.includes(t));
    expect(labels.filter((l) => l !== '首页')).toEqual(order);
  });
});

describe('breadcrumbs from the menu hierarchy', () => {
  it('group › page for a menu page, group › page › detail for a hidden one', () => {
    expect(breadcrumbOf(routes, MENU_GROUPS, '/repair/list')).toEqual([{ title: '维修管理' }, { title: '普通维修' }]);
    expect(breadcrumbOf(routes, MENU_GROUPS, '/repair/12')).toEqual([{ title: '维修管理' }, { title: '普通维修', path: '/repair/list' }, { title: '维修详情' }]);
    expect(breadcrumbOf(routes, MENU_GROUPS, '/repair/quickrp/7')).toEqual([{ title: '维修管理' }, { title: '快速维修', path: '/repair/quickrp' }, { title: '快速维修详情' }]);
    expect(breadcrumbOf(routes, MENU_GROUPS, '/dashboard')).toEqual([{ title: '首页' }]);
    expect(breadcrumbOf(routes, MENU_GROUPS, '/no/such/page')).toEqual([]);
  });

  it('an export-records page sits under the list it exports, with that list\'s access', () => {
    expect(breadcrumbOf(routes, MENU_GROUPS, '/export/repair')).toEqual([{ title: '维修管理' }, { title: '普通维修', path: '/repair/list' }, { title: '导出记录' }]);
    expect(breadcrumbOf(routes, MENU_GROUPS, '/export/backup')).toEqual([{ title: '申请管理' }, { title: '备用机申请', path: '/request/backup' }, { title: '导出记录' }]);
    expect(selectedKeyOf(routes, '/export/quickrp')).toBe('/repair/quickrp');
    const exportRepair = routes.find((r) => r.path === '/export/repair');
    expect(exportRepair?.access).toEqual({ permission: 'manage_needs_repair' });
    expect(exportRepair?.view).toEqual({ kind: 'page', component: 'ExportJobsPage', screen: 'repair' });
    expect(routes.some((r) => r.path === '/export/:type')).toBe(false);
    expect(routeOf(routes, '/export/nosuchlist')).toBeUndefined();
  });
});
