import { hasColumn, type FieldDef, type ResourceDef, type ScreenDef } from '../../../resources/define.ts';

/**
 * Facts the server derives from a declaration: columns, nullability, writable keys, the
 * screens' fixed keys, and the mapping between database rows and API records.
 */

/** The column of a field. */
export const columnOf = (f: FieldDef): string => f.db?.column ?? f.name;

/** The fixed values screens allow for a key, e.g. `type` → [1, 3]. */
export function fixedValues(resource: ResourceDef, key: string): (string | number)[] {
  return resource.screens.flatMap((s) => (s.fixed && key in s.fixed ? [s.fixed[key]] : []));
}

const fixedKeySets = new WeakMap<ResourceDef, ReadonlySet<string>>();

/** Every key some screen fixes (computed once per declaration). */
export function fixedKeys(resource: ResourceDef): ReadonlySet<string> {
  let keys = fixedKeySets.get(resource);
  if (!keys) fixedKeySets.set(resource, (keys = new Set(resource.screens.flatMap((s) => Object.keys(s.fixed ?? {})))));
  return keys;
}

/** Keys a create body may carry: non-readOnly fields plus the screens' fixed keys. */
export function creatableKeys(resource: ResourceDef): Set<string> {
  const keys = new Set(resource.fields.filter((f) => !f.readOnly).map((f) => f.name));
  for (const k of fixedKeys(resource)) keys.add(k);
  return keys;
}

/** Keys an update body may carry besides `version`. */
export const updatableKeys = (resource: ResourceDef): Set<string> =>
  new Set(resource.fields.filter((f) => !f.readOnly && !f.writeOnly && !f.createOnly).map((f) => f.name));

export const fieldByName = (resource: ResourceDef, name: string): FieldDef | undefined =>
  resource.fields.find((f) => f.name === name);

/** A value as stored: booleans as 0/1, json and tags as JSON text. */
export function toColumnValue(f: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (f.type === 'boolean') return value ? 1 : 0;
  if (f.type === 'json' || f.type === 'tags') return JSON.stringify(value);
  return value;
}

function fromColumnValue(f: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (f.type === 'boolean') return value === 1 || value === true;
  if ((f.type === 'json' || f.type === 'tags') && typeof value === 'string') {
    try {
      return JSON.parse(value);
    } catch {
      return null;
    }
  }
  return value;
}

/** A field as a record reads it from a row: its name, its column, and whether the value passes as is. */
export interface ReadableField {
  f: FieldDef;
  name: string;
  column: string;
  plain: boolean;
}

const readableFields = new WeakMap<ResourceDef, ReadableField[]>();

/** The fields a record carries (every field with a column, `hasColumn`), computed once per declaration. */
export function readableFieldsOf(resource: ResourceDef): ReadableField[] {
  let fields = readableFields.get(resource);
  if (!fields) {
    fields = resource.fields.filter(hasColumn).map((f) => ({ f, name: f.name, column: columnOf(f), plain: !['boolean', 'json', 'tags'].includes(f.type) }));
    readableFields.set(resource, fields);
  }
  return fields;
}

/** The record of a row over the given fields. */
export function recordOf(fields: readonly ReadableField[], row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const x of fields) {
    const v = row[x.column];
    out[x.name] = x.plain ? (v ?? null) : fromColumnValue(x.f, v);
  }
  return out;
}

/** A database row as the API record: one key per field (plus `created_by` when present). */
export function rowToRecord(resource: ResourceDef, row: Record<string, unknown>): Record<string, unknown> {
  const out = recordOf(readableFieldsOf(resource), row);
  if ('created_by' in row) out.created_by = row.created_by;
  return out;
}

/** The screen whose fixed filter a record matches, if any. */
export function screenOfRecord(resource: ResourceDef, record: Record<string, unknown>): ScreenDef | undefined {
  return resource.screens.find((s) => Object.entries(s.fixed ?? {}).every(([k, v]) => String(record[k]) === String(v)));
}
