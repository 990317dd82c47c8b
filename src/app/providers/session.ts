import { SESSION_KEYS, isSessionValid } from '../../domain/session.ts';
import type { KeyValueStorage } from '../../domain/storage.ts';
import type { LoginAnswer, Profile } from '../../domain/wire.ts';
import { basicAuth } from './apiClient.ts';

/** The identity refine's `useGetIdentity` gives: the stored profile (the token is kept apart). */
export type Identity = Profile & { name: string };

/** Where the full profile is kept beside the section 9 keys. */
export const PROFILE_KEY = 'profile';

/** Reads and writes the section 9 session keys. */
export interface SessionStore {
  save(answer: LoginAnswer, now: number): void;
  clear(): void;
  token(): string | null;
  isValid(now: number): boolean;
  identity(): Identity | null;
  authHeader(): string | null;
}

const safe = <T>(fn: () => T, fallback: T): T => {
  try {
    return fn();
  } catch {
    return fallback;
  }
};

export function createSessionStore(storage: KeyValueStorage): SessionStore {
  const identity = (): Identity | null =>
    safe(() => {
      const raw = storage.get(PROFILE_KEY);
      if (!raw) return null;
      const p = JSON.parse(raw) as Profile;
      return { ...p, name: p.info?.name || p.info?.nickname || p.username };
    }, null);
  return {
    save(answer, now) {
      const { token, ...profile } = answer;
      storage.set(SESSION_KEYS.token, token);
      storage.set(SESSION_KEYS.lastAuth, String(now));
      storage.set(SESSION_KEYS.uid, String(profile.id));
      storage.set(SESSION_KEYS.group, String(profile.group));
      storage.set(SESSION_KEYS.username, profile.username);
      storage.set(SESSION_KEYS.status, String(profile.status ?? ''));
      storage.set(SESSION_KEYS.avatar, profile.avatar ?? '');
      storage.set(PROFILE_KEY, JSON.stringify(profile));
    },
    clear() {
      for (const key of [...Object.values(SESSION_KEYS), PROFILE_KEY]) safe(() => storage.remove(key), undefined);
    },
    token: () => safe(() => storage.get(SESSION_KEYS.token), null),
    isValid(now) {
      return safe(() => isSessionValid(storage.get(SESSION_KEYS.token), Number(storage.get(SESSION_KEYS.lastAuth) ?? NaN), now), false);
    },
    identity,
    authHeader() {
      return safe(() => {
        const token = storage.get(SESSION_KEYS.token);
        const uid = storage.get(SESSION_KEYS.uid);
        return token && uid ? basicAuth(uid, token) : null;
      }, null);
    },
  };
}
