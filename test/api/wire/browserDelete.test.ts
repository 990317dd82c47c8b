import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointTable, findResource, type EndpointEntry } from '../../../resources/registry.ts';
import type { Db } from '../../../src/server/db/database.ts';
import { insertMessage } from '../../../src/server/shared/notify/siteMessage.ts';
import { bounceOf, flagBounce } from '../../../src/server/areas/notifications/bounces.ts';
import { withCheckDigit } from '../../../src/domain/erp/creditCode.ts';
import { rawRequest, startWireServer, type WireServer } from './wire.ts';

/**
 * Issue 15, broken 2: every delete from the app failed with 415, because a browser's DELETE has
 * no body, no Content-Type and no Content-Length, while the api tests called the app in process
 * with a content type. Here each DELETE endpoint of the endpoint table gets, over a real
 * socket, byte for byte what Chromium sends for refine's delete (captured from
 * /usr/bin/chromium running the app client's `fetch`), and must do the delete.
 */

/** Chromium 156's request for `fetch(path, { method: 'DELETE', headers: { Accept, Authorization } })` from the app's page. */
function chromiumDelete(origin: string, path: string, auth: string | null): string {
  const host = origin.replace('http://', '');
  return [
    `DELETE /api/cms${path} HTTP/1.1`,
    `Host: ${host}`,
    'Connection: keep-alive',
    'sec-ch-ua-platform: "Linux"',
    ...(auth ? [`Authorization: ${auth}`] : []),
    'User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
    'Accept: application/json',
    'sec-ch-ua: "Not:A-Brand";v="8", "Chromium";v="156"',
    'sec-ch-ua-mobile: ?0',
    `Origin: ${origin}`,
    'Sec-Fetch-Site: same-origin',
    'Sec-Fetch-Mode: cors',
    'Sec-Fetch-Dest: empty',
    `Referer: ${origin}/repair/list`,
    'Accept-Encoding: gzip, deflate, br, zstd',
    'Accept-Language: zh-CN,zh;q=0.9',
    '',
    '',
  ].join('\r\n');
}

/** What one delete removes: the request path (with its query) and how to see it is gone. */
interface Target {
  path: string;
  gone(): Promise<boolean>;
}

/** A library file entry (its bytes are not needed to delete it). */
const libraryFileRow = (_db: Db) => {
  const at = new Date().toISOString();
  return { name: '待删除.txt', folder_id: 0, kind: 'text', size: 3, file: '/api/cms/system/upload/AAAAAAAAAAAAAAAAAAAAAA', mime: 'text/plain; charset=utf-8', sha256: '0'.repeat(64), uploader_id: 1, created_at: at, updated_at: at };
};

/** ERP rows a delete may take (the demo's groups and companies are in use, only a 草稿 is deleted): a group, a company of it, and what the table asks for. */
async function erpDeletable(db: Db, table: string): Promise<void> {
  const at = new Date().toISOString();
  const n = Date.now() % 100_000_000;
  const { id: groupId } = await db.insertInto('erp_group').values({ name: `待删除分组${n}`, region: null, remark: null, created_at: at, updated_at: at, created_by: null }).returning('id').executeTakeFirstOrThrow();
  if (table === 'erp_group') return;
  const company = { name: `待删除公司${n}`, credit_code: withCheckDigit(`91440300${String(n).padStart(8, '0')}`), group_id: groupId, contact: '王经理', phone: '13800138000', address: null, remark: null, created_at: at, updated_at: at, created_by: null };
  const { id: companyId } = await db.insertInto('erp_company').values(company).returning('id').executeTakeFirstOrThrow();
  if (table === 'erp_relation') {
    const free = await db.selectFrom('customer').select('id').where(sql<boolean>`not exists (select 1 from erp_relation r where r.user_id = customer.id)`).orderBy('id').executeTakeFirstOrThrow();
    await db.insertInto('erp_relation').values({ user_id: free.id, company_id: companyId, remark: null, created_at: at, updated_at: at, created_by: null }).execute();
  }
  if (table === 'erp_purchase') await db.insertInto('erp_purchase').values({ no: `CG${n}`, company_id: companyId, lines_json: '[]', remark: null, attachments: null, created_by: null, approved_by: null, approved_at: null, reviewed_by: null, reviewed_at: null, ended_reason: null, created_at: at, updated_at: at }).execute();
}

const rowOf = (db: Db, table: string, id: number) => db.selectFrom(table as 'repair').select('id').where('id', '=', id).executeTakeFirst();

/** A stored record of a declared resource (the newest: never the caller's own account) → its delete. */
async function resourceTarget(db: Db, e: EndpointEntry): Promise<Target> {
  const resource = findResource(e.resource ?? '');
  if (!resource) throw new Error(`${e.key}: no resource`);
  let q = db.selectFrom(resource.table as 'repair').select(['id', 'version']).orderBy('id', 'desc');
  // stock held by an approved request cannot be deleted (409): take an item that holds none
  if (resource.table === 'stock_item') q = q.where(sql.ref('reserved'), '=', 0);
  // a closed ticket is locked (409), and a type or a recurring problem tickets use is kept (409): take a free one
  if (resource.table === 'workflow_bucket') q = q.where(sql.ref('status'), '!=', 'closed');
  // every demo type is in use: a copy of one, used by no ticket
  if (resource.table === 'workflow_type') {
    const { id: _id, ...type } = await db.selectFrom('workflow_type').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db.insertInto('workflow_type').values({ ...type, name: `${type.name}（待删除）` }).execute();
    q = q.where(sql<boolean>`not exists (select 1 from workflow_bucket b where b.type_id = workflow_type.id)`);
  }
  // every demo category is in use (409, saying where): a new one
  if (resource.table === 'ai_category') await db.insertInto('ai_category').values({ name: `待删除分类${Date.now()}`, created_at: new Date().toISOString(), updated_at: new Date().toISOString() }).execute();
  // the demo library has folders only (a seed writes no file bytes): a file entry no record uses
  if (resource.table === 'oss_file') await db.insertInto('oss_file').values(libraryFileRow(db)).execute();
  // ERP: a group no company is in, a company without orders or linked accounts, a 草稿 (the only order a delete takes)
  if (resource.table.startsWith('erp_')) await erpDeletable(db, resource.table);
  if (resource.table === 'erp_group') q = q.where(sql<boolean>`not exists (select 1 from erp_company c where c.group_id = erp_group.id)`);
  if (resource.table === 'erp_company') q = q.where(sql<boolean>`not exists (select 1 from erp_purchase p where p.company_id = erp_company.id) and not exists (select 1 from erp_relation r where r.company_id = erp_company.id)`);
  if (resource.table === 'erp_purchase') q = q.where(sql.ref('state'), '=', 'draft');
  if (resource.table === 'workflow_question') q = q.where(sql<boolean>`not exists (select 1 from workflow_bucket b where b.question_id = workflow_question.id)`);
  const row = await q.executeTakeFirstOrThrow();
  return { path: `${e.path.replace(':id', String(row.id))}?version=${row.version}`, gone: async () => !(await rowOf(db, resource.table, row.id)) };
}

/** The DELETE endpoints that belong to no resource, each with a record of the demo data. */
const OTHER_TARGETS: Record<string, (db: Db, me: number) => Promise<Target>> = {
  'notifications.clearBounce': async (db) => {
    const address = `bounce${Date.now()}@example.cn`;
    await flagBounce(db, address, '550 User unknown', Date.now());
    return { path: `/notification/bounce/${encodeURIComponent(address)}`, gone: async () => (await bounceOf(db, address)) === null };
  },
  'messages.remove': async (db, me) => {
    const staff = await db.selectFrom('admin').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow();
    const m = await insertMessage(db, { kind: 'private', senderId: me, recipients: [staff.id], title: '待删除', content: '发件箱里的一封', at: new Date().toISOString() });
    return { path: `/admin/message?id=${m.id}`, gone: async () => (await db.selectFrom('message').select('sender_deleted').where('id', '=', m.id).executeTakeFirstOrThrow()).sender_deleted === 1 };
  },
  'messages.revoke': async (db) => {
    const m = await db.selectFrom('message').select(['id', 'version']).where('kind', '=', 'notice').where('status', '=', 'sent').executeTakeFirstOrThrow();
    return { path: `/manage/message/revoke?id=${m.id}&version=${m.version}`, gone: async () => (await db.selectFrom('message').select('status').where('id', '=', m.id).executeTakeFirstOrThrow()).status === 'revoked' };
  },
  'config.delete': async (db) => {
    const r = await db.selectFrom('system_config').select(['id', 'version']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return { path: `/system/config/${r.id}?version=${r.version}`, gone: async () => !(await rowOf(db, 'system_config', r.id)) };
  },
  'templates.delete': async (db) => {
    const r = await db.selectFrom('email_template').select(['id', 'version']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return { path: `/system/template/${r.id}?version=${r.version}`, gone: async () => !(await rowOf(db, 'email_template', r.id)) };
  },
};

const DELETES = endpointTable().filter((e) => e.method === 'DELETE' || e.kind === 'delete');

let s: WireServer;
let auth: string;
let me: number;
beforeAll(async () => {
  s = await startWireServer({ seed: 'demo' });
  auth = await s.login('superadmin');
  me = (await s.db.selectFrom('admin').select('id').where('username', '=', 'superadmin').executeTakeFirstOrThrow()).id;
});
afterAll(() => s.close(), 30_000);

describe("a browser's DELETE (no body, no Content-Type, no Content-Length) over a real socket", () => {
  it('covers every DELETE endpoint of the endpoint table', () => {
    expect(DELETES.length).toBeGreaterThanOrEqual(7);
    for (const e of DELETES) expect(e.resource !== undefined || e.key in OTHER_TARGETS, `${e.key}: add a target`).toBe(true);
  });

  it.each(DELETES.map((e) => [e.key, e] as const))('%s deletes its record', async (_key, e) => {
    const target = e.resource ? await resourceTarget(s.db, e) : await OTHER_TARGETS[e.key](s.db, me);
    expect(await target.gone()).toBe(false);
    const res = await rawRequest(s.port, chromiumDelete(s.origin, target.path, auth));
    expect(res.status, `${e.method} ${target.path} → ${res.body}`).toBe(200);
    expect(res.json?.code).toBeUndefined();
    expect(await target.gone()).toBe(true);
  });

  it.each(DELETES.map((e) => [e.key, e] as const))('%s without a login is 401 请先登录, not 415', async (_key, e) => {
    const path = e.path.replace(':id', '1') + (e.path.includes(':id') ? '?version=1' : '?id=1&version=1');
    const res = await rawRequest(s.port, chromiumDelete(s.origin, path, null));
    expect(res.status, res.body).toBe(401);
    expect(res.json).toMatchObject({ code: '40100', message: '请先登录' });
  });
});
