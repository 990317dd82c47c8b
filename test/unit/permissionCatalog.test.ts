import { describe, expect, it } from 'vitest';
import { declaredAccesses, OTHER_AREA, permissionCatalog, permissionCatalogOf } from '../../resources/catalogs/permissionCatalog.ts';
import { endpointTable, routeTable } from '../../resources/registry.ts';
import { ceilingProblem } from '../../src/domain/ceiling.ts';
import { PERMISSIONS } from '../../src/domain/permissions.ts';

const actionsOf = (areas: ReturnType<typeof permissionCatalog>) => areas.flatMap((a) => a.entries.map((e) => e.action));

describe('the rights matrix is derived from the declarations', () => {
  it('holds every permission a route, an endpoint or its selfOr names, each once', () => {
    const named = [...routeTable().map((r) => r.access.permission), ...endpointTable().flatMap((e) => [e.access.permission, e.selfOr?.permission])]
      .filter((p): p is NonNullable<typeof p> => p !== undefined);
    expect(named.length).toBeGreaterThan(5);
    const actions = actionsOf(permissionCatalog());
    for (const p of named) expect(actions).toContain(p);
    expect(new Set(actions).size).toBe(actions.length);
  });

  it('shows a permission a new declaration names without any change to the page or the catalogue', () => {
    const before = actionsOf(permissionCatalogOf(declaredAccesses()));
    expect(before).not.toContain('manage_laser_cutting');
    const areas = permissionCatalogOf([...declaredAccesses(), { permission: 'manage_laser_cutting' }]);
    const other = areas.find((a) => a.area === OTHER_AREA);
    expect(other?.entries).toEqual([{ action: 'manage_laser_cutting', label: 'manage_laser_cutting', area: OTHER_AREA }]);
  });

  it('labels every section-6 action in Chinese, grouped by area', () => {
    const areas = permissionCatalog();
    for (const area of areas) {
      expect(area.area).toMatch(/[\u4e00-\u9fa5]|ERP/);
      for (const e of area.entries) {
        expect(e.label).toBe(PERMISSIONS[e.action as keyof typeof PERMISSIONS].label);
        expect(e.area).toBe(area.area);
      }
    }
    expect(areas.find((a) => a.area === '管理员')?.entries.map((e) => e.action)).toEqual(['manage_admin_account', 'manage_account_permission', 'get_action_log']);
  });
});

describe('the permission ceiling', () => {
  const admin = { id: 2, group: 128, permissions: ['manage_needs_repair', 'manage_account_permission'] };
  const staff = { id: 3, group: 64 };
  it.each([
    ['a lower account, held action', admin, staff, { group: 64, added: ['manage_needs_repair'] }, null],
    ['a group at the granter’s own level', admin, staff, { group: 128 }, null],
    ['a group above the granter’s own', admin, staff, { group: 512 }, 'group-above-own'],
    ['an action the granter lacks', admin, staff, { added: ['get_action_log'] }, 'action-not-held'],
    ['a peer account', admin, { id: 9, group: 128 }, {}, 'target-level'],
    ['a higher account', admin, { id: 1, group: 512 }, {}, 'target-level'],
    ['oneself, within the ceiling', admin, { id: 2, group: 128 }, { added: [] }, null],
    ['oneself, raising the group', admin, { id: 2, group: 128 }, { group: 512 }, 'group-above-own'],
    ['a super admin, anything', { id: 1, group: 512, permissions: [] }, { id: 5, group: 512 }, { group: 512, added: ['get_action_log'] }, null],
  ] as const)('%s', (_name, granter, target, change, expected) => {
    expect(ceilingProblem(granter, target, change)).toBe(expected);
  });
});
