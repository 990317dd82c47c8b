import { sql, type RawBuilder } from 'kysely';
import type { FieldDef, ResourceDef } from '../../../resources/define.ts';
import { ApiError } from '../errors.ts';
import { columnOf, fieldByName, fixedKeys, fixedValues } from './schema.ts';
import { parseFilterValue, parseRange } from './filterValues.ts';

/** Default and largest page sizes of a list. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** One WHERE condition of a list. */
export type ListCondition =
  | { kind: 'eq'; column: string; value: unknown }
  | { kind: 'in'; column: string; values: unknown[] }
  | { kind: 'prefix'; column: string; value: string }
  | { kind: 'range'; column: string; from?: string; to?: string; toInclusive: boolean };

/** A validated list request. */
export interface ListParams {
  page: number;
  pageSize: number;
  sort: { column: string; desc: boolean };
  conditions: ListCondition[];
  /** Prefix searched over `search.fields`. */
  q?: string;
}

function positiveInt(raw: string | undefined, fallback: number, message: string): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new ApiError('BAD_REQUEST', message);
  return Number(raw);
}

/** Reads `sort` (`field` or `-field`) against the sortable allow-list. */
export function parseSort(resource: ResourceDef, raw: string | undefined): ListParams['sort'] {
  const text = raw && raw !== '' ? raw : resource.defaultSort;
  const desc = text.startsWith('-');
  const field = fieldByName(resource, desc ? text.slice(1) : text);
  const isDefault = text === resource.defaultSort;
  if (!field || (!field.ui?.sortable && !isDefault)) throw new ApiError('SORT_NOT_ALLOWED');
  return { column: columnOf(field), desc };
}

function condition(f: FieldDef, raw: string, kind: 'eq' | 'in' | 'prefix' | 'range'): ListCondition {
  const column = columnOf(f);
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
export function parseListParams(resource: ResourceDef, query: Record<string, string | undefined>): ListParams {
  const page = positiveInt(query.page, 1, '页码必须是正整数');
  const pageSize = positiveInt(query.pageSize, DEFAULT_PAGE_SIZE, '每页条数必须是正整数');
  if (pageSize > MAX_PAGE_SIZE) throw new ApiError('PAGE_SIZE_TOO_LARGE');
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
  return { page, pageSize, sort: parseSort(resource, query.sort), conditions, q: q || undefined };
}

const upper = (v: string): string => `${v}\uffff`;

function whereOf(resource: ResourceDef, params: ListParams): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  for (const c of params.conditions) {
    const ref = sql.ref(c.column);
    // A range or prefix on a column other than the sort column must not drive the index choice
    // (SQLite would then sort in a temp b-tree); unary `+` keeps the index for the sort.
    const col = (c.kind === 'range' || c.kind === 'prefix') && c.column !== params.sort.column ? sql`+${ref}` : ref;
    if (c.kind === 'eq') parts.push(sql`${col} = ${c.value}`);
    else if (c.kind === 'in') parts.push(c.values.length ? sql`${col} in (${sql.join(c.values)})` : sql`0`);
    else if (c.kind === 'prefix') parts.push(sql`(${col} >= ${c.value} and ${col} < ${upper(c.value)})`);
    else {
      if (c.from !== undefined) parts.push(sql`${col} >= ${c.from}`);
      if (c.to !== undefined) parts.push(c.toInclusive ? sql`${col} <= ${c.to}` : sql`${col} < ${c.to}`);
    }
  }
  // `q` ORs prefix matches over several columns; it is exempt from the index-only rule.
  if (params.q && resource.search?.fields.length) {
    const q = params.q;
    const ors = resource.search.fields.map((name) => {
      const f = fieldByName(resource, name);
      const col = sql.ref(f ? columnOf(f) : name);
      return sql`(${col} >= ${q} and ${col} < ${upper(q)})`;
    });
    parts.push(sql`(${sql.join(ors, sql` or `)})`);
  }
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

/** The SQL of a list page and its total — the one builder both the endpoint and the query-plan test use. */
export function buildListQuery(resource: ResourceDef, params: ListParams): {
  rows: RawBuilder<Record<string, unknown>>;
  total: RawBuilder<{ total: number }>;
} {
  const table = sql.table(resource.table);
  const where = whereOf(resource, params);
  const dir = params.sort.desc ? sql`desc` : sql`asc`;
  const offset = (params.page - 1) * params.pageSize;
  return {
    rows: sql<Record<string, unknown>>`select * from ${table} ${where} order by ${sql.ref(params.sort.column)} ${dir}, ${sql.ref('id')} ${dir} limit ${params.pageSize} offset ${offset}`,
    total: sql<{ total: number }>`select count(*) as total from ${table} ${where}`,
  };
}
