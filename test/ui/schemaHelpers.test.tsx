import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { MENU_GROUPS } from '../../resources/menu.ts';
import { repairs } from '../../resources/needs/repairs.ts';
import { routeTable } from '../../resources/registry.ts';
import { actionStateOf } from '../../src/app/schema/actionStateOf.ts';
import { columnsOf } from '../../src/app/schema/columnsOf.tsx';
import { filterItemsOf, searchToFilters } from '../../src/app/schema/filterItemsOf.ts';
import { changedValues, formItemsOf, sentValues } from '../../src/app/schema/formItemsOf.ts';
import { declaredIconNames } from '../../scripts/declaredIcons.ts';
import { iconOf } from '../../src/app/shell/icons.tsx';
import { menuOf, selectedKeyOf } from '../../src/app/shell/menuItems.ts';

const action = (name: string) => repairs.status.actions.find((a) => a.name === name)!;

describe('formItemsOf', () => {
  const items = formItemsOf(repairs.fields, 'create');
  it('leaves out read-only fields', () => {
    expect(items.map((i) => i.name)).not.toContain('status');
    expect(items.map((i) => i.name)).toContain('fault');
  });
  /** The messages a field's rules give for a value, in the order antd shows them. */
  const messagesFor = async (name: string, value: unknown): Promise<string[]> => {
    const item = items.find((i) => i.name === name)!;
    const results = await Promise.allSettled(
      item.rules.map((r) => (typeof r === 'object' && r.validator ? Promise.resolve(r.validator({}, value, () => undefined)) : Promise.resolve())),
    );
    return results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
  };
  it.each([
    ['fault', '', ['请输入故障描述']],
    ['fault', '坏', ['「故障描述」至少 2 个字']],
    ['service_mode', undefined, ['请选择服务方式']],
    ['fee', 100_000_001, ['「维修费用」不能大于 ¥1000000.00']],
    ['serial', 'XYZ', ['「序列号」格式不正确']],
    ['serial', ' sup01ab2601 ', []],
  ])('%s given %j says %j', async (name, value, messages) => {
    expect(await messagesFor(name, value)).toEqual(messages);
  });
  it('action forms take all the action fields', () => {
    expect(formItemsOf(action('cancel').fields!, 'action').map((i) => [i.name, i.rules.length])).toEqual([['remark', 2]]);
  });
  it('sentValues sends what the server stores: trimmed text, upper-cased serials', () => {
    expect(sentValues(items, { serial: ' sup01ab2601 ', fault: ' 不出光 ', fee: 1250 })).toEqual({ serial: 'SUP01AB2601', fault: '不出光', fee: 1250 });
  });
  it('changedValues keeps only changes plus the loaded version', () => {
    expect(changedValues({ model: 'X1', fault: '不出光' }, { model: 'X0', fault: '不出光', version: 5 })).toEqual({ model: 'X1', version: 5 });
  });
});

describe('filterItemsOf / searchToFilters', () => {
  const items = filterItemsOf(repairs, '关键词');
  it('has q and every ui.filter field', () => {
    expect(items.map((i) => [i.name, i.kind])).toEqual([
      ['q', 'search'], ['status', 'eq'], ['service_mode', 'eq'], ['serial', 'eq'], ['customer_phone', 'eq'], ['created_at', 'range'],
    ]);
  });
  it('maps form values to refine filters, dropping empty ones', () => {
    expect(searchToFilters({ q: ' 张 ', status: 'pending', serial: '', created_at: ['2026-01-01', '2026-01-02'] }, items)).toEqual([
      { field: 'q', operator: 'contains', value: '张' },
      { field: 'status', operator: 'eq', value: 'pending' },
      { field: 'created_at', operator: 'between', value: ['2026-01-01', '2026-01-02'] },
    ]);
  });
});

const TIPS = { ascending: '点击升序', descending: '点击降序', cancel: '取消排序' };

describe('columnsOf', () => {
  it('gives list fields, sortable flags and a detail link column', () => {
    const cols = columnsOf(repairs, repairs.screens[0], [{ field: 'created_at', order: 'desc' }], { detailLabel: '详情', operationLabel: '操作', sortTips: TIPS, go: () => undefined });
    expect(cols.map((c) => c.title)).toEqual(['维修单号', '状态', '服务方式', '序列号', '机型', '客户姓名', '联系电话', '维修费用', '维修工程师', '创建时间', '更新时间', '操作']);
    const created = cols.find((c) => c.key === 'created_at')!;
    expect(created.sorter).toBe(true);
    expect(created.sortOrder).toBe('descend');
    // the next click's effect as the header's title: descending now, so the next click cancels
    expect(created.onHeaderCell?.({})).toEqual({ title: '取消排序' });
    const updated = cols.find((c) => c.key === 'updated_at')!;
    expect(updated.onHeaderCell?.({})).toEqual({ title: '点击升序' });
  });

  it('the detail link opens the record in the app on a plain click and leaves a ctrl-click to the browser', () => {
    const went: string[] = [];
    const cols = columnsOf(repairs, repairs.screens[0], [], { detailLabel: '详情', operationLabel: '操作', sortTips: TIPS, go: (path) => went.push(path) });
    const detail = cols[cols.length - 1];
    render(<>{detail.render?.(undefined, { id: 7 }, 0) as ReactNode}</>);
    const link = screen.getByRole('link', { name: '详情' });
    expect(link).toHaveAttribute('href', '/repair/7');
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(went).toEqual([]);
    expect(fireEvent.click(link)).toBe(false);
    expect(went).toEqual(['/repair/7']);
  });
});

describe('actionStateOf', () => {
  const staff = { group: 64, permissions: ['manage_needs_repair'] };
  const member = { group: 1, permissions: [] };
  it.each([
    ['receive', 'pending', staff, null],
    ['receive', 'repairing', staff, '当前状态「维修中」不能确认收件'],
    ['receive', 'pending', member, '需要「维修管理」权限'],
  ])('%s from %s (group %s)', (name, status, caller, reason) => {
    expect(actionStateOf(repairs, { kind: 'action', action: action(name) }, { status }, caller)).toEqual({ waiting: false, reason });
  });
  it('waits while the record or the caller is unknown', () => {
    expect(actionStateOf(repairs, { kind: 'action', action: action('receive') }, undefined, staff)).toEqual({ waiting: true, reason: null });
    expect(actionStateOf(repairs, { kind: 'action', action: action('receive') }, { status: 'pending' }, null)).toEqual({ waiting: true, reason: null });
  });
});

describe('menu', () => {
  const routes = routeTable();
  it('a member does not see the repair group; staff with the repair permission see it with every repair screen in the sider', () => {
    // the menu per account against the specification's map is test/unit/menuPerAccount.test.ts; here the repair group's items come from the route table
    const repairItems = routes.filter((r) => r.menu?.group === 'repair' && !r.hidden).map((r) => r.path);
    expect(repairItems).toContain('/repair/list');
    const member = menuOf(routes, MENU_GROUPS, { group: 1, permissions: [] });
    expect(member.map((n) => n.label)).toContain('首页');
    expect(member.map((n) => n.label)).not.toContain('维修管理');
    const staff = menuOf(routes, MENU_GROUPS, { group: 64, permissions: ['manage_needs_repair'] });
    expect(staff.find((n) => n.label === '维修管理')?.children?.map((c) => c.path).sort()).toEqual([...repairItems].sort());
  });
  it('a hidden detail route highlights its parent item', () => {
    expect(selectedKeyOf(routes, '/repair/12')).toBe('/repair/list');
    expect(selectedKeyOf(routes, '/repair/quickrp/12')).toBe('/repair/quickrp');
    expect(selectedKeyOf(routes, '/repair/quickrp')).toBe('/repair/quickrp');
  });
  it('draws every icon the declarations name, from the build\'s declared icons', () => {
    const declared = [...new Set([...MENU_GROUPS.map((g) => g.icon), ...routes.flatMap((r) => (r.menu?.icon ? [r.menu.icon] : []))])];
    expect(declared.length).toBeGreaterThan(10);
    expect(declaredIconNames()).toEqual([...declared].sort());
    for (const name of declared) {
      const { container, unmount } = render(<>{iconOf(name)}</>);
      expect(container.querySelector(`span.anticon svg`), name).not.toBeNull();
      unmount();
    }
    expect(iconOf('NoSuchOutlined')).toBeNull();
  });
});
