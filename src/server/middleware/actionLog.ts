import type { MiddlewareHandler } from 'hono';
import type { AppEnv, AuditEntry, Deps } from '../context.ts';
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

/** Inserts one action-log row (secrets stripped). */
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
      ip: e.ip,
      user_agent: e.userAgent,
      status_code: e.statusCode,
      created_at: new Date(e.at).toISOString(),
    })
    .execute();
}

/**
 * After the handler: when it set `audit` (a change, a refused login, a refused access),
 * writes exactly one action-log row with the final status code.
 */
export function actionLog(deps: Pick<Deps, 'db' | 'clock' | 'logger'>): MiddlewareHandler<AppEnv> {
  return async function actionLogMiddleware(c, next) {
    c.set('audit', undefined);
    await next();
    const entry = c.get('audit');
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
