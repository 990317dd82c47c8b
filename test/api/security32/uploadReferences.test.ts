import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, type TestUser } from '../../helpers/testServer.ts';
import { accountId, createPhotoType, createTicket, post, ticket } from '../workflow/fixtures.ts';

/**
 * Issue 32, item 9: a private upload cannot be re-published by reference. A write that makes a
 * record refer to an upload — a picture field (an avatar, public to everyone), a ticket's
 * attachments, its picture extra fields, a comment's files — is 403 unless the caller may read
 * that upload now; nothing is written and the file stays private. An unknown key is the same 403
 * (a key's existence does not show). A file the caller may read (their own, or a record's they
 * may open) may be referred to again.
 */

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const UNKNOWN = '/api/cms/system/upload/AAAAAAAAAAAAAAAAAAAAAA';

let dir: string;
let s: TestServer;
let typeId: number;
const auth = new Map<TestUser, string>();
const ids: Partial<Record<TestUser, number>> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'upload-refs-'));
  s = await createTestServer({ uploadDir: dir });
  for (const u of ['superadmin', 'admin', 'staff', 'member'] as const) {
    auth.set(u, (await s.login(u)).auth);
    ids[u] = await accountId(s, u);
  }
  typeId = (await createPhotoType(s)).id;
});
afterAll(async () => {
  await s.close();
  rmSync(dir, { recursive: true, force: true });
});

async function upload(content: Buffer, name: string, as: TestUser): Promise<{ url: string; name: string }> {
  const form = new FormData();
  form.append('file', new File([content as BlobPart], name));
  const res = await s.app.request('/api/cms/system/upload', { method: 'POST', body: form, headers: { authorization: auth.get(as) ?? '' } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { url: string; name: string } };
  return { url: body.data.url, name: body.data.name };
}

const download = async (url: string, as: TestUser): Promise<number> => (await s.app.request(url, { headers: { authorization: auth.get(as) ?? '' } })).status;
const avatarOf = async (u: TestUser) => (await s.db.selectFrom('admin').select('avatar').where('id', '=', ids[u] ?? 0).executeTakeFirstOrThrow()).avatar;
const ticketCount = async () => Number((await s.db.selectFrom('workflow_bucket').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const refused = (res: { status: number; body: unknown }, what: string) => {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(403);
  expect((res.body as { code: string }).code).toBe('40300');
};

describe('a picture field (an avatar) may only refer to a file its writer may read', () => {
  it("someone else's private file → 403; the avatar stays and the file stays private", async () => {
    const secret = await upload(PDF, '工资单.pdf', 'admin');
    for (const as of ['staff', 'member'] as const) {
      const before = await avatarOf(as);
      refused(await s.request('PUT', '/account/admin/profile/i', { as, body: { avatar: secret.url } }), `${as} profile`);
      expect(await avatarOf(as)).toBe(before);
    }
    expect(await download(secret.url, 'member')).toBe(404);
    expect(await download(secret.url, 'staff')).toBe(404);
  });

  it('an unknown key is the same 403', async () => {
    refused(await s.request('PUT', '/account/admin/profile/i', { as: 'staff', body: { avatar: UNKNOWN } }), 'unknown');
  });

  it('through the engine too: a system account\'s and a customer\'s pictures', async () => {
    const secret = await upload(PDF, '合同.pdf', 'superadmin');
    const staffVersion = (await s.db.selectFrom('admin').select('version').where('id', '=', ids.staff ?? 0).executeTakeFirstOrThrow()).version;
    await s.db.insertInto('admin_permission').values({ admin_id: ids.admin ?? 0, action: 'manage_admin_account' }).execute();
    refused(await s.request('PUT', `/account/admin/${ids.staff}/profile`, { as: 'admin', body: { version: staffVersion, avatar: secret.url } }), 'admins.update');
    refused(await s.request('POST', '/account/user', { as: 'admin', body: { username: 'kehu_refs', name: '陈志强', group: 1, wechat_avatar: secret.url } }), 'customers.create');
    const customer = await post(s, '/account/user', { username: 'kehu_refs2', name: '陈志强', group: 1 });
    refused(await s.request('PUT', `/account/user/${customer.id}`, { as: 'admin', body: { version: customer.version, avatar: secret.url } }), 'customers.update');
    expect(await download(secret.url, 'member')).toBe(404);
  });

  it('one\'s own upload, or a file one may already read, is fine', async () => {
    const mine = await upload(PNG, '头像.png', 'staff');
    expect((await s.request('PUT', '/account/admin/profile/i', { as: 'staff', body: { avatar: mine.url } })).status).toBe(200);
    // now public (an avatar): anyone may use it as theirs too
    expect((await s.request('PUT', '/account/admin/profile/i', { as: 'member', body: { avatar: mine.url } })).status).toBe(200);
    const any = await upload(PDF, '任意.pdf', 'admin');
    expect((await s.request('PUT', '/account/admin/profile/i', { as: 'superadmin', body: { avatar: any.url } })).status).toBe(200);
  });
});

describe("a ticket's files may only be files its writer may read", () => {
  it("another's private file as an attachment, a picture extra field or a comment's file → 403, nothing written", async () => {
    const secret = await upload(PDF, '私人文件.pdf', 'admin');
    const photo = await upload(PNG, '私人照片.png', 'admin');
    const count = await ticketCount();
    refused(await s.request('POST', '/workflow/bucket', { as: 'staff', body: { title: '激光器不出光', type_id: typeId, description: '客户反映不出光。', extra_json: { symptom: '报警' }, attachments: [secret] } }), 'attachments');
    refused(await s.request('POST', '/workflow/bucket', { as: 'staff', body: { title: '激光器不出光', type_id: typeId, description: '客户反映不出光。', extra_json: { symptom: '报警', photo: photo.url } } }), 'extra picture');
    refused(await s.request('POST', '/workflow/bucket', { as: 'staff', body: { title: '激光器不出光', type_id: typeId, description: '客户反映不出光。', extra_json: { symptom: '报警' }, attachments: [{ url: UNKNOWN, name: 'x.pdf' }] } }), 'unknown key');
    expect(await ticketCount()).toBe(count);
    const own = await createTicket(s, typeId, { handler_id: ids.staff, extra_json: { symptom: '报警' } }, 'staff');
    refused(await s.request('PUT', `/workflow/bucket/${own.id}`, { as: 'admin', body: { version: own.version, attachments: [await upload(PDF, '超管的.pdf', 'superadmin')] } }), 'edit');
    refused(await s.request('POST', '/workflow/process', { as: 'staff', body: { bucket_id: own.id, content: '见附件', attachments: [secret] } }), 'comment');
    expect((await ticket(s, own.id)).version).toBe(own.version);
    expect(await download(secret.url, 'staff')).toBe(404);
    expect(await download(photo.url, 'staff')).toBe(404);
  });

  it("a file of a ticket the caller may open may be attached again; one's own upload too", async () => {
    const shared = await upload(PDF, '维修手册.pdf', 'admin');
    await createTicket(s, typeId, { handler_id: ids.staff, extra_json: { symptom: '报警' }, attachments: [shared] }, 'admin');
    expect(await download(shared.url, 'staff')).toBe(200);
    const mine = await upload(PNG, '现场.png', 'staff');
    const res = await s.request('POST', '/workflow/bucket', { as: 'staff', body: { title: '参照上一张工单', type_id: typeId, description: '同样的故障。', extra_json: { symptom: '报警', photo: mine.url }, attachments: [shared] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
