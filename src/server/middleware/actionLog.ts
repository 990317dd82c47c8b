import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, AuditEntry, Deps } from '../context.ts';
import { plainAddress } from '../../domain/ipAddress.ts';
import type { Db } from '../db/database.ts';

const SECRET_KEYS = new Set(['password', 'oldpassword', 'newpassword', 'password_hash', 'passwordhash', 'token', 'token_hash']);

/** A copy of `value` without secrets (passwords, hashes, tokens), at any depth. */
export function stripSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripSecrets);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (!SECRET_KEYS.has(k.toLowerCase())) out[k] = stripSecrets(v);
    }
    return out;
  }
  return value;
}

const toJson = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(stripSecrets(value)));

/** One action-log row. */
export interface ActionLogInput extends AuditEntry {
  ip: string;
  userAgent: string;
  statusCode: number;
  at: number;
}

/** Inserts one action-log row (secrets stripped, the address as plain IPv4 where it is one). */
export async function writeActionLog(db: Db, e: ActionLogInput): Promise<void> {
  await db
    .insertInto('action_log')
    .values({
      admin_id: e.adminId ?? null,
      username: e.username ?? null,
      action: e.action,
      resource: e.resource ?? null,
      record_id: e.recordId === undefined || e.recordId === null ? null : String(e.recordId),
      before_json: toJson(e.before),
      after_json: toJson(e.after),
      ip: plainAddress(e.ip),
      user_agent: e.userAgent,
      status_code: e.statusCode,
      created_at: new Date(e.at).toISOString(),
    })
    .execute();
}

/** Requests whose change was logged inside its transaction (engine/write.ts, `runWrite`). */
const auditedInTransaction = new WeakSet<object>();

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The row of a request that set no `audit` but must be logged all the same: a 403 (a refused
 * access, whichever handler refused it) or a successful write whose handler did not log its
 * change. Exactly one row per refusal and per change, for every endpoint, present and future.
 */
function fallbackEntry(c: Context<AppEnv>): AuditEntry | undefined {
  if (auditedInTransaction.has(c)) return undefined;
  const where = { method: c.req.method, path: c.req.path };
  if (c.res.status === 403) return { action: 'access.denied', resource: null, after: where };
  if (c.res.status < 300 && !READ_METHODS.has(c.req.method)) return { action: 'change', resource: null, after: where };
  return undefined;
}

/**
 * After the handler: when it set `audit` (a refused login, a refused access, or a change of a
 * handler that changes no row: a test mail), writes exactly one action-log row with the final
 * status code.
 */
export function actionLog(deps: Pick<Deps, 'db' | 'clock' | 'logger'>): MiddlewareHandler<AppEnv> {
  return async function actionLogMiddleware(c, next) {
    c.set('audit', undefined);
    await next();
    const entry = c.get('audit') ?? fallbackEntry(c);
    if (!entry) return;
    const user = c.get('user');
    try {
      await writeActionLog(deps.db, {
        ...entry,
        adminId: entry.adminId ?? user?.id ?? null,
        username: entry.username ?? user?.username ?? null,
        ip: c.get('ip'),
        userAgent: c.get('userAgent'),
        statusCode: c.res.status,
        at: deps.clock.now(),
      });
    } catch (err) {
      deps.logger.error('写入操作日志失败', err);
    }
  };
}

/**
 * Marks the request's change as logged inside its own transaction (the one write path,
 * engine/write.ts, wrote the row with the change): the middleware then writes nothing more.
 */
export function markLoggedInTransaction(c: Context<AppEnv>): void {
  auditedInTransaction.add(c);
}
