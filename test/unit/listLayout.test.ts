import { describe, expect, it } from 'vitest';
import { admins } from '../../resources/people/admins.ts';
import type { FieldDef } from '../../resources/define.ts';
import { repairs } from '../../resources/needs/repairs.ts';
import type { FilterItem } from '../../src/app/schema/filterItemsOf.ts';
import { CARD_FIELDS, cardFieldsOf } from '../../src/app/schema/list/cardFieldsOf.ts';
import { cellTitleOf } from '../../src/app/schema/list/cellTitle.ts';
import { activeFilterCount, labelWidthOf, needsToggle, searchColumnsFor, visibleFilterCount } from '../../src/app/schema/list/searchLayout.ts';

const item = (name: string, label = name, kind: FilterItem['kind'] = 'eq'): FilterItem => ({ name, label, kind });
const ITEMS = [item('q', '关键词', 'search'), item('status', '状态'), item('service_mode', '服务方式'), item('serial', '序列号'), item('customer_phone', '联系电话'), item('created_at', '创建时间', 'range')];

describe('the search form collapses to one row (ProTable QueryFilter rule)', () => {
  it.each([
    [375, 1],
    [512, 1],
    [513, 2],
    [700, 2],
    [701, 3],
    [1138, 3],
    [1351, 3],
    [1352, 4],
    [1920, 4],
  ])('a form %i px wide has %i columns', (width, columns) => {
    expect(searchColumnsFor(width)).toBe(columns);
  });

  it('collapsed, the filters that fit beside the buttons show; expanded, all of them', () => {
    expect(visibleFilterCount(3, 6, false)).toBe(2);
    expect(visibleFilterCount(4, 6, false)).toBe(3);
    expect(visibleFilterCount(1, 6, false)).toBe(1);
    expect(visibleFilterCount(3, 6, true)).toBe(6);
    expect(visibleFilterCount(4, 2, false)).toBe(2);
  });

  it('offers 展开/收起 only when a filter does not fit on the first row', () => {
    expect(needsToggle(3, 6)).toBe(true);
    expect(needsToggle(3, 2)).toBe(false);
    expect(needsToggle(4, 3)).toBe(false);
    expect(needsToggle(4, 4)).toBe(true);
  });

  it('counts the filters that 查询 would send: blanks, spaces and empty lists are not in use', () => {
    const values = { q: '  ', status: 'pending', service_mode: '', serial: 'SUP02', customer_phone: undefined, created_at: ['2026-01-01', '2026-01-31'] };
    expect(activeFilterCount(values, ITEMS)).toBe(3);
    expect(activeFilterCount(values, ITEMS.slice(2))).toBe(2);
    expect(activeFilterCount({ created_at: [] }, ITEMS)).toBe(0);
    expect(activeFilterCount({}, ITEMS)).toBe(0);
  });

  it('gives the labels one width: the longest label and its colon, at most 8em', () => {
    expect(labelWidthOf(ITEMS)).toBe('5em');
    expect(labelWidthOf([item('a', '客户设备序列号')])).toBe('8em');
    expect(labelWidthOf([item('ip', 'IP 地址')])).toBe(`${0.55 * 3 + 2 + 1}em`);
  });
});

describe('a list card shows the key fields of the declaration', () => {
  it('a repair: its number as the heading, its status tag, then the first other columns', () => {
    const screen = repairs.screens[0];
    const card = cardFieldsOf(repairs, screen);
    expect(card.title?.name).toBe('no');
    expect(card.status?.name).toBe('status');
    expect(card.rest.map((f) => f.name)).toEqual(['service_mode', 'serial', 'model', 'customer_name']);
    expect(card.rest).toHaveLength(CARD_FIELDS);
  });

  it('an account: its user name, its 状态 tag, and the list columns before them and after', () => {
    const card = cardFieldsOf(admins, admins.screens[0]);
    expect(card.title?.name).toBe('username');
    expect(card.status?.name).toBe('status');
    expect(card.rest.map((f) => f.name)).toEqual(['id', 'name', 'group', 'phone']);
  });
});

describe('a cell ending in an ellipsis shows its full text on hover', () => {
  const field = (type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef => ({ name: 'f', type, label: 'f', ...extra });

  it('plain-text cells carry their text; references their label', () => {
    expect(cellTitleOf(field('text'), '佛山市卓越包装材料有限公司', {})).toBe('佛山市卓越包装材料有限公司');
    expect(cellTitleOf(field('phone'), '13800000000', {})).toBe('13800000000');
    expect(cellTitleOf(field('number'), 0, {})).toBe('0');
    expect(cellTitleOf(field('reference'), 3, { f_label: '30W 激光模组' })).toBe('30W 激光模组');
  });

  it('tags, dates, enums, empty values and custom displays carry none', () => {
    expect(cellTitleOf(field('enum'), 'pending', {})).toBeUndefined();
    expect(cellTitleOf(field('datetime'), '2026-01-01T00:00:00Z', {})).toBeUndefined();
    expect(cellTitleOf(field('text'), '', {})).toBeUndefined();
    expect(cellTitleOf(field('text'), null, {})).toBeUndefined();
    expect(cellTitleOf(field('text', { ui: { display: 'ActionLabel' } }), 'repairs.update', {})).toBeUndefined();
  });
});
