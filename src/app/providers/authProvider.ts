import type { AuthProvider } from '@refinedev/core';
import { createApiClient, type ApiOptions } from './apiClient.ts';
import type { AccessUser } from '../../domain/access.ts';
import type { LoginAnswer, Profile } from '../../domain/wire.ts';
import type { SessionStore } from './session.ts';
import { safeRedirect } from './redirect.ts';

/** What the auth provider needs: the API, the session store and a clock. */
export interface AuthProviderOptions extends Omit<ApiOptions, 'getAuthHeader'> {
  session: SessionStore;
  now?: () => number;
}

export interface LoginParams {
  username: string;
  password: string;
  /** Where to go after login (the `redirect` query parameter of /login). */
  redirect?: string | null;
}

/** `{group, permissions}` from `GET /account/permission/i` (what `decideAccess` takes). */
export type Permissions = AccessUser;

const actionsOf = (payload: unknown): string[] =>
  Array.isArray(payload)
    ? payload.map((p) => (typeof p === 'object' && p !== null && 'action' in p ? String((p as { action: unknown }).action) : String(p)))
    : [];

const loginPath = (): string => {
  if (typeof window === 'undefined') return '/login';
  const here = `${window.location.pathname}${window.location.search}`;
  return here.startsWith('/login') ? '/login' : `/login?redirect=${encodeURIComponent(here)}`;
};

/**
 * Login stores the section 9 keys; `check` is the section 4 rule (token and last-auth under
 * 30 days); a 401 anywhere logs out and goes to /login?redirect=<current path>.
 */
export function createAuthProvider({ session, now = Date.now, ...api }: AuthProviderOptions): AuthProvider {
  const call = createApiClient({ ...api, getAuthHeader: () => session.authHeader() });
  let cached: { token: string; access: Promise<AccessUser> } | null = null;
  /**
   * The caller's group (from `GET /account/admin/check`, so a group changed by an admin counts
   * without a new login) and permission actions, fetched together once per token.
   */
  const accessOf = (token: string, storedGroup: number): Promise<AccessUser> => {
    if (cached?.token !== token) {
      const groupOf = call('GET', '/account/admin/check')
        .then((p) => Number((p as Profile | null)?.group ?? storedGroup))
        .catch(() => storedGroup);
      const access = Promise.all([groupOf, call('GET', '/account/permission/i').then(actionsOf)]).then(([group, permissions]) => ({ group: Number.isFinite(group) ? group : storedGroup, permissions }));
      access.catch(() => {
        if (cached?.access === access) cached = null;
      });
      cached = { token, access };
    }
    return cached.access;
  };
  return {
    async login({ username, password, redirect }: LoginParams) {
      try {
        const profile = (await call('POST', '/account/admin/login', { body: { username, password } })) as LoginAnswer;
        session.save(profile, now());
        return { success: true, redirectTo: safeRedirect(redirect) };
      } catch (error) {
        return { success: false, error: error instanceof Error ? error : new Error(String(error)) };
      }
    },
    async logout() {
      if (session.token()) await call('POST', '/account/admin/logout').catch(() => undefined);
      session.clear();
      cached = null;
      return { success: true, redirectTo: '/login' };
    },
    async check() {
      if (session.isValid(now())) return { authenticated: true };
      session.clear();
      return { authenticated: false, logout: true, redirectTo: loginPath() };
    },
    async onError(error: { statusCode?: number; status?: number }) {
      const status = error?.statusCode ?? error?.status;
      if (status === 401) {
        session.clear();
        return { logout: true, redirectTo: loginPath() };
      }
      return {};
    },
    async getIdentity() {
      return session.identity();
    },
    async getPermissions(): Promise<Permissions | null> {
      const identity = session.identity();
      const token = session.token();
      if (!identity || !token || !session.isValid(now())) return null;
      return accessOf(token, Number(identity.group));
    },
  };
}
