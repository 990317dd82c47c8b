import { fireEvent, render, screen } from '@testing-library/react';
import { Table, Tag, type TableColumnType } from 'antd';
import { describe, expect, it } from 'vitest';
import { LIGHT_ROW_COMPONENTS } from '../../src/app/schema/list/LightRow.tsx';

/**
 * The list's light row (schema/list/LightRow.tsx) renders plain cells itself instead of through
 * rc-table's Cell: the markup must stay rc-table's, cell for cell, so antd's styles and every
 * test that reads the table keep holding — and the cells it cannot render must still be rc-table's.
 */

type Row = { id: number; name: string; status: string; nested: { city: string }; amount: number };
const rows: Row[] = [
  { id: 1, name: '甲', status: 'new', nested: { city: '深圳' }, amount: 12 },
  { id: 2, name: '乙', status: 'done', nested: { city: '杭州' }, amount: 0 },
];
const columns: TableColumnType<Row>[] = [
  { key: 'name', dataIndex: 'name', title: '名称', sorter: true, sortOrder: 'descend' },
  { key: 'status', dataIndex: 'status', title: '状态', render: (v: string) => <Tag color={v === 'new' ? 'orange' : 'green'}>{v}</Tag> },
  { key: 'city', dataIndex: ['nested', 'city'], title: '城市', className: 'city-col' },
  { key: 'amount', dataIndex: 'amount', title: '金额', align: 'right', onCell: () => ({ className: 'from-on-cell', title: '金额' }) },
  { key: 'object', title: '对象', render: () => ({ not: 'a node' }) as unknown as string },
  { key: 'wide', dataIndex: 'name', title: '合并', onCell: (r) => ({ colSpan: r.id === 1 ? 2 : 1 }) },
  { key: 'last', dataIndex: 'id', title: '操作', className: 'pinned' },
];

const partOf = (part: string, light: boolean, extra: Partial<Parameters<typeof Table<Row>>[0]> = {}): string => {
  const { container, unmount } = render(
    <Table<Row> rowKey="id" columns={columns} dataSource={rows} pagination={false} components={light ? LIGHT_ROW_COMPONENTS : undefined} {...extra} />,
  );
  // the sorter tooltip's id differs from one render to the next
  const html = (container.querySelector(part) as HTMLElement).innerHTML.replace(/aria-describedby="[^"]*"/g, '');
  unmount();
  return html;
};
const bodyOf = (light: boolean, extra: Partial<Parameters<typeof Table<Row>>[0]> = {}): string => partOf('.ant-table-tbody', light, extra);

describe('LightRow (list cells without rc-table Cell)', () => {
  it('renders exactly the body rc-table renders: classes, sort column, nested paths, align, onCell props, dropped objects, spans', () => {
    const stock = bodyOf(false);
    expect(stock).toContain('ant-table-column-sort');
    expect(stock).toContain('colspan="2"');
    expect(bodyOf(true)).toBe(stock);
  });

  it('renders the header rc-table renders: sorter, its click and keyboard props, titles, a grouped column', () => {
    const stock = partOf('.ant-table-thead', false);
    expect(stock).toContain('ant-table-column-has-sorters');
    expect(stock).toContain('aria-sort="descending"');
    expect(partOf('.ant-table-thead', true)).toBe(stock);
    const grouped = { columns: [{ title: '分组', key: 'g', children: columns.slice(0, 2) }, ...columns.slice(2)] };
    expect(partOf('.ant-table-thead', true, grouped)).toBe(partOf('.ant-table-thead', false, grouped));
  });

  it('sorts from a light header cell', () => {
    const sorted: unknown[] = [];
    render(<Table<Row> rowKey="id" columns={columns} dataSource={rows} pagination={false} components={LIGHT_ROW_COMPONENTS} onChange={(_p, _f, sorter) => sorted.push(sorter)} />);
    fireEvent.click(screen.getByText('名称'));
    expect(sorted).toHaveLength(1);
  });

  it('renders the empty list and fixed columns as rc-table does', () => {
    expect(bodyOf(true, { dataSource: [] })).toBe(bodyOf(false, { dataSource: [] }));
    const fixed = { columns: columns.map((c) => (c.key === 'last' ? { ...c, fixed: 'right' as const } : c)), scroll: { x: 1200 } };
    expect(bodyOf(true, fixed)).toBe(bodyOf(false, fixed));
    expect(partOf('.ant-table-thead', true, fixed)).toBe(partOf('.ant-table-thead', false, fixed));
  });

  it('keeps expandable rows working: the expand button opens the row below', () => {
    render(
      <Table<Row>
        rowKey="id"
        columns={columns.slice(0, 3)}
        dataSource={rows}
        pagination={false}
        components={LIGHT_ROW_COMPONENTS}
        expandable={{ expandedRowRender: (r) => <p>详情 {r.name}</p> }}
      />,
    );
    expect(screen.queryByText('详情 甲')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: /展开行|Expand row/ })[0]);
    expect(screen.getByText('详情 甲')).toBeInTheDocument();
  });
});
