import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_KEY_PATTERN, uploadUrl } from '../../resources/settings/upload.ts';
import { basicAuthHeader } from '../../src/server/auth/tokens.ts';
import { createApp } from '../../src/server/app.ts';
import { ensureDemoAccounts } from '../../src/server/db/accounts.ts';
import type { Db } from '../../src/server/db/database.ts';
import { openEmptyTestDatabase } from '../helpers/emptyTestDatabase.ts';
import { loadMigrations, migrateToLatest } from '../../src/server/db/migrate.ts';
import { SERVER_AREAS } from '../../src/server/composition.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const AT = '2026-11-20T02:00:00.000Z';
const BEFORE = '2026_11_22_0006_speed';

let db: Db;
let closeDb: () => Promise<void>;
let dir: string;
const migrator = () => new Migrator({ db, provider: { getMigrations: loadMigrations } });
const idOf = async (username: string): Promise<number> => (await db.selectFrom('admin').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'migration0007-'));
  ({ db, close: closeDb } = await openEmptyTestDatabase());
  expect((await migrator().migrateTo(BEFORE)).error).toBeUndefined();
  await ensureDemoAccounts(db, Date.parse(AT));
});
afterEach(async () => {
  await closeDb();
  rmSync(dir, { recursive: true, force: true });
});

/** A private message admin → staff that management rewrote before issue 15, with the log rows that recorded it. */
async function rewrittenMessage(): Promise<number> {
  const [admin, staff] = [await idOf('admin'), await idOf('staff')];
  const row = await db.insertInto('message').values({ sender_id: admin, title: '伪造的标题', content: '伪造的内容', status: 'sent', sent_at: AT, created_at: AT, updated_at: AT, version: 2 }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('message_receipt').values({ message_id: row.id, recipient_id: staff, delivered_at: AT, read_at: null, deleted_at: null }).execute();
  const log = (action: string, before: object | null, after: object) => ({ admin_id: admin, username: 'admin', action, resource: 'messages', record_id: String(row.id), before_json: before && JSON.stringify(before), after_json: JSON.stringify(after), ip: '127.0.0.1', user_agent: 'test', status_code: 200, created_at: AT });
  await db.insertInto('action_log').values([
    log('messages.send', null, { id: row.id, title: '原来的标题', content: '原来的内容', recipients: [staff] }),
    log('messages.manageUpdate', { id: row.id, title: '原来的标题', content: '原来的内容' }, { id: row.id, title: '伪造的标题', content: '伪造的内容' }),
  ]).execute();
  return row.id;
}

/** Two uploads by id (the table had no key column yet), one used as staff's avatar (relative URL), one as a customer's WeChat avatar (absolute URL with a query). */
async function uploadsById(): Promise<void> {
  const uploader = await idOf('admin');
  for (const [i, name] of ['a.png', 'b.png'].entries()) {
    const stored = `0000000${i}-0000-4000-8000-000000000000.png`;
    writeFileSync(join(dir, stored), PNG);
    await sql`insert into upload_file (stored_name, original_name, mime, ext, size, sha256, uploader_id, created_at) values (${stored}, ${name}, 'image/png', 'png', ${PNG.byteLength}, 'x', ${uploader}, ${AT})`.execute(db);
  }
  await db.updateTable('admin').set({ avatar: '/api/cms/system/upload/1' }).where('username', '=', 'staff').execute();
  await db.insertInto('customer').values({ name: '陈志强', nickname: null, username: 'kehu01', phone: null, email: null, company: null, wechat_name: null, wechat_avatar: 'https://cms.example.com/api/cms/system/upload/2?x-oss-process=image/resize,w_64', avatar: null, grp: 1, created_at: AT, updated_at: AT }).execute();
}

describe('migration 2026_11_24_0007_private_messages_and_files', () => {
  it('makes old messages private, gives a rewritten one its sender\'s text back, and strips message text from the action log', async () => {
    const id = await rewrittenMessage();
    await migrateToLatest(db);
    const row = await db.selectFrom('message').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'private', title: '原来的标题', content: '原来的内容', edited_at: null, edited_by: null });
    const logs = await db.selectFrom('action_log').select(['before_json', 'after_json']).where('action', 'like', 'messages.%').execute();
    expect(logs.length).toBe(2);
    const text = JSON.stringify(logs);
    expect(text).not.toMatch(/原来的|伪造的/);
    expect(JSON.parse(logs[0].after_json ?? '{}')).toMatchObject({ id });
  });

  it('gives every upload a random key, rewrites pictures that named the id to the key\'s relative URL, and those keep working; the id URL is 404', async () => {
    await uploadsById();
    await migrateToLatest(db);
    const files = await db.selectFrom('upload_file').select(['id', 'key']).orderBy('id').execute();
    expect(files.map((f) => f.id)).toEqual([1, 2]);
    for (const f of files) expect(f.key).toMatch(UPLOAD_KEY_PATTERN);
    expect(new Set(files.map((f) => f.key)).size).toBe(2);
    const staff = await db.selectFrom('admin').select('avatar').where('username', '=', 'staff').executeTakeFirstOrThrow();
    expect(staff.avatar).toBe(uploadUrl(files[0].key));
    const customer = await db.selectFrom('customer').select('wechat_avatar').executeTakeFirstOrThrow();
    expect(customer.wechat_avatar).toBe(uploadUrl(files[1].key));

    const app = createApp({ areas: SERVER_AREAS, db, clock: { now: () => Date.parse(AT) }, uploadDir: dir, logger: { info: () => undefined, error: () => undefined } });
    const login = await app.request('/api/cms/account/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'member', password: 'demo123456' }) });
    const { data } = (await login.json()) as { data: { id: number; token: string } };
    const authorization = basicAuthHeader(data.id, data.token);
    const avatar = await app.request(staff.avatar ?? '', { headers: { authorization } });
    expect(avatar.status).toBe(200);
    expect(Buffer.from(await avatar.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await app.request(uploadUrl(files[1].key), { headers: { authorization } })).status).toBe(200);
    expect((await app.request('/api/cms/system/upload/1', { headers: { authorization } })).status).toBe(404);

    const staffLogin = await app.request('/api/cms/account/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'staff', password: 'demo123456' }) });
    const staffSession = ((await staffLogin.json()) as { data: { id: number; token: string } }).data;
    const form = new FormData();
    form.append('file', new File([PNG], 'after.png'));
    const uploaded = await app.request('/api/cms/system/upload', { method: 'POST', body: form, headers: { authorization: basicAuthHeader(staffSession.id, staffSession.token) } });
    expect(uploaded.status, 'an upload after the rebuilt table (its id sequence follows the copied ids)').toBe(200);
    expect((await db.selectFrom('upload_file').select('id').orderBy('id').execute()).map((f) => f.id)).toEqual([1, 2, 3]);
  });

  it('down brings back the id URLs and the old message table', async () => {
    await uploadsById();
    await migrateToLatest(db);
    expect((await migrator().migrateTo(BEFORE)).error).toBeUndefined();
    const staff = await db.selectFrom('admin').select('avatar').where('username', '=', 'staff').executeTakeFirstOrThrow();
    expect(staff.avatar).toBe('/api/cms/system/upload/1');
    await migrateToLatest(db);
    const files = await db.selectFrom('upload_file').select('key').execute();
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((f) => UPLOAD_KEY_PATTERN.test(f.key))).toBe(true);
  });
});
