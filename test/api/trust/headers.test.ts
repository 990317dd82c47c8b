import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointTable, routeTable } from '../../../resources/registry.ts';
import { createApp } from '../../../src/server/app.ts';
import { createStaticApp } from '../../../src/server/static.ts';
import { createTestServer, type TestServer } from '../../helpers/testServer.ts';
import { SERVER_AREAS } from '../../../src/server/composition.ts';

/**
 * Headers on every response — every API endpoint (anonymous and logged in), every client route
 * served by the static app, assets, errors and 404s — plus the session cookie's flags, CSRF
 * (cookie-only and form-encoded writes refused) and CORS (configured origins only).
 */

let s: TestServer;
let dist: string;
let counted = 0;
beforeAll(async () => {
  s = await createTestServer();
  dist = mkdtempSync(join(tmpdir(), 'cms-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(async () => {
  await s.close();
  rmSync(dist, { recursive: true, force: true });
  console.info(`headers: ${counted} responses checked`);
});

function expectSecurityHeaders(headers: Headers, where: string): void {
  counted += 1;
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, where).toContain("object-src 'none'");
  expect(csp, where).toContain("base-uri 'none'");
  expect(csp, where).toContain("frame-ancestors 'none'");
  expect(csp, where).toMatch(/script-src 'self'(;|$)/);
  expect(csp, where).toMatch(/style-src 'self' 'unsafe-inline'/);
  expect(headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(headers.get('referrer-policy'), where).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options'), where).toBe('DENY');
}

const sample = (path: string): string => path.replace(/:id\?/g, '1').replace(/:[a-z]+/gi, '1');

describe('security headers on every response', () => {
  it('every endpoint, anonymous and as a super admin', async () => {
    for (const e of endpointTable()) {
      for (const as of [null, 'superadmin'] as const) {
        const body = e.method === 'GET' || e.method === 'DELETE' ? undefined : {};
        const res = await s.request(e.method, sample(e.path), { as, body });
        expectSecurityHeaders(res.headers, `${as ?? 'anonymous'} ${e.method} ${e.path} → ${res.status}`);
      }
    }
  });

  it('API errors: 404, 400, 413, 415, 405-ish and 500', async () => {
    const cases = [
      await s.request('GET', '/no/such/route'),
      await s.request('POST', '/needs/manage-repair', { as: 'staff', body: '{' }),
      await s.request('POST', '/needs/manage-repair', { as: 'staff', body: { fault: 'x'.repeat(1024 * 1024 + 1) } }),
      await s.request('POST', '/needs/manage-repair', { as: 'staff', body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      await s.request('PATCH', '/needs/manage-repairs', { as: 'staff' }),
    ];
    for (const res of cases) expectSecurityHeaders(res.headers, `status ${res.status}`);
    const broken = await createTestServer();
    await broken.db.schema.dropTable('repair_event').execute();
    const failed = await broken.request('GET', '/needs/manage-repair/1/status', { as: 'superadmin' });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders(failed.headers, `status ${failed.status}`);
    await broken.close();
  });

  it('every client route of routeTable(), index.html, assets, files and 404s of the static app', async () => {
    const site = createStaticApp(dist, { title: '激光设备服务管理后台', officialSiteUrl: '' });
    expect(site).not.toBeNull();
    const paths = [...routeTable().map((r) => sample(r.path)), '/', '/index.html', '/assets/app.js', '/favicon.svg', '/assets/missing.js', '/no/such/page'];
    for (const path of paths) {
      const res = await site!.request(path);
      expect(res.status, path).toBeLessThan(400);
      expectSecurityHeaders(res.headers, `GET ${path} → ${res.status}`);
    }
    const html = await (await site!.request('/repair/list')).text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const post = await site!.request('/repair/list', { method: 'POST' });
    expect(post.status).toBe(404);
    expectSecurityHeaders(post.headers, 'POST to the static app');
  });
});

describe('the session cookie', () => {
  const loginWith = (app: ReturnType<typeof createApp>, headers: Record<string, string> = {}) =>
    app.request('/api/cms/account/admin/login', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ username: 'staff', password: 'demo123456' }) });

  it('is HttpOnly and SameSite; Secure only over HTTPS (behind a trusted proxy: X-Forwarded-Proto)', async () => {
    const plain = createApp({ areas: SERVER_AREAS, db: s.db, clock: s.clock });
    const proxied = createApp({ areas: SERVER_AREAS, db: s.db, clock: s.clock, trustProxy: true });
    const http = (await loginWith(plain)).headers.get('set-cookie') ?? '';
    expect(http).toMatch(/HttpOnly/i);
    expect(http).toMatch(/SameSite=Lax/i);
    expect(http).not.toMatch(/Secure/i);
    expect((await loginWith(plain, { 'x-forwarded-proto': 'https' })).headers.get('set-cookie')).not.toMatch(/Secure/i);
    expect((await loginWith(proxied, { 'x-forwarded-proto': 'https' })).headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    const direct = await plain.request('https://cms.example.com/api/cms/account/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'staff', password: 'demo123456' }) });
    expect(direct.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
  });

  it('alone never authorises a write, on any endpoint', async () => {
    const res = await s.request('POST', '/account/admin/login', { body: { username: 'superadmin', password: 'demo123456' } });
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
    expect((await s.request('GET', '/account/admin/check', { headers: { cookie } })).status).toBe(200);
    for (const e of endpointTable().filter((x) => x.method !== 'GET' && !x.access.public)) {
      const r = await s.request(e.method, sample(e.path), { body: e.method === 'DELETE' ? undefined : {}, headers: { cookie } });
      expect(r.status, `${e.method} ${e.path} with only the cookie`).toBe(401);
    }
  });

  it('a form-encoded write is refused on every writing endpoint', async () => {
    for (const e of endpointTable().filter((x) => x.method === 'POST' || x.method === 'PUT')) {
      const r = await s.request(e.method, sample(e.path), { as: 'superadmin', body: 'version=1&action=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      if ('multipart' in e && e.multipart) expect(r.status, `${e.method} ${e.path} (multipart upload)`).toBeGreaterThanOrEqual(400);
      else expect(r.status, `${e.method} ${e.path}`).toBe(415);
    }
  });
});

describe('CORS and the origin of writes', () => {
  const ALLOWED = 'https://ok.example.com';
  let app: ReturnType<typeof createApp>;
  let auth = '';
  beforeAll(async () => {
    app = createApp({ areas: SERVER_AREAS, db: s.db, clock: s.clock, corsOrigins: [ALLOWED] });
    auth = (await s.login('staff')).auth;
  });

  it('answers a preflight only for a configured origin', async () => {
    const ok = await app.request('/api/cms/needs/manage-repairs', { method: 'OPTIONS', headers: { origin: ALLOWED, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    expect(ok.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const evil = await app.request('/api/cms/needs/manage-repairs', { method: 'OPTIONS', headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'GET' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const read = await app.request('/api/cms/needs/manage-repairs', { headers: { origin: 'https://evil.example.com', authorization: auth } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a write from a foreign origin with 40302 and logs it; same-origin and configured ones pass', async () => {
    const body = JSON.stringify({ nickname: '小李' });
    const headers = (origin: Record<string, string>) => ({ 'content-type': 'application/json', authorization: auth, ...origin });
    const before = (await s.db.selectFrom('action_log').select('id').execute()).length;
    const evil = await app.request('/api/cms/account/admin/profile/i', { method: 'PUT', body, headers: headers({ origin: 'https://evil.example.com' }) });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toEqual({ code: '40302', message: '请求来源不被信任', data: null });
    const fetchMeta = await app.request('/api/cms/account/admin/profile/i', { method: 'PUT', body, headers: headers({ 'sec-fetch-site': 'cross-site' }) });
    expect(fetchMeta.status).toBe(403);
    const rows = await s.db.selectFrom('action_log').selectAll().orderBy('id').execute();
    expect(rows.slice(before).map((r) => r.action)).toEqual(['access.denied', 'access.denied']);
    const same = await app.request('http://cms.local/api/cms/account/admin/profile/i', { method: 'PUT', body, headers: headers({ origin: 'http://cms.local', host: 'cms.local' }) });
    expect(same.status).toBe(200);
    const configured = await app.request('/api/cms/account/admin/profile/i', { method: 'PUT', body, headers: headers({ origin: ALLOWED }) });
    expect(configured.status).toBe(200);
    expect(configured.headers.get('access-control-allow-origin')).toBe(ALLOWED);
  });
});
