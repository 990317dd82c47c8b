import { sql } from 'kysely';
import type { Handler } from 'hono';
import { pinyin } from 'pinyin-pro';
import type { ResourceDef } from '../../../resources/define.ts';
import { ok } from '../../domain/envelope.ts';
import type { AppEnv, Deps } from '../context.ts';
import { ApiError } from '../errors.ts';
import { parseSort } from './listQuery.ts';
import { columnOf, fieldByName, readableFieldsOf, recordOf } from './schema.ts';

/** The most options one answer holds; `more: true` says there are others (the select then asks with `?q=`). */
export const OPTIONS_LIMIT = 50;

/**
 * The letters a person types to find a label without an input method: the first letter of each
 * Chinese character's pinyin (设备故障 → `sbgz`, 重庆 → `cq`: pinyin-pro reads the word, not
 * each character alone), other letters and digits as they are, lower-cased, the rest dropped
 * (F2 Pro 光纤打标机 → `f2progxdbj`). Computed here so the browser never loads a pinyin
 * dictionary (≈ 1 MB); each option carries its own.
 */
export function initialsOf(label: string): string {
  if (!label) return '';
  return pinyin(label, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' })
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** An option as every options endpoint answers it: `value`, `label` and the label's `initials`. */
export interface Option {
  value: number;
  label: string;
  initials: string;
  [extra: string]: unknown;
}

/** Adds each option's `initials` (for the options of a hand-written endpoint, e.g. the ticket handlers). */
export const withInitials = <T extends { value: number; label: string }>(list: readonly T[]): (T & { initials: string })[] =>
  list.map((o) => ({ ...o, initials: initialsOf(o.label) }));

/**
 * GET options: `{list: [{value: id, label: titleField, initials}], more}`, `?q=` a prefix of the
 * label, at most `OPTIONS_LIMIT`, in the resource's declared default sort (ticket types by their
 * configured `sort`), ties by id; each entry also carries the resource's declared `optionFields`.
 * `more` is true when further records match.
 */
export const optionsHandler = (deps: Deps, resource: ResourceDef): Handler<AppEnv> => async (c) => {
  const title = fieldByName(resource, resource.titleField);
  const column = sql.ref(title ? columnOf(title) : 'id');
  const extras = readableFieldsOf(resource).filter((x) => resource.optionFields?.includes(x.name));
  const extraColumns = extras.map((x) => sql`, ${sql.ref(x.column)}`);
  const q = (c.req.query('q') ?? '').trim();
  if (q.length > 100) throw new ApiError('FILTER_INVALID', '搜索内容过长');
  const where = q ? sql`where ${column} >= ${q} and ${column} < ${`${q}\uffff`}` : sql``;
  const sort = parseSort(resource, undefined);
  const dir = sort.desc ? sql`desc` : sql`asc`;
  // nulls last on both databases (SQLite puts them first when ascending, PostgreSQL last)
  const nullsLast = sort.nullable ? sql`${sql.ref(sort.column)} is null, ` : sql``;
  const order = sql`order by ${nullsLast}${sql.ref(sort.column)} ${dir}, id ${dir}`;
  const rows = await sql<Record<string, unknown> & { value: number; label: unknown }>`select id as value, ${column} as label${sql.join(extraColumns, sql``)} from ${sql.table(resource.table)} ${where} ${order} limit ${OPTIONS_LIMIT + 1}`.execute(deps.db);
  const list = rows.rows.slice(0, OPTIONS_LIMIT).map((r): Option => {
    const label = String(r.label);
    return { ...recordOf(extras, r), value: r.value, label, initials: initialsOf(label) };
  });
  return c.json(ok({ list, more: rows.rows.length > OPTIONS_LIMIT }));
};
