import type { CrudSort } from '@refinedev/core';
import type { TableColumnType } from 'antd';
import { Suspense } from 'react';
import type { FieldDef, ResourceDef, ScreenDef } from '../../../resources/define.ts';
import { listColumnNames } from '../../../resources/catalogs/listFields.ts';
import { instantLazy } from '../routing/instantLazy.tsx';
import { followInApp } from '../ui/plainLink.ts';
import type { AppAreaSet } from '../appArea.ts';
import { customDisplayOf } from './fields/customDisplays.tsx';
import { FIELD_VIEWS } from './fields/viewRegistry.ts';
import { cellTitleOf } from './list/cellTitle.ts';
import { hasRowOperations } from './list/hasRowOperations.ts';
import { showPathOf } from './showPath.ts';

import type { Row } from './row.ts';

export type { Row } from './row.ts';

/** The row buttons of screens without a detail page: their own chunk, loaded only by such screens. */
const RowOperations = instantLazy(() => import('./list/RowOperations.tsx').then((m) => m.RowOperations));

/**
 * The last column (详情 or the row's buttons) stays in view when the table scrolls sideways: CSS
 * `position: sticky` (schemaList.css), not antd's `fixed` column, which adds its own offsets and
 * shadows to every cell; at the far right the last data column ends where it begins.
 */
export const PINNED_COLUMN = 'schema-list-pinned';

const sortOrderOf = (field: string, sorters: readonly CrudSort[]): 'ascend' | 'descend' | null => {
  const s = sorters.find((x) => x.field === field);
  return s ? (s.order === 'asc' ? 'ascend' : 'descend') : null;
};

/** What a click on a sortable header does next (antd's order: ascending, descending, none). */
export interface SortTips {
  ascending: string;
  descending: string;
  cancel: string;
}

/** A small table's cell padding (8 px each side): a declared width less this is the content's. */
const CELL_PADDING = 16;

/** The widest a value of a type without a declared width may make its column (free text). */
const DEFAULT_MAX_WIDTH: Partial<Record<FieldDef['type'], number>> = { text: 240, textarea: 240, email: 240, reference: 200 };

const maxWidthOf = (field: FieldDef): number | undefined =>
  field.ui?.width ? field.ui.width - CELL_PADDING : DEFAULT_MAX_WIDTH[field.type];

/**
 * One field's column. Every row is one line high: a cell never wraps (schemaList.css), and its
 * content is at most the declared `ui.width` wide — a shorter value makes a narrower column, a
 * longer one ends in an ellipsis with the full text on hover — so a list fits more rows and more
 * columns, the way ProTable's `ellipsis` columns do.
 */
function column(field: FieldDef, sorters: readonly CrudSort[], tips: SortTips, displays: AppAreaSet['displays'] | undefined): TableColumnType<Row> {
  const List = customDisplayOf(field, displays) ?? FIELD_VIEWS[field.type].List;
  const max = maxWidthOf(field);
  const style = max ? { maxWidth: max } : undefined;
  const sortOrder = field.ui?.sortable ? sortOrderOf(field.name, sorters) : undefined;
  const tip = sortOrder === 'ascend' ? tips.descending : sortOrder === 'descend' ? tips.cancel : tips.ascending;
  return {
    key: field.name,
    dataIndex: field.name,
    title: field.label,
    sorter: field.ui?.sortable ? true : undefined,
    sortOrder,
    // the hint as the header's own title, not antd's sorter Tooltip (a trigger with 70 hooks per column)
    ...(field.ui?.sortable ? { showSorterTooltip: false, onHeaderCell: () => ({ title: tip }) } : {}),
    render: (value: unknown, record: Row) => (
      <div className="schema-cell" style={style} title={cellTitleOf(field, value, record)}>
        <List field={field} value={value} record={record} />
      </div>
    ),
  };
}

/** The fields a screen's list shows, in order (the rule: resources/catalogs/listFields.ts, listColumnNames). */
export const listFieldsOf = (resource: ResourceDef, screen: ScreenDef): FieldDef[] =>
  listColumnNames(resource, screen).map((name) => resource.fields.find((f) => f.name === name) as FieldDef);

/**
 * The table columns of a screen: its list fields, then a link to the detail page (with the
 * screen's `listOperations` beside it) — or, on a screen without one, the row's own buttons
 * (编辑, actions, operations, 删除). The detail link is
 * a plain anchor that navigates through `go` (ui/plainLink.ts), not one Link per row.
 */
export function columnsOf(
  resource: ResourceDef,
  screen: ScreenDef,
  sorters: readonly CrudSort[],
  { detailLabel, operationLabel, sortTips, go, displays }: { detailLabel: string; operationLabel: string; sortTips: SortTips; go: (path: string) => void; displays?: AppAreaSet['displays'] },
): TableColumnType<Row>[] {
  const columns = listFieldsOf(resource, screen).map((f) => column(f, sorters, sortTips, displays));
  if (!screen.show && hasRowOperations(resource, screen)) {
    return [
      ...columns,
      { key: '__operations', title: operationLabel, className: PINNED_COLUMN, render: (_v: unknown, record: Row) => <Suspense fallback={null}><RowOperations resource={resource} screen={screen} record={record} /></Suspense> },
    ];
  }
  if (!screen.show) return columns;
  return [
    ...columns,
    {
      key: '__detail',
      title: operationLabel,
      className: PINNED_COLUMN,
      render: (_v: unknown, record: Row) => {
        const link = <a href={showPathOf(screen, record.id) ?? '#'} onClick={(e) => followInApp(e, go)}>{detailLabel}</a>;
        if (!screen.listOperations?.length) return link;
        return (
          <span className="schema-row-operations schema-row-detail">
            {link}
            <Suspense fallback={null}><RowOperations resource={resource} screen={screen} record={record} only={screen.listOperations} /></Suspense>
          </span>
        );
      },
    },
  ];
}
