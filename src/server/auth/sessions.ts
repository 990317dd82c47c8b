import { TOKEN_LIFETIME_MS } from '../../domain/session.ts';
import type { Db } from '../db/database.ts';
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

/** The session and its admin for a token, or undefined. */
export async function findSession(db: Db, token: string) {
  return db
    .selectFrom('session')
    .innerJoin('admin', 'admin.id', 'session.admin_id')
    .select([
      'session.id as sessionId',
      'session.admin_id as adminId',
      'session.expires_at as expiresAt',
      'session.revoked_at as revokedAt',
      'admin.username',
      'admin.name',
      'admin.grp',
      'admin.status',
    ])
    .where('session.token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

/** The permission actions granted to an admin. */
export async function permissionsOf(db: Db, adminId: number): Promise<string[]> {
  const rows = await db.selectFrom('admin_permission').select('action').where('admin_id', '=', adminId).orderBy('action').execute();
  return rows.map((r) => r.action);
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
