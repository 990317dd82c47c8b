import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import type { FieldDef } from '../../../../resources/define.ts';

/** The free-text search parameter. */
export const SEARCH_PARAM = 'q';

type Scalar = string | number | boolean;

const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.every((x) => x === undefined || x === null || x === ''));

/** An instant in ISO form (`2026-11-26T02:05:00.000Z`): a one-sided bound more precise than a day. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A date-ish value as `YYYY-MM-DD` (strings keep their first 10 characters). */
function day(v: unknown): string {
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'string') return v.slice(0, 10);
  if (typeof v === 'object' && v !== null && 'format' in v && typeof (v as { format: unknown }).format === 'function') {
    return (v as { format: (f: string) => string }).format('YYYY-MM-DD');
  }
  return String(v ?? '');
}

/** One bound of a range (`gte`/`lte`): a day, or an ISO instant kept whole (已超时 = due before now). */
const bound = (v: unknown): string => (typeof v === 'string' && INSTANT.test(v) ? v : day(v));

function scalar(v: unknown): string {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v as Scalar) : '';
}

/** One logical filter → its query value, by the field's declared filter kind. */
function valueOf(filter: LogicalFilter, field: FieldDef | undefined): string | undefined {
  const { operator, value } = filter;
  if (isEmpty(value)) return undefined;
  if (operator === 'gte') return `${bound(value)},`;
  if (operator === 'lte') return `,${bound(value)}`;
  if (field?.ui?.filter === 'range' || operator === 'between') {
    const [from, to] = Array.isArray(value) ? value : [value, value];
    return `${isEmpty(from) ? '' : day(from)},${isEmpty(to) ? '' : day(to)}`;
  }
  if (operator === 'in' || Array.isArray(value)) {
    const list = (Array.isArray(value) ? value : [value]).map(scalar).filter((s) => s !== '');
    return list.length ? list.join(',') : undefined;
  }
  if (['eq', 'eqs', 'contains', 'containss', 'startswith', 'startswiths'].includes(operator)) {
    const s = scalar(value).trim();
    return s === '' ? undefined : s;
  }
  return undefined;
}

/**
 * refine filters → the declared list parameters: `q` for the search text, each field with a
 * declared `ui.filter` as `field=value` (eq), `a,b` (in), `text` (prefix) or `from,to` (range,
 * `YYYY-MM-DD`; `gte`/`lte` halves merge). Undeclared fields and `or`/`and` groups are dropped.
 */
export function filtersToQuery(filters: readonly CrudFilter[] | undefined, fields: readonly FieldDef[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const filter of filters ?? []) {
    if (!('field' in filter)) continue;
    const field = fields.find((f) => f.name === filter.field);
    if (filter.field !== SEARCH_PARAM && !field?.ui?.filter) continue;
    const v = valueOf(filter, field);
    if (v === undefined) continue;
    const prev = out[filter.field];
    if (prev !== undefined && prev.includes(',') && v.includes(',')) {
      const [pf, pt] = prev.split(',');
      const [nf, nt] = v.split(',');
      out[filter.field] = `${nf || pf},${nt || pt}`;
    } else {
      out[filter.field] = v;
    }
  }
  return out;
}
