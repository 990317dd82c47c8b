import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Loose, type TestServer, type TestUser } from '../../helpers/testServer.ts';
import { erpFixture, type Erp } from './stockFixtures.ts';

/**
 * Who may download an order's attachments (合同、付款凭证): before an order refers to a file only its
 * uploader has it; once an order's `attachments` (created or edited) name it, whoever may read
 * orders (manage_erp_purchase) downloads it, others still get 404; a deleted draft gives its files
 * back to their uploader.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let dir: string;
let s: TestServer;
let erp: Erp;
const auth = new Map<TestUser, string>();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'erp-files-'));
  s = await createTestServer({ uploadDir: dir });
  erp = await erpFixture(s, 0);
  // staff keeps orders (采购单) but did not upload the files
  const staff = await s.db.selectFrom('admin').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow();
  await s.db.insertInto('admin_permission').values({ admin_id: Number(staff.id), action: 'manage_erp_purchase' }).execute();
  for (const u of ['superadmin', 'staff', 'member'] as const) auth.set(u, (await s.login(u)).auth);
}, 60_000);
afterAll(async () => {
  await s.close();
  rmSync(dir, { recursive: true, force: true });
});

async function upload(name: string): Promise<{ url: string; name: string }> {
  const form = new FormData();
  form.append('file', new File([PDF as BlobPart], name));
  const res = await s.app.request('/api/cms/system/upload', { method: 'POST', body: form, headers: { authorization: auth.get('superadmin') ?? '' } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { url: string; name: string } };
  return { url: body.data.url, name: body.data.name };
}

async function download(url: string, as: TestUser): Promise<number> {
  const res = await s.app.request(url, { headers: { authorization: auth.get(as) ?? '' } });
  if (res.status === 200) expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
  return res.status;
}

const ok = async (method: string, path: string, body?: unknown): Promise<Loose> => {
  const res = await s.request(method, path, { as: 'superadmin', body });
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

const line = () => [{ product_id: erp.models[0].id, quantity: 1, unit_price: 10_000, discount_rate: 0 }];
const refs = async (id: number) => (await s.db.selectFrom('upload_ref').select('upload_key').where('resource', '=', 'erpPurchases').where('record_id', '=', id).execute()).length;

describe("an order's attachments follow the order's read access", () => {
  it('created with a file: staff with 采购单 downloads it, member gets 404; before that only the uploader had it', async () => {
    const file = await upload('合同.pdf');
    expect(await download(file.url, 'staff')).toBe(404);
    const order = await ok('POST', '/erp/purchase', { company_id: erp.companyId, lines: line(), attachments: [file] });
    expect(await refs(Number(order.id))).toBe(1);
    expect(await download(file.url, 'staff')).toBe(200);
    expect(await download(file.url, 'member')).toBe(404);
    expect(await download(file.url, 'superadmin')).toBe(200);
  });

  it('a file added by an edit becomes readable; deleting the draft gives the files back to their uploader', async () => {
    const order = await ok('POST', '/erp/purchase', { company_id: erp.companyId, lines: line() });
    const file = await upload('付款凭证.pdf');
    expect(await download(file.url, 'staff')).toBe(404);
    const edited = await ok('PUT', `/erp/purchase/${String(order.id)}`, { version: order.version, attachments: [file] });
    expect(await download(file.url, 'staff')).toBe(200);
    await ok('DELETE', `/erp/purchase/${String(order.id)}?version=${String(edited.version)}`);
    expect(await refs(Number(order.id))).toBe(0);
    expect(await download(file.url, 'staff')).toBe(404);
    expect(await download(file.url, 'superadmin')).toBe(200);
  });
});
