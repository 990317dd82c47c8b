import type { ResourceDef } from '../../../resources/define.ts';
import { listRecordFields, type ListFieldsMode } from '../../../resources/catalogs/listFields.ts';
import { readableFieldsOf, recordOf, rowToRecord } from './schema.ts';

/** What a list page selects and how a selected row becomes the API record. */
export interface ListProjection {
  /** The select list: `*`, or the quoted columns of the list record's fields. */
  select: string;
  toRecord(row: Record<string, unknown>): Record<string, unknown>;
}

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

const narrowed = new WeakMap<ResourceDef, ListProjection | null>();

function narrowProjection(resource: ResourceDef): ListProjection | null {
  if (narrowed.has(resource)) return narrowed.get(resource) ?? null;
  const names = listRecordFields(resource);
  let projection: ListProjection | null = null;
  if (names) {
    const fields = readableFieldsOf(resource).filter((x) => names.has(x.name));
    // Columns named as their fields and passed as is: the row better-sqlite3 returns already is the record.
    const asIs = fields.every((x) => x.plain);
    const aliased = fields.map((x) => ({ ...x, column: x.name }));
    projection = {
      select: fields.map((x) => (x.column === x.name ? quote(x.column) : `${quote(x.column)} as ${quote(x.name)}`)).join(', '),
      toRecord: asIs ? (row) => row : (row) => recordOf(aliased, row),
    };
  }
  narrowed.set(resource, projection);
  return projection;
}

/**
 * The projection of a list page: with `fields=list` the fields of `listRecordFields` (every
 * field when that is null), with `fields=all` every field as `GET one` answers it.
 */
export function listProjection(resource: ResourceDef, mode: ListFieldsMode): ListProjection {
  return (mode === 'list' ? narrowProjection(resource) : null) ?? { select: '*', toRecord: (row) => rowToRecord(resource, row) };
}
