import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { createTestServer, type TestServer } from './testServer.ts';
import { uiServer } from './setupUi.ts';
import type { LoginAnswer } from '../../src/domain/wire.ts';
import { createSessionStore } from '../../src/app/providers/session.ts';
import { createStorage } from '../../src/domain/storage.ts';

/** Runs `work` with Node's `File` as the global one: the in-process server reads an upload's form as Node does, not with jsdom's `File`. */
export async function withNodeFile<T>(work: () => T | Promise<T>): Promise<T> {
  const jsdomFile = globalThis.File;
  globalThis.File = NodeFile as unknown as typeof File;
  try {
    return await work();
  } finally {
    globalThis.File = jsdomFile;
  }
}

/** Routes `/api/cms/*` of the ui tests to `server`; a multipart body (an upload) is read with Node's `File`. */
export function routeApiTo(server: TestServer): void {
  uiServer.use(
    http.all('*/api/cms/*', ({ request }) =>
      (request.headers.get('content-type') ?? '').startsWith('multipart/') ? withNodeFile(() => server.app.fetch(request)) : server.app.fetch(request),
    ),
  );
}

/**
 * Routes `/api/cms/*` of the ui tests to a real in-process server on a fresh in-memory database
 * (seeded with the demo data unless told otherwise).
 */
export async function useRealApi(opts: { seed?: boolean } = { seed: true }): Promise<TestServer> {
  const server = await createTestServer({ seed: opts.seed ?? true, now: Date.now() });
  uiServer.use(http.all('*/api/cms/*', ({ request }) => server.app.fetch(request)));
  return server;
}

/** Routes one path pattern to a fault: a network error, a status with a body, or a `{code}` envelope. */
export function useFault(pattern: string, fault: { network: true } | { status: number; body?: unknown }): void {
  uiServer.use(
    http.all(pattern, () =>
      'network' in fault ? HttpResponse.error() : HttpResponse.json(fault.body ?? null, { status: fault.status }),
    ),
  );
}

/** Logs a demo user in against the server and stores the session as the app's login would. */
export async function storeSession(server: TestServer, username: string): Promise<LoginAnswer> {
  const res = await server.request('POST', '/account/admin/login', { body: { username, password: 'demo123456' } });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
  const profile = (res.body as unknown as { data: LoginAnswer }).data;
  createSessionStore(createStorage(() => window.localStorage)).save(profile, Date.now());
  return profile;
}
