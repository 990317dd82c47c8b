import type { FieldDef, FieldVia, ResourceDef, ScreenDef } from '../../../resources/define.ts';
import { countTableOf } from '../db/countTables.ts';
import type { Query } from '../db/fastRead.ts';
import { ApiError } from '../errors.ts';
import { isNullable } from '../../domain/fieldRules.ts';
import { columnOf, fieldByName, fixedKeys, fixedValues } from './schema.ts';
import { parseFilterValue, parseRange } from './filterValues.ts';
import { LIST_FIELDS_VALUES, type ListFieldsMode } from '../../../resources/catalogs/listFields.ts';
import { listProjection } from './listProjection.ts';
import type { SqlDialect } from '../db/dialect.ts';

/** Default and largest page sizes of a list. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** A total that is not kept in a count table is counted up to this many rows, then reported as `totalCapped`. */
export const TOTAL_CAP = 10_000;

/** One WHERE condition on a column of the listed table. */
export type ColumnCondition =
  | { kind: 'eq'; column: string; value: unknown }
  | { kind: 'in'; column: string; values: unknown[] }
  | { kind: 'prefix'; column: string; value: string }
  | { kind: 'range'; column: string; from?: string; to?: string; toInclusive: boolean };

/** One WHERE condition of a list: on a column, or on a child table's column (`FieldDb.via`: the records with a matching child row). */
export type ListCondition = ColumnCondition | { kind: 'via'; via: FieldVia; match: ColumnCondition };

/** A validated list request. */
export interface ListParams {
  page: number;
  pageSize: number;
  /** `nullable`: the sort column may hold NULL (deep pages then stay on OFFSET). */
  sort: { column: string; desc: boolean; nullable: boolean };
  conditions: ListCondition[];
  /** Prefix searched over `search.fields`. */
  q?: string;
  /** `withTotal=0` asks for `{ list }` only: no total is computed. */
  withTotal: boolean;
  /** `fields=all` asks for every field of each record; `list` (the default) for what lists use (`listRecordFields`). */
  fields: ListFieldsMode;
}

function positiveInt(raw: string | undefined, fallback: number, message: string): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new ApiError('BAD_REQUEST', message);
  return Number(raw);
}

/**
 * The one paging parser of every list (the engine's and the hand-written ones, e.g. export jobs):
 * `page` ≥ 1 and `pageSize` 1…100, whole numbers of at most 9 digits; anything else is a 400
 * naming the parameter (never a silent page 1, never an OFFSET the database refuses).
 */
export function parsePaging(query: Record<string, string | undefined>): { page: number; pageSize: number } {
  const page = positiveInt(query.page, 1, '页码必须是正整数');
  const pageSize = positiveInt(query.pageSize, DEFAULT_PAGE_SIZE, '每页条数必须是正整数');
  if (pageSize > MAX_PAGE_SIZE) throw new ApiError('PAGE_SIZE_TOO_LARGE');
  return { page, pageSize };
}

/** Reads `sort` (`field` or `-field`) against the sortable allow-list. */
export function parseSort(resource: ResourceDef, raw: string | undefined, defaultSort = resource.defaultSort): ListParams['sort'] {
  const text = raw && raw !== '' ? raw : defaultSort;
  const desc = text.startsWith('-');
  const field = fieldByName(resource, desc ? text.slice(1) : text);
  const isDefault = text === defaultSort;
  if (!field || (!field.ui?.sortable && !isDefault)) throw new ApiError('SORT_NOT_ALLOWED');
  return { column: columnOf(field), desc, nullable: isNullable(field) };
}

function condition(f: FieldDef, raw: string, kind: 'eq' | 'in' | 'prefix' | 'range'): ListCondition {
  const via = f.db?.via;
  if (via) return { kind: 'via', via, match: columnCondition(f, via.column, raw, kind) };
  return columnCondition(f, columnOf(f), raw, kind);
}

function columnCondition(f: FieldDef, column: string, raw: string, kind: 'eq' | 'in' | 'prefix' | 'range'): ColumnCondition {
  switch (kind) {
    case 'eq':
      return { kind, column, value: parseFilterValue(f, raw) };
    case 'in':
      return { kind, column, values: raw.split(',').filter((v) => v !== '').slice(0, 50).map((v) => parseFilterValue(f, v)) };
    case 'prefix':
      if (raw.length > 100) throw new ApiError('FILTER_INVALID', `筛选条件「${f.label}」过长`);
      return { kind, column, value: raw };
    case 'range':
      return { kind, column, ...parseRange(f, raw) };
  }
}

/**
 * Validates a list query string: page ≥ 1, pageSize ≤ 100, sort on a sortable field, each
 * `ui.filter` field and each screen-fixed key as a filter (values checked by field type),
 * and `q`. Unknown keys are ignored.
 */
export function parseListParams(resource: ResourceDef, query: Record<string, string | undefined>, screen?: ScreenDef): ListParams {
  const { page, pageSize } = parsePaging(query);
  const conditions: ListCondition[] = [];
  for (const key of fixedKeys(resource)) {
    const raw = query[key];
    if (raw === undefined || raw === '') continue;
    const allowed = fixedValues(resource, key);
    const match = allowed.find((v) => String(v) === raw);
    const f = fieldByName(resource, key);
    if (match === undefined || !f) throw new ApiError('FILTER_INVALID', `筛选条件「${f?.label ?? key}」不正确`);
    conditions.push({ kind: 'eq', column: columnOf(f), value: match });
  }
  for (const f of resource.fields) {
    const raw = query[f.name];
    if (!f.ui?.filter || raw === undefined || raw === '' || fixedKeys(resource).has(f.name)) continue;
    conditions.push(condition(f, raw, f.ui.filter));
  }
  const q = query.q?.trim();
  if (q && q.length > 100) throw new ApiError('FILTER_INVALID', '搜索内容过长');
  const withTotal = query.withTotal;
  if (withTotal !== undefined && withTotal !== '' && withTotal !== '0' && withTotal !== '1') throw new ApiError('BAD_REQUEST', '参数 withTotal 只能是 0 或 1');
  const fields = query.fields === undefined || query.fields === '' ? 'list' : LIST_FIELDS_VALUES.find((v) => v === query.fields);
  if (!fields) throw new ApiError('BAD_REQUEST', '参数 fields 只能是 list 或 all');
  return { page, pageSize, sort: parseSort(resource, query.sort, screen?.defaultSort), conditions, q: q || undefined, withTotal: withTotal !== '0', fields };
}

const upper = (v: string): string => `${v}\uffff`;

/** A LIMIT written into SQL text: only ever a whole number from 1 to MAX_PAGE_SIZE. */
function limitOf(n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE_SIZE) throw new Error(`limit out of range: ${n}`);
  return n;
}

/** An identifier quoted for SQLite (identifiers come from declarations only). */
export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** One column condition as SQL on `col` (a quoted column reference), its values appended to `values`. */
function columnSql(c: ColumnCondition, col: string, values: unknown[]): string {
  if (c.kind === 'eq') {
    values.push(c.value);
    return `${col} = ?`;
  }
  if (c.kind === 'in') {
    values.push(...c.values);
    return c.values.length ? `${col} in (${c.values.map(() => '?').join(', ')})` : '1 = 0';
  }
  if (c.kind === 'prefix') {
    values.push(c.value, upper(c.value));
    return `(${col} >= ? and ${col} < ?)`;
  }
  const parts: string[] = [];
  if (c.from !== undefined) {
    parts.push(`${col} >= ?`);
    values.push(c.from);
  }
  if (c.to !== undefined) {
    parts.push(c.toInclusive ? `${col} <= ?` : `${col} < ?`);
    values.push(c.to);
  }
  return parts.join(' and ');
}

/** The WHERE conditions of a list as SQL fragments joined by `and` (empty when none). */
function whereParts(resource: ResourceDef, params: ListParams, dialect: SqlDialect): Query {
  const parts: string[] = [];
  const values: unknown[] = [];
  for (const c of params.conditions) {
    if (c.kind === 'via') {
      // the child table's index finds the keys; the listed table keeps its index for the sort
      const id = params.sort.column === 'id' ? '"id"' : dialect.unindexed('"id"');
      const { table, key, column } = c.via;
      parts.push(`${id} in (select ${ident(key)} from ${ident(table)} where ${columnSql(c.match, ident(column), values) || '1 = 1'})`);
      continue;
    }
    const ref = ident(c.column);
    // A range or prefix on a column other than the sort column must not drive the index choice
    // (SQLite would then sort in a temp b-tree); `SqlDialect.unindexed` keeps the index for the sort.
    const col = (c.kind === 'range' || c.kind === 'prefix') && c.column !== params.sort.column ? dialect.unindexed(ref) : ref;
    const sql = columnSql(c, col, values);
    if (sql) parts.push(sql);
  }
  // `q` ORs prefix matches over several columns; it is exempt from the index-only rule.
  if (params.q && resource.search?.fields.length) {
    const ors = resource.search.fields.map((name) => {
      const f = fieldByName(resource, name);
      const col = ident(f ? columnOf(f) : name);
      values.push(params.q, upper(params.q!));
      return `(${col} >= ? and ${col} < ?)`;
    });
    parts.push(`(${ors.join(' or ')})`);
  }
  return { sql: parts.join(' and '), params: values };
}

const whereSql = (w: Query, extra?: Query): Query => {
  const parts = [w.sql, extra?.sql].filter((p): p is string => Boolean(p));
  return { sql: parts.length ? ` where ${parts.join(' and ')}` : '', params: [...w.params, ...(extra?.params ?? [])] };
};

/** The key of a row in a list's order: its sort value and id. */
export interface RowKey {
  value: unknown;
  id: number;
}

/** The SQL of one list: its page, its total, and the keyset queries deep pages use. */
export interface ListQueries {
  /** The page by LIMIT/OFFSET (the reference every other path must equal). */
  rows: Query;
  /** The total: from the count table (exact) when `totalCapped` is false, else counted up to TOTAL_CAP + 1 rows. */
  total: Query;
  /** Whether `total` is the capped count. */
  totalCapped: boolean;
  /** Rows after `after` (the whole list when undefined), skipping `skip`, at most `limit`. */
  keyset(after: RowKey | undefined, skip: number, limit: number): Query;
  /** The key (`v`, `id`) of the row `skip` rows after `after`, read from the index only. */
  walk(after: RowKey | undefined, skip: number): Query;
  /**
   * The page as one statement with `lead` columns first (scalar subqueries: the total, the
   * snapshot's identity — one round trip on PostgreSQL): the rows after `after` (the whole list
   * when undefined), skipping `skip`, at most `limit`. With `walk`, the page starts after the row
   * `walk` rows past `after` instead, found in the same statement on the index (its key comes
   * back first in every row, as `__av`, `__aid`; `skip` is then 0).
   */
  page(lead: Query, after: RowKey | undefined, walk: number | undefined, skip: number, limit: number): Query;
  /** Identifies the list (table, conditions, sort) for the anchor cache. */
  cacheKey: string;
  /** The key of the sort value in a selected row. */
  sortKey: string;
  /** A selected row as the API record. */
  toRecord(row: Record<string, unknown>): Record<string, unknown>;
}

/**
 * The total from the count table when every condition is eq/in on a counted dimension and there
 * is no `q` (no condition at all included); otherwise undefined.
 */
export function countTableTotal(resource: ResourceDef, conditions: readonly ListCondition[], q?: string): Query | undefined {
  if (!resource.counts?.length || q) return undefined;
  const dims = new Set(resource.counts.map((name) => {
    const f = fieldByName(resource, name);
    return f ? columnOf(f) : name;
  }));
  const parts: string[] = [];
  const values: unknown[] = [];
  for (const c of conditions) {
    if (c.kind === 'via' || !dims.has(c.column)) return undefined;
    if (c.kind === 'eq') {
      parts.push(`${ident(c.column)} = ?`);
      values.push(c.value);
    } else if (c.kind === 'in') {
      parts.push(c.values.length ? `${ident(c.column)} in (${c.values.map(() => '?').join(', ')})` : '1 = 0');
      values.push(...c.values);
    } else return undefined;
  }
  const where = parts.length ? ` where ${parts.join(' and ')}` : '';
  return { sql: `select coalesce(sum(n), 0) as total from ${ident(countTableOf(resource))}${where}`, params: values };
}

/** The SQL of a list page, its total and its keyset queries — the one builder the endpoint and the query-plan check use. */
export function buildListQuery(resource: ResourceDef, params: ListParams, dialect: SqlDialect): ListQueries {
  const table = ident(resource.table);
  const where = whereParts(resource, params, dialect);
  const dir = params.sort.desc ? 'desc' : 'asc';
  const col = ident(params.sort.column);
  const order = ` order by ${col} ${dir}, "id" ${dir}`;
  const offset = (params.page - 1) * params.pageSize;
  const after = (key: RowKey | undefined): Query | undefined => {
    if (!key) return undefined;
    const [le, lt] = params.sort.desc ? ['<=', '<'] : ['>=', '>'];
    // `col <= v` drives the index range; the OR keeps ties on `v` in id order.
    return { sql: `${col} ${le} ? and (${col} ${lt} ? or "id" ${lt} ?)`, params: [key.value, key.value, key.id] };
  };
  const counted = countTableTotal(resource, params.conditions, params.q);
  const w = whereSql(where);
  const projection = listProjection(resource, params.fields);
  const select = projection.select;
  const sortField = resource.fields.find((f) => columnOf(f) === params.sort.column);
  return {
    // The page size is written into the text (a validated integer ≤ MAX_PAGE_SIZE): SQLite runs
    // `limit 20` about 20 % faster than a bound `limit ?` (measured on the 1M-row repair list).
    rows: { sql: `select ${select} from ${table}${w.sql}${order} limit ${limitOf(params.pageSize)} offset ?`, params: [...w.params, offset] },
    total: counted ?? { sql: `select count(*) as total from (select 1 from ${table}${w.sql} limit ?) as capped`, params: [...w.params, TOTAL_CAP + 1] },
    totalCapped: !counted,
    keyset: (key, skip, limit) => {
      const k = whereSql(where, after(key));
      return { sql: `select ${select} from ${table}${k.sql}${order} limit ${limitOf(limit)} offset ?`, params: [...k.params, skip] };
    },
    walk: (key, skip) => {
      const k = whereSql(where, after(key));
      return { sql: `select ${col} as v, "id" as id from ${table}${k.sql}${order} limit 1 offset ?`, params: [...k.params, skip] };
    },
    page: (lead, key, walk, skip, limit) => {
      const leading = lead.sql ? `${lead.sql}, ` : '';
      if (walk === undefined) {
        const k = whereSql(where, after(key));
        return { sql: `select ${leading}${select} from ${table}${k.sql}${order} limit ${limitOf(limit)} offset ?`, params: [...lead.params, ...k.params, skip] };
      }
      const k = whereSql(where, after(key));
      const [le, lt] = params.sort.desc ? ['<=', '<'] : ['>=', '>'];
      const v = '(select v from "anchor")';
      const id = '(select id from "anchor")';
      const p = whereSql(where, { sql: `${col} ${le} ${v} and (${col} ${lt} ${v} or "id" ${lt} ${id})`, params: [] });
      return {
        sql: `with "anchor" as (select ${col} as v, "id" as id from ${table}${k.sql}${order} limit 1 offset ?) select ${v} as "__av", ${id} as "__aid", ${leading}${select} from ${table}${p.sql}${order} limit ${limitOf(limit)} offset ?`,
        params: [...k.params, walk, ...lead.params, ...p.params, skip],
      };
    },
    cacheKey: `${resource.table}|${w.sql}|${JSON.stringify(w.params)}|${params.sort.column}|${dir}`,
    sortKey: select === '*' || !sortField ? params.sort.column : sortField.name,
    toRecord: projection.toRecord,
  };
}

/**
 * The conditions a screen puts on every row it lists or counts: its fixed values, the caller's
 * own records (`mine` = the caller's id) and, with `open`, only records in an open state.
 */
export function screenConditions(resource: ResourceDef, screen: ScreenDef, userId: number, open = screen.openOnly ?? false): ListCondition[] {
  const column = (name: string): string => {
    const f = fieldByName(resource, name);
    return f ? columnOf(f) : name;
  };
  const conditions: ListCondition[] = Object.entries(screen.fixed ?? {}).map(([k, v]) => ({ kind: 'eq', column: column(k), value: v }));
  if (screen.mine) conditions.push({ kind: 'eq', column: column(screen.mine), value: userId });
  if (open && resource.status) conditions.push({ kind: 'in', column: column(resource.status.field), values: [...resource.status.open] });
  return conditions;
}

/** The badge count of a screen (for the caller, when it is a queue of their own): its records in an open state — from the count table when declared, else counted. */
export function badgeCountQuery(resource: ResourceDef, screen: ScreenDef, dialect: SqlDialect, userId = 0): Query {
  const conditions = screenConditions(resource, screen, userId, true);
  const counted = countTableTotal(resource, conditions);
  if (counted) return counted;
  const params: ListParams = { page: 1, pageSize: 1, sort: { column: 'id', desc: false, nullable: false }, conditions, withTotal: true, fields: 'list' };
  const w = whereSql(whereParts(resource, params, dialect));
  return { sql: `select count(*) as total from ${ident(resource.table)}${w.sql}`, params: w.params };
}
