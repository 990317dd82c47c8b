import { TOKEN_LIFETIME_MS } from '../../domain/session.ts';
import type { Db } from '../db/database.ts';
import { fastReader, runQuery } from '../db/fastRead.ts';
import { hashToken, newToken } from './tokens.ts';

/** Creates a session valid TOKEN_LIFETIME_MS from `now`; returns the token (stored only hashed). */
export async function createSession(db: Db, adminId: number, now: number, ip: string, userAgent: string): Promise<string> {
  const token = newToken();
  await db
    .insertInto('session')
    .values({
      admin_id: adminId,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: now + TOKEN_LIFETIME_MS,
      revoked_at: null,
      ip,
      user_agent: userAgent,
    })
    .execute();
  return token;
}

/** A session with its admin: what every authenticated request needs. */
export interface SessionRow {
  sessionId: number;
  adminId: number;
  expiresAt: number;
  revokedAt: number | null;
  username: string;
  name: string;
  grp: number;
  status: number;
}

/** The session, its admin and one row per permission (`action` null when none): one statement. */
const SESSION_SQL = `select session.id as "sessionId", session.admin_id as "adminId", session.expires_at as "expiresAt", session.revoked_at as "revokedAt",
  admin.username as username, admin.name as name, admin.grp as grp, admin.status as status, admin_permission.action as action
  from session inner join admin on admin.id = session.admin_id left join admin_permission on admin_permission.admin_id = admin.id
  where session.token_hash = ? order by admin_permission.action`;
const PERMISSIONS_SQL = 'select action from admin_permission where admin_id = ? order by action';

type SessionRows = (SessionRow & { action: string | null })[];

/** The rows of SESSION_SQL as the session and its permissions (undefined when no session has the token). */
function sessionOf(rows: SessionRows): { session: SessionRow; permissions: string[] } | undefined {
  if (!rows.length) return undefined;
  const { action: _first, ...session } = rows[0];
  return { session, permissions: rows.flatMap((r) => (r.action === null ? [] : [r.action])) };
}

/** The session, its admin and its permissions for a token, uncached, through Kysely (waits for an open transaction). */
export async function readSession(db: Db, token: string): Promise<{ session: SessionRow; permissions: string[] } | undefined> {
  return sessionOf(await runQuery<SessionRows[number]>(db, { sql: SESSION_SQL, params: [hashToken(token)] }));
}

/** The permission actions granted to an admin. */
export async function permissionsOf(db: Db, adminId: number): Promise<string[]> {
  return (await runQuery<{ action: string }>(db, { sql: PERMISSIONS_SQL, params: [adminId] })).map((r) => r.action);
}

/** Revokes one session. */
export async function revokeSession(db: Db, sessionId: number, now: number): Promise<void> {
  await db.updateTable('session').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Revokes every live session of an admin, except `keepSessionId`. */
export async function revokeSessionsOf(db: Db, adminId: number, now: number, keepSessionId?: number): Promise<void> {
  let q = db.updateTable('session').set({ revoked_at: now }).where('admin_id', '=', adminId).where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) q = q.where('id', '!=', keepSessionId);
  await q.execute();
}

const MAX_CACHED = 1000;
const cached = new WeakMap<object, Map<string, { version: string; session: SessionRow | undefined; permissions: string[] }>>();

/**
 * The session, its admin and the admin's permissions for a token — what every request needs.
 * Read on cached prepared statements and kept per token while the database version is the one
 * it was read at (any committed write — a revocation, a permission change — by this server or
 * another process on the same database invalidates it), so a steady stream of reads costs one
 * version check per request (`FastReader.version`, in one read transaction with the session
 * read when that is needed). With a transaction open on the connection it reads through Kysely, uncached.
 */
export async function sessionWithPermissions(db: Db, token: string): Promise<{ session: SessionRow; permissions: string[] } | undefined> {
  const reader = fastReader(db);
  // PostgreSQL, or a transaction open on SQLite: read, uncached
  if (!reader) return readSession(db, token);
  const hash = hashToken(token);
  let byToken = cached.get(db);
  if (!byToken) cached.set(db, (byToken = new Map()));
  const tokens = byToken;
  const hit = reader.snapshot(() => {
    const version = reader.version();
    const known = tokens.get(hash);
    if (known && known.version === version) return known;
    const read = sessionOf(reader.all<SessionRows[number]>({ sql: SESSION_SQL, params: [hash] }));
    const fresh = { version, session: read?.session, permissions: read?.permissions ?? [] };
    tokens.delete(hash);
    if (tokens.size >= MAX_CACHED) tokens.delete(tokens.keys().next().value as string);
    tokens.set(hash, fresh);
    return fresh;
  });
  return hit.session ? { session: hit.session, permissions: [...hit.permissions] } : undefined;
}
