import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources/index.ts';
import { repairs } from '../../resources/needs/repairs.ts';
import { fileReferencesOf, type FileReference } from '../../resources/settings/upload.ts';
import { basicAuthHeader } from '../../src/server/auth/tokens.ts';
import { createApp } from '../../src/server/app.ts';
import { ensureDemoAccounts } from '../../src/server/db/accounts.ts';
import type { Db } from '../../src/server/db/database.ts';
import { existingSchemaOf } from '../../src/server/db/introspect.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/testDatabase.ts';
import { canReadFile, FILE_REFERENCES } from '../../src/server/shared/files/fileAccess.ts';
import { SERVER_AREAS, serverAreaSet } from '../../src/server/composition.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let dir: string;
let database: TestDatabase;
let db: Db;
let app: ReturnType<typeof createApp>;
const auth: Record<string, string> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'uploads-'));
  database = await openTestDatabase();
  db = database.db;
  await ensureDemoAccounts(db, Date.now());
  app = createApp({ areas: SERVER_AREAS, db, clock: { now: () => Date.now() }, uploadDir: dir, logger: { info: () => undefined, error: () => undefined } });
  for (const u of ['superadmin', 'admin', 'staff', 'member']) {
    const res = await app.request('/api/cms/account/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: u, password: 'demo123456' }) });
    const body = (await res.json()) as { data: { id: number; token: string } };
    auth[u] = basicAuthHeader(body.data.id, body.data.token);
  }
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

async function upload(content: Uint8Array, name: string, as = 'staff') {
  const form = new FormData();
  form.append('file', new File([content as BlobPart], name));
  const res = await app.request('/api/cms/system/upload', { method: 'POST', body: form, headers: { authorization: auth[as] } });
  return { status: res.status, body: (await res.json()) as { data: { key: string; name: string; url: string; mime: string }; message: string } };
}

const download = (url: string, as: string) => app.request(url, { headers: { authorization: auth[as] } });

describe('POST /system/upload', () => {
  it('stores a PNG under a server-chosen name and serves it back with the Chinese name and safe headers', async () => {
    const res = await upload(PNG, '维修照片.png');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: '维修照片.png', mime: 'image/png' });
    const files = readdirSync(dir);
    expect(files.some((f) => /^[0-9a-f-]{36}\.png$/.test(f))).toBe(true);
    expect(files.some((f) => f.includes('维修'))).toBe(false);
    expect(res.body.data.url).toBe(`/api/cms/system/upload/${res.body.data.key}`);
    const dl = await download(res.body.data.url, 'staff');
    expect(dl.status).toBe(200);
    expect(dl.headers.get('content-type')).toBe('image/png');
    expect(dl.headers.get('x-content-type-options')).toBe('nosniff');
    expect(dl.headers.get('content-disposition')).toBe(`inline; filename="____.png"; filename*=UTF-8''${encodeURIComponent('维修照片.png')}`);
    expect(Buffer.from(await dl.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('a PDF is always an attachment', async () => {
    const res = await upload(PDF, '保修政策 2026.pdf');
    expect(res.status).toBe(200);
    const dl = await download(res.body.data.url, 'staff');
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

  it('a missing file field is 400; an unknown key is 404', async () => {
    const form = new FormData();
    form.append('other', 'x');
    const res = await app.request('/api/cms/system/upload', { method: 'POST', body: form, headers: { authorization: auth.staff } });
    expect(res.status).toBe(400);
    expect((await download('/api/cms/system/upload/AAAAAAAAAAAAAAAAAAAAAA', 'staff')).status).toBe(404);
  });
});

describe('GET /system/upload/:key: unguessable keys, access follows the record that uses the file (issue 15)', () => {
  it('a file is reached by a random 128-bit key; its sequential id is 404 even to its uploader', async () => {
    const a = await upload(PNG, 'a.png');
    const b = await upload(PNG, 'b.png');
    expect(a.body.data.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(a.body.data.key).not.toBe(b.body.data.key);
    const row = await db.selectFrom('upload_file').select('id').where('key', '=', a.body.data.key).executeTakeFirstOrThrow();
    for (const path of [`/api/cms/system/upload/${row.id}`, '/api/cms/system/upload/1', '/api/cms/system/upload/2']) {
      const res = await download(path, 'staff');
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe('记录不存在或已被删除');
    }
    expect((await download(a.body.data.url, 'staff')).status).toBe(200);
  });

  it('a file no record uses is readable by its uploader and a super admin only', async () => {
    const { body } = await upload(PNG, '未使用.png');
    expect((await download(body.data.url, 'staff')).status).toBe(200);
    expect((await download(body.data.url, 'superadmin')).status).toBe(200);
    expect((await download(body.data.url, 'admin')).status).toBe(404);
    expect((await download(body.data.url, 'member')).status).toBe(404);
    expect((await app.request(body.data.url)).status).toBe(401);
  });

  it('a file used as an avatar (an image field) is public to every logged-in user', async () => {
    const { body } = await upload(PNG, '头像.png');
    expect((await download(body.data.url, 'member')).status).toBe(404);
    const profile = await app.request('/api/cms/account/admin/profile/i', { method: 'PUT', headers: { authorization: auth.staff, 'content-type': 'application/json' }, body: JSON.stringify({ avatar: body.data.url }) });
    expect(profile.status).toBe(200);
    expect((await download(body.data.url, 'member')).status).toBe(200);
    expect((await download(body.data.url, 'admin')).status).toBe(200);
  });

  it('a file attached to a record (a file field) follows that record\'s read access', async () => {
    const { body } = await upload(PDF, '检测报告.pdf', 'admin');
    const attachment: FileReference = { resource: 'repairs', field: 'report', table: 'repair', column: 'solution', access: 'record', read: repairs.access };
    const now = new Date().toISOString();
    await db.insertInto('repair').values({ no: 'WX202611240001', type: 1, status: 'pending', service_mode: 'mail', serial: 'SUP01AB2401', model: null, customer_name: '陈志强', customer_phone: '13812345678', customer_company: null, address: null, fault: '激光头不出光', solution: body.data.url, fee: 0, engineer: null, express_in: null, express_out: null, created_at: now, updated_at: now, version: 1, created_by: null }).execute();
    const file = await db.selectFrom('upload_file').select(['key', 'uploader_id']).where('key', '=', body.data.key).executeTakeFirstOrThrow();
    const user = async (username: string) => {
      const a = await db.selectFrom('admin').select(['id', 'username', 'name', 'grp', 'status']).where('username', '=', username).executeTakeFirstOrThrow();
      const permissions = (await db.selectFrom('admin_permission').select('action').where('admin_id', '=', a.id).execute()).map((p) => p.action);
      return { id: a.id, username: a.username, name: a.name, group: a.grp, status: a.status, permissions, sessionId: 0 };
    };
    expect(await canReadFile(serverAreaSet(), db, await user('staff'), file, [attachment])).toBe(true);
    expect(await canReadFile(serverAreaSet(), db, await user('member'), file, [attachment])).toBe(false);
    await db.deleteFrom('repair').where('no', '=', 'WX202611240001').execute();
    expect(await canReadFile(serverAreaSet(), db, await user('staff'), file, [attachment])).toBe(false);
    expect(await canReadFile(serverAreaSet(), db, await user('admin'), file, [attachment])).toBe(true);
  });
});

describe('which files are public (README, docs/decisions.md)', () => {
  it('the image fields: admin 头像, customer 头像 and 微信头像; the file fields: a knowledge-base document\'s file and a file library entry\'s', () => {
    expect(FILE_REFERENCES.map((r) => `${r.table}.${r.column} ${r.access}`)).toEqual(['admin.avatar public', 'customer.avatar public', 'customer.wechat_avatar public', 'ai_document.file record', 'oss_file.file record']);
  });

  it('every column that may hold a file URL has an index starting with it (a download looks it up)', async () => {
    const schema = await existingSchemaOf(db as unknown as Kysely<unknown>);
    for (const ref of fileReferencesOf(resources)) {
      const firsts = (schema[ref.table]?.indexes ?? []).map((i) => i.columns[0]);
      expect(firsts, `${ref.table}.${ref.column}`).toContain(ref.column);
    }
  });
});
