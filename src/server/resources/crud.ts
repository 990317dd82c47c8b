import { sql } from 'kysely';
import type { Context, Handler } from 'hono';
import type { ResourceDef } from '../../../resources/define.ts';
import { ok } from '../../domain/envelope.ts';
import type { AppEnv, AuthUser, Deps } from '../context.ts';
import { readJsonObject, rejectUnknownKeys } from '../body.ts';
import { ApiError } from '../errors.ts';
import { parseId } from '../middleware/access.ts';
import { deleteEvents, insertEvent } from './events.ts';
import { hooksOf } from './hooks.ts';
import { buildListQuery, parseListParams } from './listQuery.ts';
import { deleteRowIf, findRow, getRecord, insertRow, requireVersion, updateRowIf, validateValues } from './records.ts';
import { columnOf, creatableKeys, fieldByName, fixedKeys, fixedValues, rowToRecord, updatableKeys } from './schema.ts';

/** Generic list/one/create/update/delete/count handlers derived from a declaration. */

const userOf = (c: Context<AppEnv>): AuthUser => {
  const user = c.get('user');
  if (!user) throw new ApiError('UNAUTHORIZED');
  return user;
};

/** GET list: `{list, total}` of one page under the filters. */
export const listHandler = (deps: Deps, resource: ResourceDef): Handler<AppEnv> => async (c) => {
  const params = parseListParams(resource, c.req.query());
  const q = buildListQuery(resource, params);
  const [rows, total] = await Promise.all([q.rows.execute(deps.db), q.total.execute(deps.db)]);
  return c.json(ok({ list: rows.rows.map((r) => rowToRecord(resource, r)), total: Number(total.rows[0]?.total ?? 0) }));
};

/** GET one record, 404 when none. */
export const oneHandler = (deps: Deps, resource: ResourceDef): Handler<AppEnv> => async (c) =>
  c.json(ok(await getRecord(deps.db, resource, parseId(c.req.param('id')))));

function fixedValuesOf(resource: ResourceDef, body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of fixedKeys(resource)) {
    if (!(key in body)) continue;
    const allowed = fixedValues(resource, key);
    const f = fieldByName(resource, key);
    const match = allowed.find((v) => v === body[key]);
    if (match === undefined || !f) throw new ApiError('VALIDATION_FAILED', `「${f?.label ?? key}」不正确`);
    out[columnOf(f)] = match;
  }
  return out;
}

/** POST: validates, sets number/status/version/timestamps/creator, writes a `create` event. */
export const createHandler = (deps: Deps, resource: ResourceDef): Handler<AppEnv> => async (c) => {
  const user = userOf(c);
  const body = await readJsonObject(c);
  rejectUnknownKeys(body, creatableKeys(resource));
  const writable = resource.fields.filter((f) => !f.readOnly && !fixedKeys(resource).has(f.name)).map((f) => f.name);
  const values = { ...validateValues(resource, body, writable, true), ...fixedValuesOf(resource, body) };
  const now = deps.clock.now();
  const iso = new Date(now).toISOString();
  const record = await deps.db.transaction().execute(async (trx) => {
    const extra = (await hooksOf(resource).beforeCreate?.(trx, values, now)) ?? {};
    const row = await insertRow(trx, resource, {
      ...values,
      ...extra,
      ...(resource.status ? { [resource.status.field]: resource.status.initial } : {}),
      version: 1,
      created_at: iso,
      updated_at: iso,
      created_by: user.id,
    });
    await insertEvent(trx, resource, Number(row.id), user, now, { kind: 'create', toStatus: resource.status?.initial ?? null });
    return rowToRecord(resource, row);
  });
  c.set('audit', { action: `${resource.name}.create`, resource: resource.name, recordId: Number(record.id), after: record });
  return c.json(ok(record));
};

/** PUT: partial update with `version`; stale → 409 and nothing changes; writes an `update` event. */
export const updateHandler = (deps: Deps, resource: ResourceDef): Handler<AppEnv> => async (c) => {
  const user = userOf(c);
  const id = parseId(c.req.param('id'));
  const body = await readJsonObject(c);
  const { version: rawVersion, ...rest } = body;
  rejectUnknownKeys(rest, updatableKeys(resource));
  const version = requireVersion(rawVersion);
  const values = validateValues(resource, rest, Object.keys(rest), false);
  const now = deps.clock.now();
  const result = await deps.db.transaction().execute(async (trx) => {
    const row = await findRow(trx, resource, id);
    if (!row) throw new ApiError('NOT_FOUND');
    if (row.version !== version) throw new ApiError('VERSION_CONFLICT');
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [col, value] of Object.entries(values)) if (row[col] !== value) changes[col] = { from: row[col], to: value };
    const updated = await updateRowIf(trx, resource, id, version, { ...values, updated_at: new Date(now).toISOString() });
    if (!updated) throw new ApiError('VERSION_CONFLICT');
    await insertEvent(trx, resource, id, user, now, { kind: 'update', data: { changes } });
    return { before: rowToRecord(resource, row), after: rowToRecord(resource, updated) };
  });
  c.set('audit', { action: `${resource.name}.update`, resource: resource.name, recordId: id, before: result.before, after: result.after });
  return c.json(ok(result.after));
};

/** DELETE `?version=N`: stale → 409; removes the history too. */
export const deleteHandler = (deps: Deps, resource: ResourceDef): Handler<AppEnv> => async (c) => {
  const id = parseId(c.req.param('id'));
  const version = requireVersion(c.req.query('version'));
  const before = await deps.db.transaction().execute(async (trx) => {
    const row = await findRow(trx, resource, id);
    if (!row) throw new ApiError('NOT_FOUND');
    if (row.version !== version) throw new ApiError('VERSION_CONFLICT');
    await deleteEvents(trx, resource, id);
    if (!(await deleteRowIf(trx, resource, id, version))) throw new ApiError('VERSION_CONFLICT');
    return rowToRecord(resource, row);
  });
  c.set('audit', { action: `${resource.name}.delete`, resource: resource.name, recordId: id, before });
  return c.json(ok({ id }));
};

/** GET count: `{[countKey]: n}` of records of each screen still open. */
export const countHandler = (deps: Deps, resource: ResourceDef): Handler<AppEnv> => async (c) => {
  const out: Record<string, number> = {};
  for (const screen of resource.screens) {
    if (!screen.countKey) continue;
    const conds = Object.entries(screen.fixed ?? {}).map(([k, v]) => sql`${sql.ref(k)} = ${v}`);
    if (resource.status) {
      conds.push(sql`${sql.ref(resource.status.field)} in (${sql.join([...resource.status.open])})`);
    }
    const where = conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``;
    const r = await sql<{ n: number }>`select count(*) as n from ${sql.table(resource.table)} ${where}`.execute(deps.db);
    out[screen.countKey] = Number(r.rows[0]?.n ?? 0);
  }
  return c.json(ok(out));
};
