import type { Context } from 'hono';
import type { ResourceDef } from '../../../resources/define.ts';
import type { AppEnv, AuditEntry, AuthUser, Deps } from '../context.ts';
import type { Db } from '../db/database.ts';
import { hasHistory } from '../db/schemaDiff.ts';
import { ApiError } from '../errors.ts';
import { publishChange, type LiveChange } from '../live/bus.ts';
import { markLoggedInTransaction, writeActionLog } from '../middleware/actionLog.ts';
import { insertEvent, type NewEvent } from './events.ts';
import { rowScopeOf } from './hooks.ts';
import { findRow } from './records.ts';

/**
 * The one write path (issue 33, part 3; docs/decisions.md "one write path"): every write of an
 * endpoint — the engine's declared create, update, delete, action and follow-up, and every
 * hand-written one of an area or of the session calls — runs through `runWrite`. In ONE transaction:
 *
 *  1. the record the write names (`spec.record`), loaded in the caller's row scope (`rowScopeOf`): 404 when none;
 *  2. the guard (`spec.guard`: who may, e.g. the resource's `authorize` hook): 403 through `deny`;
 *  3. the record's version (`spec.record.version`): 409 VERSION_CONFLICT when stale;
 *  4. the work (`work`), with the transaction: its own checks, the change itself, its history
 *     entry through `w.history(…)` (written only where the resource keeps history: `hasHistory`);
 *  5. the action-log row of the change (`spec.action`, `spec.resource`, the work's `log`);
 *
 * and after the commit, the live-update publish (`spec.publish`, else `badges`): exactly once per write.
 * Any error rolls all of it back (the action-log row too), and nothing is published.
 */

/** The `deny` of a write: an `access.denied` row for this record (naming `reason`), then 403 (with `message`, else the catalogue's). */
export const denierOf = (c: Context<AppEnv>, resource: ResourceDef, recordId: number | null) => (reason: string, message?: string): never => {
  c.set('audit', { action: 'access.denied', resource: resource.name, recordId, after: { reason } });
  throw new ApiError('FORBIDDEN', message);
};

/** The record a write changes: loaded first, in the caller's row scope. */
export interface WriteTarget {
  resource: ResourceDef;
  id: number;
  /** The version the caller sent: compared after the guard (a stale one is 409). Omitted: a write that keeps the version (a follow-up, a comment). */
  version?: number;
  /** The 404's message when there is no such record (else the catalogue's). */
  notFound?: string;
}

/** What the guard and the work of a write are handed. */
export interface WriteScope {
  /** The write's transaction: every statement of the write runs on it. */
  trx: Db;
  /** The caller (null for the vendors' receipt callbacks, which carry a token instead of a session). */
  user: AuthUser | null;
  now: number;
  /** The record's row before the write (`spec.record`), else undefined. */
  row: Record<string, unknown> | undefined;
  /** Refuses the caller: an `access.denied` row, then 403 (on `spec.record`'s resource, else the spec's). */
  deny: (reason: string, message?: string) => never;
}

/** The work's scope: with the history entry it writes. */
export interface WorkScope extends WriteScope {
  /** Appends a history entry to the record (`spec.record`, or `on`), where its resource keeps history; answers the row (undefined where none is kept). */
  history(event: NewEvent, on?: { resource: ResourceDef; id: number }): Promise<Record<string, unknown> | undefined>;
}

/** What the action-log row of the change says beside the spec's action and resource. */
export interface WriteLog {
  recordId?: string | number | null;
  before?: unknown;
  after?: unknown;
  /** Who, where the request has no logged-in user yet (a login). */
  adminId?: number | null;
  username?: string | null;
}

/** What the work answers: the handler's result and the action-log row's details. */
export interface Written<T> {
  result: T;
  log?: WriteLog;
  /** The live changes of this write when they depend on it (else `spec.publish`). */
  publish?: readonly LiveChange[];
}

/** What a write is. */
export interface WriteSpec {
  /** The action-log code (`repairs.create`, `messages.send`, `login` …). */
  action: string;
  /** The action-log resource (a declared resource's name or an area's word: `account`, `upload` …). */
  resource: string | null;
  /** The record the write names (see `WriteTarget`). */
  record?: WriteTarget;
  /** Who may: after the record is found, before its version (a refusal is 403 whatever the version or state). */
  guard?: (w: WriteScope) => Promise<void> | void;
  /** What the live streams are told after the commit (default `[{topic: 'badges'}]`). */
  publish?: readonly LiveChange[];
}

const BADGES: readonly LiveChange[] = [{ topic: 'badges' }];

/** The action-log row of a change, in the change's transaction; the middleware then writes no other for the request. */
async function auditChange(c: Context<AppEnv>, trx: Db, deps: Pick<Deps, 'clock'>, entry: AuditEntry): Promise<void> {
  const user = c.get('user');
  await writeActionLog(trx, {
    ...entry,
    adminId: entry.adminId ?? user?.id ?? null,
    username: entry.username ?? user?.username ?? null,
    ip: c.get('ip'),
    userAgent: c.get('userAgent'),
    statusCode: 200,
    at: deps.clock.now(),
  });
  c.set('audit', undefined);
  markLoggedInTransaction(c);
}

/** Runs one write of a request (see the top of this file); answers the work's result. */
export async function runWrite<T>(c: Context<AppEnv>, deps: Pick<Deps, 'db' | 'clock' | 'areas'>, spec: WriteSpec, work: (w: WorkScope) => Promise<Written<T>>): Promise<T> {
  const user = c.get('user') ?? null;
  const now = deps.clock.now();
  const target = spec.record;
  const { done, published } = await deps.db.transaction().execute(async (trx) => {
    const row = target ? await findRow(trx, target.resource, target.id, rowScopeOf(deps.areas, target.resource, user)) : undefined;
    if (target && !row) throw new ApiError('NOT_FOUND', target.notFound);
    const deny = (reason: string, message?: string): never => {
      c.set('audit', { action: 'access.denied', resource: target?.resource.name ?? spec.resource, recordId: target?.id ?? null, after: { reason } });
      throw new ApiError('FORBIDDEN', message);
    };
    const scope: WriteScope = { trx, user, now, row, deny };
    await spec.guard?.(scope);
    if (target?.version !== undefined && row?.version !== target.version) throw new ApiError('VERSION_CONFLICT');
    const history = async (event: NewEvent, on?: { resource: ResourceDef; id: number }): Promise<Record<string, unknown> | undefined> => {
      const where = on ?? target;
      if (!where) throw new Error(`${spec.action}: a history entry needs the record it belongs to`);
      if (!hasHistory(where.resource)) return undefined;
      if (!user) throw new Error(`${spec.action}: a history entry needs the caller`);
      return insertEvent(trx, where.resource, where.id, user, now, event);
    };
    const written = await work({ ...scope, history });
    const log = written.log ?? {};
    await auditChange(c, trx, deps, { action: spec.action, resource: spec.resource, recordId: log.recordId ?? target?.id ?? null, ...withoutRecordId(log) });
    return { done: written, published: written.publish ?? spec.publish ?? BADGES };
  });
  for (const change of published) publishChange(change.topic, change.userIds);
  return done.result;
}

const withoutRecordId = ({ recordId: _recordId, ...rest }: WriteLog): Omit<WriteLog, 'recordId'> => rest;
