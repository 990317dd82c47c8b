import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES, REFERRER_POLICY, SECURITY_HEADERS } from '../../src/server/middleware/securityHeaders.ts';

/** The constant security headers equal what Hono's `secureHeaders` makes of the same policy. */
describe('security headers computed once', () => {
  it('are exactly the headers of hono/secure-headers with our options', async () => {
    const app = new Hono();
    app.use('*', secureHeaders({
      contentSecurityPolicy: CSP_DIRECTIVES,
      referrerPolicy: REFERRER_POLICY,
      xFrameOptions: 'DENY',
      crossOriginResourcePolicy: 'same-origin',
      crossOriginOpenerPolicy: 'same-origin',
      permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    }));
    app.get('/', (c) => c.body(null, 204));
    const res = await app.request('/');
    const expected = [...res.headers].sort();
    const ours = SECURITY_HEADERS.map(([k, v]) => [k.toLowerCase(), v]).sort();
    expect(ours).toEqual(expected);
  });
});

describe('security headers over real HTTP (@hono/node-server sets them on the Node response)', () => {
  it('are on a list answer, a 404, a 401 and a 400, once each', async () => {
    const { serve } = await import('@hono/node-server');
    const { createTestServer } = await import('../helpers/testServer.ts');
    const s = await createTestServer();
    const server = serve({ fetch: s.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as { port: number };
    try {
      const login = await s.request('POST', '/account/admin/login', { body: { username: 'superadmin', password: 'demo123456' } });
      expect(login.status).toBe(200);
      const cookie = /(cms_session=[^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
      const base = `http://127.0.0.1:${port}/api/cms`;
      const answers = [
        await fetch(`${base}/needs/manage-repairs?type=1`, { headers: { cookie } }),
        await fetch(`${base}/no/such/route`, { headers: { cookie } }),
        await fetch(`${base}/needs/manage-repairs?type=1`),
        await fetch(`${base}/needs/manage-repairs?type=1&fields=some`, { headers: { cookie } }),
      ];
      expect(answers.map((r) => r.status)).toEqual([200, 404, 401, 400]);
      for (const res of answers) {
        for (const [name, value] of SECURITY_HEADERS) expect(res.headers.get(name), `${res.status} ${name}`).toBe(value);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      }
    } finally {
      await new Promise((r) => server.close(r));
      await s.close();
    }
  });
});
