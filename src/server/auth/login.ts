import type { Handler } from 'hono';
import { setCookie } from 'hono/cookie';
import { z } from 'zod';
import { ok } from '../../domain/envelope.ts';
import type { LoginAnswer } from '../../domain/wire.ts';
import { ACCOUNT_STATUS, LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES, TOKEN_LIFETIME_MS } from '../../domain/session.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';
import { createSession, revokeSession } from './sessions.ts';
import { SESSION_COOKIE } from './tokens.ts';
import { readJsonObject, rejectUnknownKeys } from '../body.ts';
import type { AppEnv, Deps } from '../context.ts';
import { ApiError } from '../errors.ts';
import { runWrite } from '../engine/write.ts';
import { isHttps } from '../middleware/origin.ts';
import { loadProfile } from '../areas/people/profile.ts';

const LoginBody = z.object({
  username: z.string('请输入用户名').trim().min(1, '请输入用户名').max(64, '用户名过长'),
  password: z.string('请输入密码').min(1, '请输入密码').max(128, '密码过长'),
});

/**
 * POST login: throttled per (username, ip) before the password is checked; unknown user and
 * wrong password get the same 401; a disabled account with the right password gets 403.
 * Success: a new session token (stored hashed) and the `cms_session` cookie.
 */
export const loginHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const body = await readJsonObject(c);
  rejectUnknownKeys(body, new Set(['username', 'password']));
  const parsed = LoginBody.safeParse(body);
  if (!parsed.success) throw new ApiError('VALIDATION_FAILED', parsed.error.issues[0]?.message);
  const { username, password } = parsed.data;
  const ip = c.get('ip');
  const now = deps.clock.now();
  function refuse(reason: string, adminId: number | null, name: 'LOGIN_FAILED' | 'TOO_MANY_ATTEMPTS' | 'ACCOUNT_DISABLED'): never {
    c.set('audit', { action: 'login.refused', resource: 'account', recordId: adminId, username, adminId, after: { reason } });
    throw new ApiError(name);
  }
  const failures = await deps.db
    .selectFrom('login_failure')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('username', '=', username)
    .where('ip', '=', ip)
    .where('at', '>', now - LOGIN_FAILURE_WINDOW_MS)
    .executeTakeFirst();
  if (Number(failures?.n ?? 0) >= LOGIN_MAX_FAILURES) refuse('throttled', null, 'TOO_MANY_ATTEMPTS');
  const admin = await deps.db.selectFrom('admin').select(['id', 'password_hash', 'status']).where('username', '=', username).executeTakeFirst();
  const valid = admin ? await verifyPassword(password, admin.password_hash) : await verifyAgainstDummy(password);
  if (!admin || !valid) {
    await deps.db.insertInto('login_failure').values({ username, ip, at: now }).execute();
    refuse(admin ? 'wrong-password' : 'unknown-user', admin?.id ?? null, 'LOGIN_FAILED');
  }
  if (admin.status !== ACCOUNT_STATUS.active) refuse('disabled', admin.id, 'ACCOUNT_DISABLED');
  // a new session: the user's other streams need not recount anything, but every write publishes, and this is the session's topic
  const token = await runWrite(c, deps, { action: 'login', resource: 'account', publish: [{ topic: 'session', userIds: [admin.id] }] }, async ({ trx }) => {
    await trx.deleteFrom('login_failure').where('username', '=', username).where('ip', '=', ip).execute();
    const created = await createSession(trx, admin.id, now, ip, c.get('userAgent'));
    return { result: created, log: { recordId: admin.id, adminId: admin.id, username } };
  });
  const profile = await loadProfile(deps.db, admin.id);
  setCookie(c, SESSION_COOKIE, `${admin.id}:${token}`, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/api',
    secure: isHttps(c, deps.trustProxy),
    maxAge: Math.floor(TOKEN_LIFETIME_MS / 1000),
  });
  if (!profile) throw new ApiError('LOGIN_FAILED');
  const answer: LoginAnswer = { ...profile, token };
  return c.json(ok(answer));
};

/** POST logout: revokes the calling token and clears the cookie. */
export const logoutHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const user = c.get('user');
  if (!user) throw new ApiError('UNAUTHORIZED');
  await runWrite(c, deps, { action: 'logout', resource: 'account', publish: [{ topic: 'session', userIds: [user.id] }] }, async ({ trx, now }) => {
    await revokeSession(trx, user.sessionId, now);
    return { result: undefined, log: { recordId: user.id } };
  });
  setCookie(c, SESSION_COOKIE, '', { httpOnly: true, sameSite: 'Lax', path: '/api', maxAge: 0 });
  return c.json(ok(null));
};
