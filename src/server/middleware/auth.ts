import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { ACCOUNT_STATUS } from '../../domain/session.ts';
import { sessionWithPermissions } from '../auth/sessions.ts';
import { parseBasicAuth, parseCredentialPair, SESSION_COOKIE, type Credentials } from '../auth/tokens.ts';
import type { AppEnv, AuthProblem, Deps } from '../context.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Authenticates every request by its token (Basic header first, then the `cms_session`
 * cookie — which alone authorises only reads). Sets `user` (with permissions read from the
 * database now) or `user = null` and `authProblem`. Never answers by itself: the access
 * guard decides.
 */
export function authenticate(deps: Pick<Deps, 'db' | 'clock'>): MiddlewareHandler<AppEnv> {
  return async function authMiddleware(c, next) {
    c.set('user', null);
    c.set('authVia', null);
    const header = c.req.header('authorization');
    let creds: Credentials | null = parseBasicAuth(header);
    let via: 'basic' | 'cookie' = 'basic';
    let problem: AuthProblem = header ? 'invalid' : 'missing';
    if (!creds && !header) {
      const cookie = getCookie(c, SESSION_COOKIE);
      if (cookie) {
        creds = parseCredentialPair(cookie);
        via = 'cookie';
        problem = 'invalid';
      }
    }
    if (creds) {
      const found = await sessionWithPermissions(deps.db, creds.token);
      const s = found?.session;
      if (!s || s.adminId !== creds.uid || s.revokedAt !== null) problem = 'invalid';
      else if (deps.clock.now() >= s.expiresAt) problem = 'expired';
      else if (s.status !== ACCOUNT_STATUS.active) problem = 'disabled';
      else if (via === 'cookie' && !SAFE_METHODS.has(c.req.method)) problem = 'cookie-write';
      else {
        problem = 'none';
        c.set('authVia', via);
        c.set('user', {
          id: s.adminId,
          username: s.username,
          name: s.name,
          group: s.grp,
          status: s.status,
          permissions: found.permissions,
          sessionId: s.sessionId,
        });
      }
    }
    c.set('authProblem', problem);
    await next();
  };
}
