import type { Context, Handler } from 'hono';
import type { ResourceDef } from '../../../resources/define.ts';
import { ok } from '../../domain/envelope.ts';
import type { AppEnv, AuthUser, Deps } from '../context.ts';
import { readJsonObject, rejectUnknownKeys } from '../body.ts';
import { ApiError } from '../errors.ts';
import { parseId } from '../middleware/access.ts';
import { auditChange } from '../middleware/actionLog.ts';
import { deleteEvents, insertEvent } from './events.ts';
import { hooksOf, rowScopeOf } from './hooks.ts';
import { embedReferenceLabels } from './references.ts';
import { badgeCountQuery, parseListParams } from './listQuery.ts';
import { runList } from './pagedList.ts';
import { runQuery } from '../db/fastRead.ts';
import { deleteRowIf, findRow, getRecord, insertRow, requireVersion, updateRowIf, validateValues } from './records.ts';
import { columnOf, creatableKeys, fieldByName, fixedKeys, fixedValues, rowToRecord, updatableKeys } from './schema.ts';

/** Generic list/one/create/update/delete/count handlers derived from a declaration. */

/** The `deny` of a write hook: an `access.denied` row for this record, then 403. */
export const denierOf = (c: Context<AppEnv>, resource: ResourceDef, recordId: number | null) => (reason: string): never => {
  c.set('audit', { action: 'access.denied', resource: resource.name, recordId, after: { reason } });
  throw new ApiError('FORBIDDEN');
};

/** Splits the values of `writeOnly` fields (handed to hooks, never stored) from the rest. */
function splitSecrets(resource: ResourceDef, values: Record<string, unknown>): { stored: Record<string, unknown>; secrets: Record<string, unknown> } {
  const secretColumns = new Set(resource.fields.filter((f) => f.writeOnly).map(columnOf));
  const stored: Record<string, unknown> = {};
  const secrets: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) (secretColumns.has(k) ? secrets : stored)[k] = v;
  return { stored, secrets };
}

const userOf = (c: Context<AppEnv>): AuthUser => {
  const user = c.get('user');
  if (!user) throw new ApiError('UNAUTHORIZED');
  return user;
};

/** GET list: `{list, total}` of one page under the filters (`totalCapped` when counted to the cap; `{list}` with `withTotal=0`). */
export const listHandler = (deps: Deps, resource: ResourceDef): Handler<AppEnv> => async (c) => {
  const params = parseListParams(resource, c.req.query());
  for (const [column, value] of Object.entries(rowScopeOf(resource, c.get('user')))) params.conditions.push({ kind: 'eq', column, value });
  const result = await runList(deps.db, resource, params);
  const list = result.records;
  await embedReferenceLabels(deps.db, resource, list);
  if (result.total === undefined) return c.json(ok({ list }));
  return c.json(ok(result.totalCapped ? { list, total: result.total, totalCapped: true } : { list, total: result.total }));
};

/** GET one record, 404 when none. */
export const oneHandler = (deps: Deps, resource: ResourceDef): Handler<AppEnv> => async (c) => {
  const record = await getRecord(deps.db, resource, parseId(c.req.param('id')), rowScopeOf(resource, c.get('user')));
  await embedReferenceLabels(deps.db, resource, [record]);
  return c.json(ok(record));
};

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

/** POST: validates, sets number/status/version/timestamps/creator and the creator's row scope, writes a `create` event. */
export const createHandler = (deps: Deps, resource: ResourceDef): Handler<AppEnv> => async (c) => {
  const user = userOf(c);
  const body = await readJsonObject(c);
  rejectUnknownKeys(body, creatableKeys(resource));
  const writable = resource.fields.filter((f) => !f.readOnly && !fixedKeys(resource).has(f.name)).map((f) => f.name);
  const { stored: values, secrets } = splitSecrets(resource, { ...validateValues(resource, body, writable, true), ...fixedValuesOf(resource, body) });
  const now = deps.clock.now();
  const iso = new Date(now).toISOString();
  const hooks = hooksOf(resource);
  const record = await deps.db.transaction().execute(async (trx) => {
    const ctx = { db: trx, user, now, values, secrets, deny: denierOf(c, resource, null) };
    await hooks.guardWrite?.('create', ctx);
    const extra = (await hooks.beforeCreate?.(trx, values, now, secrets, user)) ?? {};
    const row = await insertRow(trx, resource, {
      ...values,
      ...extra,
      ...rowScopeOf(resource, user),
      ...(resource.status ? { [resource.status.field]: resource.status.initial } : {}),
      version: 1,
      created_at: iso,
      updated_at: iso,
      created_by: user.id,
    });
    await insertEvent(trx, resource, Number(row.id), user, now, { kind: 'create', toStatus: resource.status?.initial ?? null });
    await hooks.afterWrite?.('create', { ...ctx, after: row });
    const created = rowToRecord(resource, row);
    await auditChange(c, trx, deps.clock, { action: `${resource.name}.create`, resource: resource.name, recordId: Number(row.id), after: created });
    return created;
  });
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
    const row = await findRow(trx, resource, id, rowScopeOf(resource, user));
    if (!row) throw new ApiError('NOT_FOUND');
    if (row.version !== version) throw new ApiError('VERSION_CONFLICT');
    const ctx = { db: trx, user, now, before: row, values, deny: denierOf(c, resource, id) };
    await hooksOf(resource).guardWrite?.('update', ctx);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [col, value] of Object.entries(values)) if (row[col] !== value) changes[col] = { from: row[col], to: value };
    const extra = (await hooksOf(resource).beforeUpdate?.(ctx)) ?? {};
    const updated = await updateRowIf(trx, resource, id, version, { ...values, ...extra, updated_at: new Date(now).toISOString() });
    if (!updated) throw new ApiError('VERSION_CONFLICT');
    await insertEvent(trx, resource, id, user, now, { kind: 'update', data: { changes } });
    await hooksOf(resource).afterWrite?.('update', { ...ctx, after: updated });
    const done = { before: rowToRecord(resource, row), after: rowToRecord(resource, updated) };
    await auditChange(c, trx, deps.clock, { action: `${resource.name}.update`, resource: resource.name, recordId: id, ...done });
    return done;
  });
  return c.json(ok(result.after));
};

/** DELETE `?version=N`: stale → 409; removes the history too. */
export const deleteHandler = (deps: Deps, resource: ResourceDef): Handler<AppEnv> => async (c) => {
  const id = parseId(c.req.param('id'));
  const version = requireVersion(c.req.query('version'));
  const user = userOf(c);
  await deps.db.transaction().execute(async (trx) => {
    const row = await findRow(trx, resource, id, rowScopeOf(resource, user));
    if (!row) throw new ApiError('NOT_FOUND');
    if (row.version !== version) throw new ApiError('VERSION_CONFLICT');
    const ctx = { db: trx, user, now: deps.clock.now(), before: row, values: {}, deny: denierOf(c, resource, id) };
    await hooksOf(resource).guardWrite?.('delete', ctx);
    await deleteEvents(trx, resource, id);
    if (!(await deleteRowIf(trx, resource, id, version))) throw new ApiError('VERSION_CONFLICT');
    await hooksOf(resource).afterWrite?.('delete', ctx);
    const deleted = rowToRecord(resource, row);
    await auditChange(c, trx, deps.clock, { action: `${resource.name}.delete`, resource: resource.name, recordId: id, before: deleted });
  });
  return c.json(ok({ id }));
};

/** GET count: `{[countKey]: n}` of records of each screen still open (from the count table when declared). */
export const countHandler = (deps: Deps, resource: ResourceDef): Handler<AppEnv> => async (c) => {
  const out: Record<string, number> = {};
  for (const screen of resource.screens) {
    if (!screen.countKey) continue;
    const [row] = await runQuery<{ total: number }>(deps.db, badgeCountQuery(resource, screen));
    out[screen.countKey] = Number(row?.total ?? 0);
  }
  return c.json(ok(out));
};
