import { hasColumn, type FieldDef, type ResourceDef } from '../../../resources/define.ts';
import { countTableOf, countTableStatements, dropCountTableStatements } from './countTables.ts';
import type { DialectName } from './dialect.ts';

/**
 * What the declarations need of the database, and the difference to what a database has —
 * the pure half of `npm run migration:new` (scripts/newMigration.ts). Only additions are
 * derived: a missing table (with its standard columns, its history table and its indexes), a
 * missing column, a missing index, a missing count table. A column or index the declarations no
 * longer name is left alone: dropping data is written by hand.
 */

/** Column types the generated migrations use: the same words on SQLite and PostgreSQL. */
export type ColumnType = 'integer' | 'text';

/** A column as a migration creates it. */
export interface ColumnSpec {
  name: string;
  type: ColumnType;
  notNull: boolean;
  default?: string | number;
  unique?: boolean;
  primaryKey?: boolean;
  /** `table.column` of a foreign key. */
  references?: string;
  onDelete?: 'set null';
  /** A check constraint's SQL text (the history table's `kind`). */
  check?: string;
}

/** An index as a migration creates it. */
export interface IndexSpec {
  name: string;
  columns: readonly string[];
  unique: boolean;
}

/** A table the declarations need. */
export interface TableSpec {
  name: string;
  /** The resource the table serves, for the migration's comments. */
  resource: string;
  columns: readonly ColumnSpec[];
  indexes: readonly IndexSpec[];
}

/** A table as the database has it (from introspection). */
export interface ExistingTable {
  columns: readonly string[];
  indexes: readonly { name: string; columns: readonly string[]; unique: boolean }[];
}

/** Every table of a database, by name. */
export type ExistingSchema = Readonly<Record<string, ExistingTable>>;

/** One step of a generated migration. */
export type SchemaChange =
  | { kind: 'createTable'; table: TableSpec }
  | { kind: 'addColumn'; table: string; resource: string; column: ColumnSpec }
  | { kind: 'createIndex'; table: string; resource: string; index: IndexSpec }
  | { kind: 'createCountTable'; table: string; resource: string; statements: Readonly<Record<DialectName, readonly string[]>>; drops: Readonly<Record<DialectName, readonly string[]>> };

/**
 * The column type of a field, by its declared type: numbers are whole (money in fen, counts,
 * versions, as the count tables read them too), booleans 0/1, references an id; the rest text
 * (dates and times as ISO text, json and tags as JSON text).
 */
export function columnTypeOf(f: FieldDef): ColumnType {
  switch (f.type) {
    case 'id':
    case 'number':
    case 'money':
    case 'boolean':
    case 'reference':
      return 'integer';
    case 'enum':
      return f.options?.length && f.options.every((o) => typeof o.value === 'number') ? 'integer' : 'text';
    default:
      return 'text';
  }
}

const defaultOf = (f: FieldDef): string | number | undefined => {
  const d = f.db?.default;
  if (d === undefined || d === null) return undefined;
  return typeof d === 'boolean' ? (d ? 1 : 0) : d;
};

/** The column of a declared field. */
export function columnOfField(f: FieldDef): ColumnSpec {
  const column: ColumnSpec = { name: f.db?.column ?? f.name, type: columnTypeOf(f), notNull: f.db?.nullable !== true };
  const dflt = defaultOf(f);
  if (dflt !== undefined) column.default = dflt;
  if (f.db?.unique) column.unique = true;
  return column;
}

type EndpointKey = keyof ResourceDef['endpoints'];
const has = (r: ResourceDef, keys: readonly EndpointKey[]): boolean => keys.some((k) => r.endpoints[k]);

/** Whether the engine writes records of the resource (creates, edits, deletes or acts on them). */
export const isWritable = (r: ResourceDef): boolean => has(r, ['create', 'update', 'delete', 'action', 'follow']);

/**
 * Whether the engine keeps a history for the resource (`<table>_event`, src/server/engine/events.ts):
 * every generic create, update, action and follow-up writes an entry, a delete removes them, the history endpoint reads them.
 */
export const hasHistory = (r: ResourceDef): boolean => isWritable(r) || has(r, ['history']);

/**
 * Columns the engine writes beside the declared fields (src/server/engine/crud.ts, records.ts):
 * `id` always; `version` and both times for records it writes; `created_by` for records it creates.
 */
function standardColumns(r: ResourceDef): ColumnSpec[] {
  const out: ColumnSpec[] = [{ name: 'id', type: 'integer', notNull: true, primaryKey: true }];
  if (isWritable(r)) {
    out.push({ name: 'created_at', type: 'text', notNull: true }, { name: 'updated_at', type: 'text', notNull: true });
    out.push({ name: 'version', type: 'integer', notNull: true, default: 1 });
  }
  if (r.endpoints.create) out.push({ name: 'created_by', type: 'integer', notNull: false, references: 'admin.id', onDelete: 'set null' });
  return out;
}

/** An index's name: `<table>_<columns>_idx`. */
export const indexNameOf = (table: string, columns: readonly string[]): string => `${table}_${columns.join('_')}_idx`;

/** The record table of a resource: id, the declared fields' columns, the standard columns, the declared indexes. */
export function recordTableOf(r: ResourceDef): TableSpec {
  const declared = r.fields.filter((f) => hasColumn(f) && f.type !== 'id').map(columnOfField);
  const names = new Set(declared.map((c) => c.name));
  const standard = standardColumns(r);
  const columns = [standard[0], ...declared, ...standard.slice(1).filter((c) => !names.has(c.name))];
  const columnOf = (name: string): string => {
    const f = r.fields.find((x) => x.name === name);
    return f?.db?.column ?? name;
  };
  const indexes = (r.indexes ?? []).map((i) => {
    const cols = i.columns.map(columnOf);
    return { name: indexNameOf(r.table, cols), columns: cols, unique: i.unique === true };
  });
  return { name: r.table, resource: r.name, columns, indexes };
}

/** The history table of a resource (the shape src/server/engine/events.ts writes). */
export function historyTableOf(r: ResourceDef): TableSpec {
  const table = `${r.table}_event`;
  const fk = `${r.table}_id`;
  const text = (name: string): ColumnSpec => ({ name, type: 'text', notNull: false });
  return {
    name: table,
    resource: r.name,
    columns: [
      { name: 'id', type: 'integer', notNull: true, primaryKey: true },
      { name: fk, type: 'integer', notNull: true, references: `${r.table}.id` },
      { name: 'kind', type: 'text', notNull: true, check: "kind in ('create', 'update', 'status', 'follow')" },
      text('action'), text('from_status'), text('to_status'), text('content'), text('data_json'),
      { name: 'operator_id', type: 'integer', notNull: false },
      text('operator_name'),
      { name: 'created_at', type: 'text', notNull: true },
    ],
    indexes: [{ name: `${table}_${r.table}_idx`, columns: [fk, 'id'], unique: false }],
  };
}

/** Every table the declarations need, in the order they may be created. */
export function declaredTables(resources: readonly ResourceDef[]): TableSpec[] {
  return resources.flatMap((r) => [recordTableOf(r), ...(hasHistory(r) ? [historyTableOf(r)] : [])]);
}

const sameColumns = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((c, i) => c === b[i]);

/** Whether a table has an index over exactly these columns (a unique one when asked for). */
function hasIndex(table: ExistingTable, columns: readonly string[], unique: boolean): boolean {
  return table.indexes.some((i) => sameColumns(i.columns, columns) && (i.unique || !unique));
}

/** An index name no existing index has. */
function freeName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${name}${n}`;
  taken.add(candidate);
  return candidate;
}

/** A column added to a table with rows: not null needs a default, so one is given from the type. */
function addable(column: ColumnSpec): ColumnSpec {
  if (!column.notNull || column.default !== undefined) return { ...column, unique: false };
  return { ...column, unique: false, default: column.type === 'text' ? '' : 0 };
}

/** The changes that bring `existing` to what the declarations need (none when they agree). */
export function diffSchema(existing: ExistingSchema, resources: readonly ResourceDef[]): SchemaChange[] {
  const changes: SchemaChange[] = [];
  const taken = new Set(Object.values(existing).flatMap((t) => t.indexes.map((i) => i.name)));
  for (const spec of declaredTables(resources)) {
    const table = existing[spec.name];
    if (!table) {
      changes.push({ kind: 'createTable', table: { ...spec, indexes: spec.indexes.map((i) => ({ ...i, name: freeName(i.name, taken) })) } });
      continue;
    }
    const uniques: IndexSpec[] = [];
    for (const column of spec.columns) {
      if (table.columns.includes(column.name)) continue;
      changes.push({ kind: 'addColumn', table: spec.name, resource: spec.resource, column: addable(column) });
    }
    for (const column of spec.columns.filter((c) => c.unique)) uniques.push({ name: `${spec.name}_${column.name}_unique`, columns: [column.name], unique: true });
    for (const index of [...uniques, ...spec.indexes]) {
      if (hasIndex(table, index.columns, index.unique)) continue;
      changes.push({ kind: 'createIndex', table: spec.name, resource: spec.resource, index: { ...index, name: freeName(index.name, taken) } });
    }
  }
  for (const r of resources) {
    if (!r.counts?.length || existing[countTableOf(r)]) continue;
    changes.push({
      kind: 'createCountTable',
      table: countTableOf(r),
      resource: r.name,
      statements: { sqlite: countTableStatements(r, 'sqlite'), postgres: countTableStatements(r, 'postgres') },
      drops: { sqlite: dropCountTableStatements(r.table, 'sqlite'), postgres: dropCountTableStatements(r.table, 'postgres') },
    });
  }
  return changes;
}
