import type { Context, Handler } from 'hono';
import type { ResourceDef, ScreenDef } from '../../../resources/define.ts';
import { ok, type ListPayload } from '../../domain/envelope.ts';
import type { AppEnv, AuthUser, Deps } from '../context.ts';
import type { Db } from '../db/database.ts';
import { readJsonObject, rejectUnknownKeys } from '../body.ts';
import { ApiError, NOTHING_TO_CHANGE } from '../errors.ts';
import { parseId } from '../middleware/access.ts';
import { deleteEvents } from './events.ts';
import type { AreaSet } from './area.ts';
import { hooksOf, presenterOf, rowScopeOf } from './hooks.ts';
import { embedReferenceLabels } from './references.ts';
import { parseListParams, screenConditions, type ListCondition, type ListParams } from './listQuery.ts';
import { runList } from './pagedList.ts';
import { refuseUnreadableFiles } from './writtenFiles.ts';
import { screenBadgeCount } from './badgeCounts.ts';
import { deleteRowIf, getRecord, insertRow, requireQueryVersion, requireVersion, updateRowIf, validateValues } from './records.ts';
import { denierOf, runWrite, type WriteSpec } from './write.ts';
import { columnOf, creatableKeys, fieldByName, fixedKeys, fixedValues, rowToRecord, updatableKeys } from './schema.ts';

/** Generic list/one/create/update/delete/count handlers derived from a declaration. */

export { denierOf } from './write.ts';

/** Splits the values of `writeOnly` fields (handed to hooks, never stored) from the rest. */
function splitSecrets(resource: ResourceDef, values: Record<string, unknown>): { stored: Record<string, unknown>; secrets: Record<string, unknown> } {
  const secretColumns = new Set(resource.fields.filter((f) => f.writeOnly).map(columnOf));
  const stored: Record<string, unknown> = {};
  const secrets: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) (secretColumns.has(k) ? secrets : stored)[k] = v;
  return { stored, secrets };
}

/** The history entry's changes of an update: per changed column, or per changed presented field when the resource shapes its records. */
function changesOf(areas: AreaSet, resource: ResourceDef, row: Record<string, unknown>, updated: Record<string, unknown>, values: Record<string, unknown>): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const present = hooksOf(areas, resource).presentRecord;
  if (present) {
    const [before, after] = [present(rowToRecord(resource, row)), present(rowToRecord(resource, updated))];
    for (const f of resource.fields) {
      if (!(columnOf(f) in values)) continue;
      if (JSON.stringify(before[f.name]) !== JSON.stringify(after[f.name])) changes[f.name] = { from: before[f.name], to: after[f.name] };
    }
    return changes;
  }
  for (const [col, value] of Object.entries(values)) if (row[col] !== value) changes[col] = { from: row[col], to: value };
  return changes;
}

/** The row `runWrite` loaded for a write that names its record (always there once the work runs). */
const rowOf = (row: Record<string, unknown> | undefined): Record<string, unknown> => {
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
};

const userOf = (c: Context<AppEnv>): AuthUser => {
  const user = c.get('user');
  if (!user) throw new ApiError('UNAUTHORIZED');
  return user;
};

/** The eq conditions of a list as column → value: what its query pins (`ScopeRequest.pinned`). */
const pinnedBy = (conditions: readonly ListCondition[]): Record<string, unknown> =>
  Object.fromEntries(conditions.flatMap((x) => (x.kind === 'eq' ? [[x.column, x.value]] : [])));

/**
 * One page of a list under validated params: `{list, total}` (`totalCapped` when counted to the
 * cap; `{list}` with `withTotal=0`). With `screen` (its own list endpoint, `ScreenDef.endpoints.list`)
 * it also applies that screen's conditions (fixed values, the caller's own records, open states
 * only). The caller's row scope is asked with what the list pins (its eq conditions): a scope
 * that follows them (export jobs by `type`) may narrow the list, or refuse it — 403 and an
 * `access.denied` row naming what was asked.
 */
export async function listPage(deps: Deps, c: Context<AppEnv>, resource: ResourceDef, params: ListParams, screen?: ScreenDef): Promise<ListPayload<Record<string, unknown>>> {
  const user = c.get('user');
  if (screen) params.conditions.push(...screenConditions(resource, screen, user?.id ?? 0));
  const deny = (after: Record<string, unknown>): never => {
    c.set('audit', { action: 'access.denied', resource: resource.name, after });
    throw new ApiError('FORBIDDEN');
  };
  const scope = rowScopeOf(deps.areas, resource, user, { pinned: pinnedBy(params.conditions), deny });
  for (const [column, value] of Object.entries(scope)) params.conditions.push({ kind: 'eq', column, value });
  const result = await runList(deps.db, resource, params);
  const list = result.records.map(presenterOf(deps.areas, resource));
  await embedReferenceLabels(deps.db, resource, list);
  return result.total === undefined ? { list } : result.totalCapped ? { list, total: result.total, totalCapped: true } : { list, total: result.total };
}

/** GET list: `listPage` of the query's params (paging, sort, filters as declared; 400 on a bad one). */
export const listHandler = (deps: Deps, resource: ResourceDef, screen?: ScreenDef): Handler<AppEnv> => async (c) =>
  c.json(ok(await listPage(deps, c, resource, parseListParams(resource, c.req.query(), screen), screen)));

/** GET one record, 404 when none. */
export const oneHandler = (deps: Deps, resource: ResourceDef): Handler<AppEnv> => async (c) => {
  const record = presenterOf(deps.areas, resource)(await getRecord(deps.db, resource, parseId(c.req.param('id')), rowScopeOf(deps.areas, resource, c.get('user'))));
  await embedReferenceLabels(deps.db, resource, [record]);
  const readOne = hooksOf(deps.areas, resource).readOne;
  return c.json(ok(readOne ? await readOne(deps.db, record) : record));
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

/** The state a record is created in: `initialWhen.state` when that field is set, else `initial` (null without a state machine). */
function initialStatusOf(resource: ResourceDef, values: Record<string, unknown>): string | null {
  const machine = resource.status;
  if (!machine) return null;
  const when = machine.initialWhen;
  const f = when && fieldByName(resource, when.field);
  return when && f && values[columnOf(f)] !== null && values[columnOf(f)] !== undefined ? when.state : machine.initial;
}

/** POST: validates, sets number/status/version/timestamps/creator and the creator's row scope, writes a `create` event. */
export const createHandler = (deps: Deps, resource: ResourceDef): Handler<AppEnv> => async (c) => {
  const user = userOf(c);
  const body = await readJsonObject(c);
  rejectUnknownKeys(body, creatableKeys(resource));
  const writable = resource.fields.filter((f) => !f.readOnly && !fixedKeys(resource).has(f.name)).map((f) => f.name);
  const { stored: validated, secrets } = splitSecrets(resource, { ...validateValues(resource, body, writable, true), ...fixedValuesOf(resource, body) });
  const now = deps.clock.now();
  const iso = new Date(now).toISOString();
  const hooks = hooksOf(deps.areas, resource);
  const record = await runWrite(c, deps, { action: `${resource.name}.create`, resource: resource.name }, async ({ trx, history }) => {
    const guardCtx = { db: trx, user, now, values: validated, secrets, deny: denierOf(c, resource, null) };
    await hooks.authorize?.('create', guardCtx);
    await hooks.guardWrite?.('create', guardCtx);
    const values = (await hooks.prepareWrite?.('create', { ...guardCtx, body })) ?? validated;
    await refuseUnreadableFiles(deps.areas, trx, user, values, undefined, guardCtx.deny);
    const ctx = { ...guardCtx, values };
    const extra = (await hooks.beforeCreate?.(trx, values, now, secrets, user)) ?? {};
    const initial = initialStatusOf(resource, { ...values, ...extra });
    const row = await insertRow(trx, resource, {
      ...values,
      ...extra,
      ...rowScopeOf(deps.areas, resource, user),
      ...(resource.status ? { [resource.status.field]: initial } : {}),
      version: 1,
      created_at: iso,
      updated_at: iso,
      created_by: user.id,
    });
    await history({ kind: 'create', toStatus: initial }, { resource, id: Number(row.id) });
    await hooks.afterWrite?.('create', { ...ctx, after: row });
    const created = presenterOf(deps.areas, resource)(rowToRecord(resource, row));
    return { result: created, log: { recordId: Number(row.id), after: created } };
  });
  return c.json(ok(record));
};

/**
 * PUT: partial update with `version`; stale → 409 and nothing changes; writes an `update` event.
 * The order is the same on every write: the body's own checks (400), the record in the caller's
 * scope (404), who may (`authorize`, 403), then its version (409), its state and the rest.
 */
export const updateHandler = (deps: Deps, resource: ResourceDef): Handler<AppEnv> => async (c) => {
  const user = userOf(c);
  const id = parseId(c.req.param('id'));
  const body = await readJsonObject(c);
  const { version: rawVersion, ...rest } = body;
  rejectUnknownKeys(rest, updatableKeys(resource));
  const version = requireVersion(rawVersion);
  if (Object.keys(rest).length === 0) throw new ApiError('VALIDATION_FAILED', NOTHING_TO_CHANGE);
  const validated = validateValues(resource, rest, Object.keys(rest), false);
  const now = deps.clock.now();
  const hooks = hooksOf(deps.areas, resource);
  const present = presenterOf(deps.areas, resource);
  const guardCtxOf = (trx: Db, row: Record<string, unknown>) => ({ db: trx, user, now, before: row, values: validated, deny: denierOf(c, resource, id) });
  const spec: WriteSpec = { action: `${resource.name}.update`, resource: resource.name, record: { resource, id, version }, guard: async ({ trx, row }) => hooks.authorize?.('update', guardCtxOf(trx, rowOf(row))) };
  const result = await runWrite(c, deps, spec, async ({ trx, row: found, history }) => {
    const row = rowOf(found);
    const guardCtx = guardCtxOf(trx, row);
    await hooks.guardWrite?.('update', guardCtx);
    const values = (await hooks.prepareWrite?.('update', { ...guardCtx, body: rest })) ?? validated;
    await refuseUnreadableFiles(deps.areas, trx, user, values, row, guardCtx.deny);
    const ctx = { ...guardCtx, values };
    const extra = (await hooks.beforeUpdate?.(ctx)) ?? {};
    const updated = await updateRowIf(trx, resource, id, version, { ...values, ...extra, updated_at: new Date(now).toISOString() });
    if (!updated) throw new ApiError('VERSION_CONFLICT');
    await history({ kind: 'update', data: { changes: changesOf(deps.areas, resource, row, updated, values) } });
    await hooks.afterWrite?.('update', { ...ctx, after: updated });
    const done = { before: present(rowToRecord(resource, row)), after: present(rowToRecord(resource, updated)) };
    return { result: done, log: done };
  });
  return c.json(ok(result.after));
};

/** DELETE `?version=N`: stale → 409; removes the history too. */
export const deleteHandler = (deps: Deps, resource: ResourceDef): Handler<AppEnv> => async (c) => {
  const id = parseId(c.req.param('id'));
  const version = requireQueryVersion(c.req.query('version'));
  const user = userOf(c);
  const hooks = hooksOf(deps.areas, resource);
  const ctxOf = (trx: Db, row: Record<string, unknown>) => ({ db: trx, user, now: deps.clock.now(), before: row, values: {}, deny: denierOf(c, resource, id) });
  const spec: WriteSpec = { action: `${resource.name}.delete`, resource: resource.name, record: { resource, id, version }, guard: async ({ trx, row }) => hooks.authorize?.('delete', ctxOf(trx, rowOf(row))) };
  await runWrite(c, deps, spec, async ({ trx, row: found }) => {
    const row = rowOf(found);
    const ctx = ctxOf(trx, row);
    await hooks.guardWrite?.('delete', ctx);
    await deleteEvents(trx, resource, id);
    if (!(await deleteRowIf(trx, resource, id, version))) throw new ApiError('VERSION_CONFLICT');
    await hooks.afterWrite?.('delete', ctx);
    const deleted = presenterOf(deps.areas, resource)(rowToRecord(resource, row));
    return { result: undefined, log: { before: deleted } };
  });
  return c.json(ok({ id }));
};

/**
 * GET count: `{[countKey]: n}` of records of each screen still open (from the count table when
 * declared). A screen's own count endpoint answers `[n]` for that screen and the caller
 * (section 7: "the first element of data is used").
 */
export const countHandler = (deps: Deps, resource: ResourceDef, only?: ScreenDef): Handler<AppEnv> => async (c) => {
  const userId = c.get('user')?.id ?? 0;
  const countOf = (screen: ScreenDef): Promise<number> => screenBadgeCount(deps.db, resource, screen, userId);
  if (only) return c.json(ok([await countOf(only)]));
  const out: Record<string, number> = {};
  for (const screen of resource.screens) {
    if (!screen.countKey || screen.endpoints?.count) continue;
    out[screen.countKey] = await countOf(screen);
  }
  return c.json(ok(out));
};
