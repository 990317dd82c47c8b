import type { Context, Handler } from 'hono';
import { anyActionFieldNames, resolveAction } from '../../../resources/catalogs/actionVariants.ts';
import type { ActionDef, ResourceDef } from '../../../resources/define.ts';
import { transitionBlock } from '../../../resources/registry.ts';
import { decideAccess } from '../../domain/access.ts';
import { ok } from '../../domain/envelope.ts';
import type { AppEnv, Deps } from '../context.ts';
import type { Db } from '../db/database.ts';
import { readJsonObject, rejectUnknownKeys, type JsonObject } from '../body.ts';
import { ApiError } from '../errors.ts';
import { parseId } from '../middleware/access.ts';
import { listEvents, toEventRecord } from './events.ts';
import { refuseUnreadableFiles } from './writtenFiles.ts';
import { denierOf, runWrite } from './write.ts';
import { hooksOf, presenterOf, rowScopeOf } from './hooks.ts';
import { findRow, requireVersion, updateRowIf } from './records.ts';
import type { LiveChange } from '../live/bus.ts';
import { columnOf, fieldByName, rowToRecord, toColumnValue } from './schema.ts';
import { checkField } from '../../domain/fieldRules.ts';

/** Status actions, follow-up notes and history, derived from the declaration's state machine. */

/** Columns an action never writes, whatever its fields are called. */
const SERVER_COLUMNS = new Set(['id', 'version', 'created_at', 'updated_at', 'created_by']);

/**
 * What an action was sent, checked against its fields for this record (a field only another
 * variant asks for is refused, naming it): record columns, values kept with the history, the remark.
 */
function actionValues(resource: ResourceDef, declared: ActionDef, action: ActionDef, body: Record<string, unknown>) {
  const fields = action.fields ?? [];
  const asked = new Set(['action', 'version', ...fields.map((f) => f.name)]);
  const notAsked = Object.keys(body).find((key) => !asked.has(key));
  if (notAsked) {
    const label = [declared, ...(declared.variants ?? [])].flatMap((a) => a.fields ?? []).find((f) => f.name === notAsked)?.label ?? notAsked;
    throw new ApiError('UNKNOWN_FIELD', `该记录的「${action.label}」不需要填写「${label}」`);
  }
  const recordValues: Record<string, unknown> = {};
  const extra: Record<string, unknown> = {};
  let remark: string | null = null;
  const messages: string[] = [];
  for (const f of fields) {
    const checked = checkField(f, body[f.name], true);
    if (!checked.ok) {
      messages.push(checked.message);
      continue;
    }
    if (checked.value === undefined) continue;
    const target = fieldByName(resource, f.name);
    if (f.name === 'remark') remark = checked.value === null ? null : String(checked.value);
    else if (target && target.name !== resource.status?.field && !SERVER_COLUMNS.has(target.name)) recordValues[columnOf(target)] = toColumnValue(target, checked.value);
    else extra[f.name] = checked.value;
  }
  if (messages.length) throw new ApiError('VALIDATION_FAILED', messages.join('；'));
  return { recordValues, extra, remark };
}

/**
 * PUT …/status `{action, version, ...fields}`: one conditional update + one `status` event in one
 * transaction. Who may (the action's access, then `authorize` on the record) comes before the
 * record's version and state; an action not allowed from the current state is a 409 before its fields are checked,
 * and the fields are those of the action's variant for the record (`resolveAction`).
 * With `fixedAction` (an action's own endpoint, `ActionDef.path`) the body needs no `action`.
 * The resource's `afterAction` hook runs in the same transaction (stock moves); its error rolls back.
 * The declared notification triggers of the action write their outbox rows in it too (the areas' `afterAction`: the notifications area's triggers.ts).
 */
export const actionHandler = (deps: Deps, resource: ResourceDef, fixedAction?: string): Handler<AppEnv> => async (c) =>
  c.json(ok(await applyAction(c, deps, resource, parseId(c.req.param('id')), await readJsonObject(c), fixedAction)));

/**
 * Applies a declared action to record `id` with `body` (`{action?, version, ...fields}`) and
 * returns the record after it: the core of `actionHandler`, also behind a hand-kept path that
 * carries id and version elsewhere (section 7's `DELETE /manage/message/revoke?id=`).
 */
export async function applyAction(c: Context<AppEnv>, deps: Deps, resource: ResourceDef, id: number, body: JsonObject, fixedAction?: string, extraPublish?: readonly LiveChange[]): Promise<Record<string, unknown>> {
  const user = c.get('user');
  if (!user || !resource.status) throw new ApiError('UNAUTHORIZED');
  const machine = resource.status;
  if (fixedAction && body.action !== undefined && body.action !== fixedAction) throw new ApiError('UNKNOWN_ACTION');
  const action = machine.actions.find((a) => a.name === (fixedAction ?? body.action));
  if (!action) throw new ApiError('UNKNOWN_ACTION');
  if (action.access && decideAccess(user, action.access) !== 'allow') {
    c.set('audit', { action: 'access.denied', resource: resource.name, recordId: id, after: { action: action.name } });
    throw new ApiError('FORBIDDEN');
  }
  rejectUnknownKeys(body, new Set(['action', 'version', ...anyActionFieldNames(action)]));
  const version = requireVersion(body.version);
  const now = deps.clock.now();
  const statusColumn = columnOf(fieldByName(resource, machine.field) ?? { name: machine.field, type: 'enum', label: '' });
  const deny = denierOf(c, resource, id);
  const record = { resource, id, version };
  const guard = async ({ trx, row }: { trx: Db; row: Record<string, unknown> | undefined }) =>
    hooksOf(deps.areas, resource).authorize?.('action', { db: trx, user, now, before: row ?? {}, values: {}, action: action.name, deny });
  const publish = extraPublish ? [{ topic: 'badges' as const }, ...extraPublish] : undefined;
  const result = await runWrite(c, deps, { action: `${resource.name}.${action.name}`, resource: resource.name, record, guard, publish }, async ({ trx, row: found, history }) => {
    if (!found) throw new ApiError('NOT_FOUND');
    const row = found;
    const from = String(row[statusColumn]);
    const block = transitionBlock(resource, action, from);
    if (block) throw new ApiError('ILLEGAL_TRANSITION', block);
    const { recordValues, extra, remark } = actionValues(resource, action, resolveAction(action, rowToRecord(resource, row)), body);
    await refuseUnreadableFiles(deps.areas, trx, user, recordValues, row, deny);
    const ctx = { db: trx, user, now, before: row, values: { ...recordValues, [statusColumn]: action.to }, action: action.name, deny };
    await hooksOf(deps.areas, resource).guardWrite?.('action', ctx);
    const updated = await updateRowIf(trx, resource, id, version, { ...recordValues, [statusColumn]: action.to, updated_at: new Date(now).toISOString() }, { column: statusColumn, value: from });
    if (!updated) throw new ApiError('VERSION_CONFLICT');
    await hooksOf(deps.areas, resource).afterAction?.(trx, { action: action.name, before: row, after: updated, user, now, remark });
    await history({
      kind: 'status',
      action: action.name,
      fromStatus: from,
      toStatus: action.to,
      content: remark,
      data: Object.keys(extra).length || Object.keys(recordValues).length ? { ...recordValues, ...extra } : undefined,
    });
    await hooksOf(deps.areas, resource).afterWrite?.('action', { ...ctx, after: updated });
    for (const listener of deps.areas.afterAction) await listener(trx, { resource, after: updated, action: action.name, remark, actor: user, now }, deps.areas);
    const present = presenterOf(deps.areas, resource);
    const done = { before: present(rowToRecord(resource, row)), after: present(rowToRecord(resource, updated)) };
    return { result: done, log: done };
  });
  return result.after;
}

/** PUT …/follow `{content}` (1–1000 characters): appends a note; the version stays. */
export const followHandler = (deps: Deps, resource: ResourceDef): Handler<AppEnv> => async (c) => {
  const user = c.get('user');
  if (!user) throw new ApiError('UNAUTHORIZED');
  const id = parseId(c.req.param('id'));
  const body = await readJsonObject(c);
  rejectUnknownKeys(body, new Set(['content']));
  const checked = checkField({ name: 'content', type: 'textarea', label: '跟进内容', required: true, maxLength: 1000 }, body.content, false);
  if (!checked.ok) throw new ApiError('VALIDATION_FAILED', checked.message);
  const event = await runWrite(c, deps, { action: `${resource.name}.follow`, resource: resource.name, record: { resource, id } }, async ({ history }) => {
    const written = await history({ kind: 'follow', action: 'follow', content: String(checked.value) });
    if (!written) throw new Error(`${resource.name} keeps no history: it cannot take a follow-up`);
    const note = toEventRecord(resource, written);
    return { result: note, log: { after: note } };
  });
  return c.json(ok(event));
};

/** Path parameters other than `:id` that name a field (`/:id/:type/status`) must equal the record's value. */
function matchesPathFields(resource: ResourceDef, row: Record<string, unknown>, params: Record<string, string>): boolean {
  return Object.entries(params).every(([name, value]) => {
    const f = name === 'id' ? undefined : fieldByName(resource, name);
    return !f || String(row[columnOf(f)]) === value;
  });
}

/** GET …/status: `{list}` of the record's history, oldest first. */
export const historyHandler = (deps: Deps, resource: ResourceDef): Handler<AppEnv> => async (c) => {
  const id = parseId(c.req.param('id'));
  const row = await findRow(deps.db, resource, id, rowScopeOf(deps.areas, resource, c.get('user')));
  if (!row || !matchesPathFields(resource, row, c.req.param())) throw new ApiError('NOT_FOUND');
  return c.json(ok({ list: await listEvents(deps.db, resource, id) }));
};
