import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { LoginAnswer } from '../../src/domain/wire.ts';
import { createSessionStore } from '../../src/app/providers/session.ts';
import { PASSWORD } from './session.ts';

/**
 * Accounts and sessions for the account, message and settings e2e specs: an API caller with
 * every verb, a fresh system account per test (so no test reads another's inbox or rights), and
 * a browser context that starts logged in (the app's own session store writes its localStorage,
 * so no spec pays for a login form it is not testing).
 */

/** An API caller logged in as one account; every call expects a 2xx unless `status` is used. */
export interface Caller {
  uid: number;
  profile: LoginAnswer;
  /** The `cms_session` cookie the login set (GET downloads use it), if any. */
  cookie: string | null;
  get<T = Record<string, unknown>>(path: string): Promise<T>;
  post<T = Record<string, unknown>>(path: string, body: Record<string, unknown>): Promise<T>;
  put<T = Record<string, unknown>>(path: string, body: Record<string, unknown>): Promise<T>;
  /** The HTTP status of a GET (403, 404 …). */
  status(path: string): Promise<number>;
}

/** The status of `POST /account/admin/login` for these credentials (200, or 401/403 when refused). */
export async function loginStatus(request: APIRequestContext, username: string, password = PASSWORD): Promise<number> {
  return (await request.post('/api/cms/account/admin/login', { data: { username, password } })).status();
}

/** Logs `username` in through the API. */
export async function callerAs(request: APIRequestContext, username: string, password = PASSWORD): Promise<Caller> {
  const login = await request.post('/api/cms/account/admin/login', { data: { username, password } });
  expect(login.status(), `login ${username}`).toBe(200);
  const profile = ((await login.json()) as { data: LoginAnswer }).data;
  const cookie = /(?:^|\n)cms_session=([^;]*)/.exec(login.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value).join('\n'))?.[1] ?? null;
  const headers = { Authorization: `Basic ${Buffer.from(`${profile.id}:${profile.token ?? ''}`).toString('base64')}` };
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: Record<string, unknown>): Promise<T> => {
    const res = await request.fetch(`/api/cms${path}`, { method, headers, data: body });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
    return ((await res.json()) as { data: T }).data;
  };
  return {
    uid: Number(profile.id),
    profile,
    cookie,
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    put: (path, body) => call('PUT', path, body),
    status: async (path) => (await request.get(`/api/cms${path}`, { headers })).status(),
  };
}

/** A tag no other record has (base 36 time plus a random part): names and usernames end with it. */
export const freshTag = (): string => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36).padStart(2, '0')}`;

/** A system account made for one test. */
export interface NewAccount {
  id: number;
  username: string;
  name: string;
}

/**
 * Creates an enabled system account through the API as superadmin: `e2e_<tag>`, named
 * `测试<tag>`, with the group and permission actions given (none by default).
 */
export async function newAccount(request: APIRequestContext, tag: string, group = 64, actions: readonly string[] = []): Promise<NewAccount> {
  const root = await callerAs(request, 'superadmin');
  const username = `e2e_${tag}`;
  const name = `测试${tag}`;
  const created = await root.post<{ id: number }>('/account/admin', { username, password: PASSWORD, name, group });
  if (actions.length) {
    const rights = await root.get<{ version: number }>(`/account/admin/${created.id}/permission`);
    await root.put(`/account/admin/${created.id}/permission`, { group, actions: [...actions], version: rights.version });
  }
  return { id: created.id, username, name };
}

/** The browser storage of a logged-in session of `username`, written by the app's own session store. */
export async function sessionState(request: APIRequestContext, baseURL: string, username: string, password = PASSWORD) {
  const { profile, cookie } = await callerAs(request, username, password);
  const { hostname, origin } = new URL(baseURL);
  const cookies = cookie ? [{ name: 'cms_session', value: cookie, domain: hostname, path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' as const }] : [];
  const entries = new Map<string, string>();
  createSessionStore({ get: (k) => entries.get(k) ?? null, set: (k, v) => void entries.set(k, v), remove: (k) => void entries.delete(k) }).save(profile, Date.now());
  return { cookies, origins: [{ origin, localStorage: [...entries].map(([name, value]) => ({ name, value })) }] };
}

/** A new browser context logged in as `username`, and its page. */
export async function openAs(browser: Browser, request: APIRequestContext, baseURL: string, username: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ storageState: await sessionState(request, baseURL, username) });
  return { context, page: await context.newPage() };
}

/** Opens the antd Select labelled `label` inside `scope` by clicking its box, as a user does. */
export async function openSelect(scope: Locator, label: string): Promise<void> {
  await scope.locator('.ant-select').filter({ has: scope.page().getByLabel(label, { exact: true }) }).click();
}

/**
 * Clicks the option `label` of the open single antd Select and waits for its list to close: antd gives
 * the focus back to the select in a timer after a click in its list, and keys typed into the
 * next field before that timer ran were lost to it.
 */
export async function pickOption(page: Page, label: string): Promise<void> {
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: label }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  // that timer was set by the click's mousedown; a timer set now runs after it (on a loaded machine
  // the list could close before it had run, and 全局配置's 值 lost every key in a CI run)
  await page.evaluate(() => new Promise((done) => setTimeout(done, 0)));
}

/** Clicks the options `labels` of the open multiple antd Select (its list stays open), then closes it with Escape and waits for it to close. */
export async function pickOptions(page: Page, labels: readonly string[]): Promise<void> {
  for (const label of labels) {
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: label }).click();
  }
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}
