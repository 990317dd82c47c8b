import { Descriptions } from 'antd';
import { matchesWhen } from '../../../../resources/catalogs/actionVariants.ts';
import { hasColumn, type ResourceDef } from '../../../../resources/define.ts';
import type { Row } from '../row.ts';
import { useDisplayOf } from '../fields/customDisplays.tsx';
import { FIELD_VIEWS } from '../fields/viewRegistry.ts';

/**
 * The detail fields (`ui.show`, default true; only fields with a column, `hasColumn`; `ui.shownWhen`
 * the record matches; `except` left out) as antd Descriptions, each with its `ui.display` or its type's detail view.
 */
export function RecordDescriptions({ resource, record, except }: { resource: ResourceDef; record: Row; except?: ReadonlySet<string> }) {
  const displayOf = useDisplayOf();
  const items = resource.fields
    .filter((f) => (f.ui?.show ?? true) && hasColumn(f) && !except?.has(f.name) && (!f.ui?.shownWhen || matchesWhen(f.ui.shownWhen, record)))
    .map((field) => {
      const Show = displayOf(field) ?? FIELD_VIEWS[field.type].Show;
      return { key: field.name, label: field.label, span: field.ui?.span ?? 1, children: <Show field={field} value={record[field.name]} record={record} /> };
    });
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
      styles={{ label: { whiteSpace: 'nowrap', width: 110 } }}
      items={items}
    />
  );
}
