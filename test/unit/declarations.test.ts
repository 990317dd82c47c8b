import { describe, expect, it } from 'vitest';
import { FIELD_TYPES, type ResourceDef } from '../../resources/define.ts';
import { pageDefs, resources } from '../../resources/index.ts';
import { MENU_GROUPS } from '../../resources/menu.ts';
import { actionsOf, endpointTable, findScreen, routeTable, screenOfRecord, transitionBlock } from '../../resources/registry.ts';
import { repairs } from '../../resources/needs/repairs.ts';
import { isPermissionAction } from '../../src/domain/permissions.ts';

const statusValues = (r: ResourceDef): string[] => {
  const field = r.fields.find((f) => f.name === r.status?.field);
  return (field?.options ?? []).map((o) => String(o.value));
};

describe('the registry', () => {
  it('has unique route paths, screen names and endpoint method+path pairs', () => {
    const paths = routeTable().map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    const screens = resources.flatMap((r) => r.screens.map((s) => s.name));
    expect(new Set(screens).size).toBe(screens.length);
    const endpoints = endpointTable().map((e) => `${e.method} ${e.path}`);
    expect(new Set(endpoints).size).toBe(endpoints.length);
  });

  it('names only known permissions and menu groups', () => {
    const accesses = [...routeTable().map((r) => r.access), ...endpointTable().map((e) => e.access)];
    const permissions = accesses.flatMap((a) => (a.permission ? [a.permission] : []));
    expect(permissions.length, 'accesses that name a permission').toBeGreaterThan(0);
    for (const p of permissions) expect(isPermissionAction(p), p).toBe(true);
    const groups = new Set(MENU_GROUPS.map((g) => g.key));
    const placed = routeTable().flatMap((r) => (r.menu?.group ? [r.menu.group] : []));
    expect(placed.length, 'routes placed in a menu group').toBeGreaterThan(0);
    for (const g of placed) expect(groups.has(g), g).toBe(true);
  });

  it('gives every hidden route a visible parent to highlight', () => {
    const visible = new Set(routeTable().filter((r) => !r.hidden).map((r) => r.path));
    const hidden = routeTable().filter((x) => x.hidden && x.activeMenu);
    expect(hidden.length, 'hidden routes with a parent').toBeGreaterThan(0);
    // or a hidden page reached from the header (我的站内信 → its export records)
    const fromHeader = new Set(routeTable().filter((x) => x.hidden && !x.activeMenu).map((x) => x.path));
    for (const r of hidden) expect(visible.has(r.activeMenu ?? '') || fromHeader.has(r.activeMenu ?? ''), r.path).toBe(true);
  });

  it('declares the pages the spec names', () => {
    expect(pageDefs.find((p) => p.path === '/login')?.access.public).toBe(true);
    const dashboard = routeTable().find((r) => r.path === '/dashboard');
    expect(dashboard).toMatchObject({ affix: true, keepAlive: true });
  });

  it('finds the screen a record belongs to by its fixed values', () => {
    expect(screenOfRecord(repairs, { type: 3 })?.name).toBe('quickrp');
    expect(screenOfRecord(repairs, { type: 1 })?.name).toBe('repair');
    expect(screenOfRecord(repairs, { type: '3' })?.name).toBe('quickrp');
    expect(screenOfRecord(repairs, { type: 2 })).toBeUndefined();
  });

  it('offers in a list row only operations the resource declares, on screens with a detail page', () => {
    const offering = resources.flatMap((r) => r.screens.filter((sc) => sc.listOperations?.length).map((sc) => ({ r, sc })));
    expect(offering.map(({ sc }) => sc.name)).toEqual(['notificationEmail']);
    for (const { r, sc } of offering) {
      expect(sc.show, `${sc.name} has a detail page`).toBeDefined();
      for (const name of sc.listOperations ?? []) expect(r.operations?.map((o) => o.name), `${sc.name}: ${name}`).toContain(name);
    }
  });

  it('leaves out of a detail page only fields the resource has, on screens with a detail page and a panel', () => {
    const leaving = resources.flatMap((r) => r.screens.filter((sc) => sc.detailPanelFields?.length).map((sc) => ({ r, sc })));
    expect(leaving.map(({ sc }) => sc.name)).toEqual(['notificationEmail']);
    for (const { r, sc } of leaving) {
      expect(sc.show, `${sc.name} has a detail page`).toBeDefined();
      for (const name of sc.detailPanelFields ?? []) expect(r.fields.map((f) => f.name), `${sc.name}: ${name}`).toContain(name);
    }
  });

  it('finds screens by refine resource name', () => {
    expect(findScreen('quickrp')?.screen.fixed).toEqual({ type: 3 });
    expect(findScreen('repair')?.screen.fixed).toEqual({ type: 1 });
    expect(findScreen('nope')).toBeUndefined();
  });
});

describe.each(resources.map((r) => [r.name, r] as const))('resource %s', (_name, r) => {
  const names = r.fields.map((f) => f.name);

  it('has unique field names of known types, enums with options', () => {
    expect(new Set(names).size).toBe(names.length);
    for (const f of r.fields) {
      expect(FIELD_TYPES).toContain(f.type);
      if (f.type === 'enum') expect(f.options?.length).toBeGreaterThan(0);
      if (f.type === 'reference') expect(resources.map((x) => x.name)).toContain(f.reference?.resource);
    }
    expect(names).toContain(r.titleField);
    const writable = Boolean(r.endpoints.update || r.endpoints.delete || r.endpoints.action);
    if (writable) expect(names, 'a resource that can change carries a version').toContain('version');
  });

  it('filters, sorts and searches on declared fields, each served by an index', () => {
    const fixed = r.screens.flatMap((s) => Object.keys(s.fixed ?? {}));
    for (const key of fixed) expect(names).toContain(key);
    const indexed = (r.indexes ?? []).map((i) => i.columns);
    const columnOf = (name: string): string => r.fields.find((f) => f.name === name)?.db?.column ?? name;
    // a view's lists are served by the indexes of the tables it reads: checkListPlans checks them
    const served = (field: string) =>
      r.viewOver !== undefined ||
      // a filter through a child table is served by that table's index (test/unit/childFilter.test.ts)
      r.fields.find((f) => f.name === field)?.db?.via !== undefined ||
      indexed.some((cols) => cols[0] === columnOf(field) || (fixed.includes(cols[0]) && cols[1] === columnOf(field))) ||
      r.fields.find((f) => f.name === field)?.db?.unique === true;
    for (const f of r.fields) {
      if (f.ui?.filter) expect(served(f.name), `filter ${f.name}`).toBe(true);
      if (f.ui?.sortable) expect(served(f.name), `sort ${f.name}`).toBe(true);
    }
    for (const f of r.search?.fields ?? []) {
      expect(names).toContain(f);
      expect(served(f), `search ${f}`).toBe(true);
    }
    expect(names).toContain(r.defaultSort.replace(/^-/, ''));
  });
});

const withStatus = resources.filter((r): r is ResourceDef & { status: NonNullable<ResourceDef['status']> } => r.status !== undefined);
const withoutStatus = resources.filter((r) => r.status === undefined);

describe('status machines', () => {
  it('are declared by the resources that have a status field, and only by them', () => {
    expect(withStatus.map((r) => r.name)).toEqual(expect.arrayContaining(['repairs', 'requests', 'exchanges', 'admins']));
    expect(withStatus.length + withoutStatus.length).toBe(resources.length);
    expect(withoutStatus.length, 'resources without a status machine').toBeGreaterThan(0);
    for (const r of withoutStatus) expect(r.fields.map((f) => f.db?.column ?? f.name), `${r.name} has a status column but no machine`).not.toContain('status');
  });
});

describe.each(withStatus.map((r) => [r.name, r] as const))('status machine of %s', (_name, r) => {
  it('has a transition table over its own states', () => {
    const states = statusValues(r);
    expect(states).toContain(r.status.initial);
    const when = r.status.initialWhen;
    if (when) {
      expect(states).toContain(when.state);
      expect(r.fields.find((f) => f.name === when.field && !f.readOnly), `initialWhen names ${when.field}, a field a create may set`).toBeDefined();
    }
    for (const s of r.status.open) expect(states).toContain(s);
    const actionNames = r.status.actions.map((a) => a.name);
    expect(new Set(actionNames).size).toBe(actionNames.length);
    for (const a of r.status.actions) {
      expect(states).toContain(a.to);
      for (const from of a.from) expect(states).toContain(from);
      // An action is a change of the record: leaving its state, or — staying in it (转派 keeps a
      // ticket 处理中) — writing a field of the record other than the remark (the new handler).
      if (a.from.includes(a.to)) {
        const writes = (a.fields ?? []).filter((f) => f.name !== 'remark' && r.fields.some((rf) => rf.name === f.name && !rf.readOnly));
        expect(writes.map((f) => f.name), `${a.name} stays in ${a.to} without changing the record`).not.toEqual([]);
      }
      expect(a.confirm.length).toBeGreaterThan(0);
    }
    // every action is reachable: the resource's action endpoint, or the action's own path
    const actionEntries = endpointTable().filter((e) => e.resource === r.name && e.kind === 'action');
    for (const a of r.status.actions) expect(actionEntries.some((e) => e.action === a.name || !e.action), `${a.name} has no endpoint`).toBe(true);
  });

  it('reaches every state from the initial one', () => {
    const reached = new Set([r.status.initial]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const a of r.status.actions) {
        if (!reached.has(a.to) && a.from.some((f) => reached.has(f))) {
          reached.add(a.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual(statusValues(r).sort());
  });

  it('explains a blocked transition in Chinese', () => {
    let blocked = 0;
    for (const screen of r.screens) {
      for (const a of actionsOf(r, screen.name)) {
        for (const state of statusValues(r)) {
          const block = transitionBlock(r, a, state);
          expect(block === null).toBe(a.from.includes(state));
          blocked += block ? 1 : 0;
          if (block) expect(block).toMatch(/^当前状态「.+」不能/);
        }
      }
    }
    expect(blocked, 'blocked transitions explained').toBeGreaterThan(0);
  });
});
