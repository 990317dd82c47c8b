import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuthHeader } from '../../src/server/auth/tokens.ts';
import { createApp } from '../../src/server/app.ts';
import { ensureDemoAccounts } from '../../src/server/db/accounts.ts';
import { openDatabase, type Db } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let dir: string;
let db: Db;
let app: ReturnType<typeof createApp>;
const auth: Record<string, string> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'uploads-'));
  db = openDatabase(':memory:');
  await migrateToLatest(db);
  await ensureDemoAccounts(db, Date.now());
  app = createApp({ db, clock: { now: () => Date.now() }, uploadDir: dir, logger: { info: () => undefined, error: () => undefined } });
  for (const u of ['staff', 'member']) {
    const res = await app.request('/api/cms/account/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: u, password: 'demo123456' }) });
    const body = (await res.json()) as { data: { id: number; token: string } };
    auth[u] = basicAuthHeader(body.data.id, body.data.token);
  }
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

async function upload(content: Uint8Array, name: string, as = 'staff') {
  const form = new FormData();
  form.append('file', new File([content as BlobPart], name));
  const res = await app.request('/api/cms/system/upload', { method: 'POST', body: form, headers: { authorization: auth[as] } });
  return { status: res.status, body: (await res.json()) as { data: { id: number; name: string; url: string; mime: string }; message: string } };
}

describe('POST /system/upload', () => {
  it('stores a PNG under a server-chosen name and serves it back with the Chinese name and safe headers', async () => {
    const res = await upload(PNG, '维修照片.png');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: '维修照片.png', mime: 'image/png' });
    const files = readdirSync(dir);
    expect(files.some((f) => /^[0-9a-f-]{36}\.png$/.test(f))).toBe(true);
    expect(files.some((f) => f.includes('维修'))).toBe(false);
    const dl = await app.request(`/api/cms/system/upload/${res.body.data.id}`, { headers: { authorization: auth.member } });
    expect(dl.status).toBe(200);
    expect(dl.headers.get('content-type')).toBe('image/png');
    expect(dl.headers.get('x-content-type-options')).toBe('nosniff');
    expect(dl.headers.get('content-disposition')).toBe(`inline; filename="____.png"; filename*=UTF-8''${encodeURIComponent('维修照片.png')}`);
    expect(Buffer.from(await dl.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('a PDF is always an attachment', async () => {
    const res = await upload(PDF, '保修政策 2026.pdf');
    expect(res.status).toBe(200);
    const dl = await app.request(`/api/cms/system/upload/${res.body.data.id}`, { headers: { authorization: auth.staff } });
    expect(dl.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(dl.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each<[string, Uint8Array, string, number, string]>([
    ['HTML named .png', Buffer.from('<html><script>alert(1)</script></html>'), 'photo.png', 400, '不支持的文件类型'],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', 400, '不支持的文件类型'],
    ['PNG named .pdf', PNG, 'manual.pdf', 400, '文件内容与扩展名不符'],
    ['PDF named .jpg', PDF, 'photo.jpg', 400, '文件内容与扩展名不符'],
    ['slash in the name', PNG, '../../etc/passwd.png', 400, '路径分隔符'],
    ['backslash in the name', PNG, '..\\evil.png', 400, '路径分隔符'],
    ['an empty file', new Uint8Array(), 'empty.png', 400, '文件不能为空'],
  ])('refuses %s', async (_label, content, name, status, message) => {
    const before = readdirSync(dir).length;
    const res = await upload(content, name);
    expect(res.status).toBe(status);
    expect(res.body.message).toContain(message);
    expect(readdirSync(dir).length).toBe(before);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload(big, 'big.png');
    expect(res.status).toBe(413);
    expect(res.body.message).toContain('10 MB');
  });

  it('refuses a JSON body (415), a member (403) and an anonymous caller (401)', async () => {
    const json = await app.request('/api/cms/system/upload', { method: 'POST', body: '{}', headers: { authorization: auth.staff, 'content-type': 'application/json' } });
    expect(json.status).toBe(415);
    expect((await upload(PNG, 'a.png', 'member')).status).toBe(403);
    const form = new FormData();
    form.append('file', new File([PNG as BlobPart], 'a.png'));
    expect((await app.request('/api/cms/system/upload', { method: 'POST', body: form })).status).toBe(401);
  });

  it('a missing file field is 400; an unknown id is 404', async () => {
    const form = new FormData();
    form.append('other', 'x');
    const res = await app.request('/api/cms/system/upload', { method: 'POST', body: form, headers: { authorization: auth.staff } });
    expect(res.status).toBe(400);
    expect((await app.request('/api/cms/system/upload/99999', { headers: { authorization: auth.staff } })).status).toBe(404);
  });
});
