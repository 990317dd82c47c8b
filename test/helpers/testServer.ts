import type { Hono } from 'hono';
import { basicAuthHeader } from '../../src/server/auth/tokens.ts';
import { createApp } from '../../src/server/app.ts';
import type { AppEnv, Logger } from '../../src/server/context.ts';
import { DEMO_PASSWORD, ensureDemoAccounts } from '../../src/server/db/accounts.ts';
import type { Db } from '../../src/server/db/database.ts';
import { openTestDatabase } from './testDatabase.ts';
import { responseText } from './responseText.ts';
import { seedDemoData } from '../../src/server/areas/needs/repairsSeed.ts';
import type { ServerArea } from '../../src/server/engine/area.ts';
import { SERVER_AREAS } from '../../src/server/composition.ts';

/** A demo account name, or null for an anonymous call. */
export type TestUser = 'superadmin' | 'admin' | 'staff' | 'member';

/** A clock tests can set and move. */
export interface TestClock {
  now(): number;
  set(ms: number): void;
  advance(ms: number): void;
}

/**
 * A parsed JSON body that tests can walk freely (`body.data.list.map(...)`) without `any`:
 * every property, index and array method is available and again a `Loose`.
 */
export type Loose = { readonly [key: string]: Loose } & Loose[];

export interface TestResponse {
  status: number;
  headers: Headers;
  body: Loose;
}

export interface TestRequestOptions {
  /** An object is sent as JSON; a string is sent as is (with content-type JSON unless `headers` says otherwise). */
  body?: unknown;
  as?: TestUser | null;
  headers?: Record<string, string>;
}

export interface TestServer {
  app: Hono<AppEnv>;
  db: Db;
  clock: TestClock;
  /** Calls `/api/cms{path}`, logged in as `as` (a cached login per user). */
  request(method: string, path: string, options?: TestRequestOptions): Promise<TestResponse>;
  /** Logs in with the demo password; returns uid, token and the Basic header. */
  login(username: string, password?: string): Promise<{ uid: number; token: string; auth: string }>;
  close(): Promise<void>;
}

/** 2026-11-22 12:00 China time: the default "now" of test servers. */
export const TEST_NOW = Date.UTC(2026, 10, 22, 4, 0, 0);

const silentLogger: Logger = { info: () => undefined, error: () => undefined };

/**
 * An in-process API server on a fresh database (SQLite in memory, or PostgreSQL: testDatabase.ts): migrated, the four demo accounts
 * always created, demo data only with `seed: true`; the composition root's areas unless `areas`
 * names others (a test's own area beside them). Used by the api and ui tests.
 */
export async function createTestServer(opts: { seed?: boolean; now?: number; logger?: Logger; uploadDir?: string; areas?: readonly ServerArea[] } = {}): Promise<TestServer> {
  let now = opts.now ?? TEST_NOW;
  const clock: TestClock = { now: () => now, set: (ms) => { now = ms; }, advance: (ms) => { now += ms; } };
  const database = await openTestDatabase();
  const db = database.db;
  await ensureDemoAccounts(db, now);
  if (opts.seed) await seedDemoData(db, now);
  const app = createApp({ areas: opts.areas ?? SERVER_AREAS, db, clock, logger: opts.logger ?? silentLogger, uploadDir: opts.uploadDir });
  const auths = new Map<string, string>();

  async function raw(method: string, path: string, options: TestRequestOptions, auth?: string): Promise<TestResponse> {
    const headers: Record<string, string> = {};
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    if (auth) headers.authorization = auth;
    const res = await app.request(`/api/cms${path}`, { method, body, headers: { ...headers, ...options.headers } });
    const text = await responseText(res);
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: res.status, headers: res.headers, body: parsed as Loose };
  }

  async function login(username: string, password = DEMO_PASSWORD) {
    const res = await raw('POST', '/account/admin/login', { body: { username, password } });
    if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
    const uid = Number(res.body.data.id);
    const token = String(res.body.data.token);
    return { uid, token, auth: basicAuthHeader(uid, token) };
  }

  return {
    app,
    db,
    clock,
    login,
    async request(method, path, options = {}) {
      let auth: string | undefined;
      if (options.as) {
        auth = auths.get(options.as);
        if (!auth) {
          auth = (await login(options.as)).auth;
          auths.set(options.as, auth);
        }
      }
      return raw(method, path, options, auth);
    },
    close: () => database.close(),
  };
}
