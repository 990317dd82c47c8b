import { sql } from 'kysely';
import type { Handler } from 'hono';
import type { ResourceDef } from '../../../resources/define.ts';
import { ok } from '../../domain/envelope.ts';
import type { AppEnv, Deps } from '../context.ts';
import { ApiError } from '../errors.ts';
import { columnOf, fieldByName, readableFieldsOf, recordOf } from './schema.ts';

/**
 * GET options: `{list: [{value: id, label: titleField}]}`, `?q=` a prefix of the label, at most 50,
 * by label; each entry also carries the resource's declared `optionFields`.
 */
export const optionsHandler = (deps: Deps, resource: ResourceDef): Handler<AppEnv> => async (c) => {
  const title = fieldByName(resource, resource.titleField);
  const column = sql.ref(title ? columnOf(title) : 'id');
  const extras = readableFieldsOf(resource).filter((x) => resource.optionFields?.includes(x.name));
  const extraColumns = extras.map((x) => sql`, ${sql.ref(x.column)}`);
  const q = (c.req.query('q') ?? '').trim();
  if (q.length > 100) throw new ApiError('FILTER_INVALID', '搜索内容过长');
  const where = q ? sql`where ${column} >= ${q} and ${column} < ${`${q}\uffff`}` : sql``;
  const rows = await sql<Record<string, unknown> & { value: number; label: unknown }>`select id as value, ${column} as label${sql.join(extraColumns, sql``)} from ${sql.table(resource.table)} ${where} order by ${column} limit 50`.execute(deps.db);
  return c.json(ok({ list: rows.rows.map((r) => ({ ...recordOf(extras, r), value: r.value, label: String(r.label) })) }));
};
