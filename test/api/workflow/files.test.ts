import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, type TestUser } from '../../helpers/testServer.ts';
import { accountId, createPhotoType, createTicket, post, ticket } from './fixtures.ts';

/**
 * Who may download a ticket's files (issue 19): its attachments, its extra pictures and its
 * comments' files follow the ticket's read access (`get_workflow_bucket`); after the ticket is
 * deleted they are its uploader's again.
 */

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let dir: string;
let s: TestServer;
let typeId: number;
let staffId: number;
const auth = new Map<TestUser, string>();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ticket-files-'));
  s = await createTestServer({ uploadDir: dir });
  staffId = await accountId(s, 'staff');
  // staff handles tickets: it may open one (get_workflow_bucket) but not list them all
  await s.db.deleteFrom('admin_permission').where('admin_id', '=', staffId).where('action', '=', 'list_workflow_bucket').execute();
  for (const u of ['admin', 'staff', 'member'] as const) auth.set(u, (await s.login(u)).auth);
  typeId = (await createPhotoType(s)).id;
});
afterAll(async () => {
  await s.close();
  rmSync(dir, { recursive: true, force: true });
});

async function upload(content: Buffer, name: string, as: TestUser = 'admin'): Promise<{ url: string; name: string }> {
  const form = new FormData();
  form.append('file', new File([content as BlobPart], name));
  const res = await s.app.request('/api/cms/system/upload', { method: 'POST', body: form, headers: { authorization: auth.get(as) ?? '' } });
  const body = (await res.json()) as { data: { url: string; name: string } };
  expect(res.status).toBe(200);
  return { url: body.data.url, name: body.data.name };
}

/** The status of a download and, when 200, whether it is these bytes. */
async function download(url: string, as: TestUser, bytes?: Buffer): Promise<number> {
  const res = await s.app.request(url, { headers: { authorization: auth.get(as) ?? '' } });
  if (res.status === 200 && bytes) expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  return res.status;
}

const refsOf = async (id: number) =>
  (await s.db.selectFrom('upload_ref').select('upload_key').where('resource', '=', 'tickets').where('record_id', '=', id).orderBy('upload_key').execute()).map((r) => r.upload_key);

const keyOf = (url: string) => url.split('/').at(-1) ?? '';

describe("a ticket's files follow the ticket's read access", () => {
  it('the handler downloads the creator\'s attachment and picture; an account without 查看工单详情 gets 404', async () => {
    const file = await upload(PDF, '故障记录.pdf');
    const photo = await upload(PNG, '现场.png');
    // before a ticket refers to them, only the uploader has them
    expect(await download(file.url, 'staff')).toBe(404);
    expect(await download(photo.url, 'staff')).toBe(404);
    const rec = await createTicket(s, typeId, { handler_id: staffId, attachments: [file], extra_json: { symptom: '报警', photo: photo.url } });
    expect(await refsOf(rec.id)).toEqual([keyOf(file.url), keyOf(photo.url)].sort());
    expect(await download(file.url, 'staff', PDF)).toBe(200);
    expect(await download(photo.url, 'staff', PNG)).toBe(200);
    expect(await download(file.url, 'member')).toBe(404);
    expect(await download(photo.url, 'member')).toBe(404);
    expect(await download(file.url, 'admin', PDF)).toBe(200);
  });

  it('an attachment added by an edit becomes readable too; a URL that is not an upload is refused (400)', async () => {
    const rec = await createTicket(s, typeId, { handler_id: staffId });
    const file = await upload(PDF, '补充说明.pdf');
    expect(await download(file.url, 'staff')).toBe(404);
    const res = await s.request('PUT', `/workflow/bucket/${rec.id}`, { as: 'admin', body: { version: rec.version, attachments: [file] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await download(file.url, 'staff', PDF)).toBe(200);
    const bad = await s.request('PUT', `/workflow/bucket/${rec.id}`, { as: 'admin', body: { version: Number(res.body.data.version), attachments: [{ url: 'https://example.com/a.pdf', name: 'a.pdf' }] } });
    expect(bad.status).toBe(400);
    expect(String(bad.body.message)).toContain('不是上传得到的文件地址');
    expect(await refsOf(rec.id)).toEqual([keyOf(file.url)]);
  });

  it("a comment's file is readable by the ticket's readers", async () => {
    const rec = await createTicket(s, typeId, { handler_id: staffId });
    const file = await upload(PNG, '处理截图.png');
    expect(await download(file.url, 'staff')).toBe(404);
    await post(s, '/workflow/process', { bucket_id: rec.id, content: '已远程排查，截图见附件', attachments: [file] }, 'admin');
    expect(await download(file.url, 'staff', PNG)).toBe(200);
    expect(await download(file.url, 'member')).toBe(404);
  });

  it('after the ticket is deleted, only the uploader can download its files', async () => {
    const file = await upload(PDF, '删除前.pdf');
    const comment = await upload(PNG, '删除前.png');
    const rec = await createTicket(s, typeId, { handler_id: staffId, attachments: [file] });
    await post(s, '/workflow/process', { bucket_id: rec.id, content: '补充截图', attachments: [comment] }, 'admin');
    expect(await download(file.url, 'staff')).toBe(200);
    expect(await download(comment.url, 'staff')).toBe(200);
    const version = (await ticket(s, rec.id)).version;
    const res = await s.request('DELETE', `/workflow/bucket/${rec.id}?version=${version}`, { as: 'admin' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await refsOf(rec.id)).toEqual([]);
    expect(await download(file.url, 'staff')).toBe(404);
    expect(await download(comment.url, 'staff')).toBe(404);
    expect(await download(file.url, 'admin', PDF)).toBe(200);
  });
});
