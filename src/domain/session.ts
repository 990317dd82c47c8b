/** Section 9: the token lifetime, 30 days in milliseconds. */
export const TOKEN_LIFETIME_MS = 2_592_000_000;

/** Section 9: the keys the app keeps of a session in localStorage. */
export const SESSION_KEYS = {
  token: 'token',
  lastAuth: 'lastAuthTime',
  uid: 'uid',
  group: 'group',
  username: 'username',
  status: 'status',
  avatar: 'avatar',
} as const;

/** Section 4: a session is valid while a token exists and the last-auth time is under the lifetime. */
export function isSessionValid(token: string | null | undefined, lastAuth: number | null | undefined, now: number): boolean {
  if (!token || lastAuth === null || lastAuth === undefined || !Number.isFinite(lastAuth)) return false;
  return now - lastAuth < TOKEN_LIFETIME_MS && now >= lastAuth - 60_000;
}

/** Login throttling: this many failures per username and address within the window give 429. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 5 * 60 * 1000;

/** Account status values. */
export const ACCOUNT_STATUS = { active: 1, disabled: 0 } as const;
