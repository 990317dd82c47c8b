import type { CrudSort } from '@refinedev/core';
import type { TableColumnType } from 'antd';
import { Link } from 'react-router';
import type { FieldDef, ResourceDef, ScreenDef } from '../../../resources/define.ts';
import { FIELD_REGISTRY } from './fields/registry.ts';

export type Row = Record<string, unknown>;

/** The detail path of a record on a screen, or null when the screen has no detail page. */
export const showPathOf = (screen: ScreenDef, id: unknown): string | null =>
  screen.show ? screen.show.path.replace(':id', encodeURIComponent(String(id))) : null;

const sortOrderOf = (field: string, sorters: readonly CrudSort[]): 'ascend' | 'descend' | null => {
  const s = sorters.find((x) => x.field === field);
  return s ? (s.order === 'asc' ? 'ascend' : 'descend') : null;
};

function column(field: FieldDef, sorters: readonly CrudSort[]): TableColumnType<Row> {
  const { List } = FIELD_REGISTRY[field.type];
  return {
    key: field.name,
    dataIndex: field.name,
    title: field.label,
    width: field.ui?.width,
    sorter: field.ui?.sortable ? true : undefined,
    sortOrder: field.ui?.sortable ? sortOrderOf(field.name, sorters) : undefined,
    render: (value: unknown, record: Row) => <List field={field} value={value} record={record} />,
  };
}

/** The table columns of a screen: each `ui.list` field, then a link to the detail page. */
export function columnsOf(resource: ResourceDef, screen: ScreenDef, sorters: readonly CrudSort[], detailLabel: string, operationLabel: string): TableColumnType<Row>[] {
  const columns = resource.fields.filter((f) => f.ui?.list).map((f) => column(f, sorters));
  if (!screen.show) return columns;
  return [
    ...columns,
    {
      key: '__detail',
      title: operationLabel,
      fixed: 'right',
      width: 80,
      render: (_v: unknown, record: Row) => <Link to={showPathOf(screen, record.id) ?? '#'}>{detailLabel}</Link>,
    },
  ];
}
