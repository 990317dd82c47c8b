import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRecordFields } from '../../resources/catalogs/listFields.ts';
import { repairs } from '../../resources/needs/repairs.ts';
import { resources } from '../../resources/index.ts';
import { seedNeeds } from '../../src/server/areas/needs/seed.ts';
import { seedWorkflow } from '../../src/server/areas/workflow/seed.ts';
import { seedNotifications } from '../../src/server/areas/notifications/seed.ts';
import { seedIntelligence } from '../../src/server/areas/intelligence/seed.ts';
import { seedLibrary } from '../../src/server/areas/oss/seed.ts';
import { seedReply } from '../../src/server/areas/reply/seed.ts';
import { serverAreaSet } from '../../src/server/composition.ts';
import { withCheckDigit } from '../../src/domain/erp/creditCode.ts';
import { createTestServer, TEST_NOW, type TestServer } from '../helpers/testServer.ts';

/**
 * List records carry what lists use (`listRecordFields`); `fields=all` gives every field, as
 * `GET one` does; screens without a detail page keep every field; a bad `fields` is a 400.
 */

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ seed: true });
  await seedNeeds(s.db, TEST_NOW);
  await seedWorkflow(s.db, TEST_NOW);
  await seedNotifications(s.db, TEST_NOW, serverAreaSet().recipients);
  await seedIntelligence(s.db, TEST_NOW);
  await seedLibrary(s.db, TEST_NOW);
  await seedReply(s.db, TEST_NOW);
  // the demo library has folders only (a seed writes no file bytes): one file entry to list
  const at = new Date(TEST_NOW).toISOString();
  await s.db.insertInto('oss_file').values({ name: '说明.txt', folder_id: 0, kind: 'text', size: 3, tags: JSON.stringify(['说明']), file: '/api/cms/system/upload/AAAAAAAAAAAAAAAAAAAAAA', mime: 'text/plain; charset=utf-8', sha256: '0'.repeat(64), uploader_id: 1, created_at: at, updated_at: at }).execute();
  await s.request('POST', '/system/template', { as: 'superadmin', body: { code: 'repair_received', name: '已收件', subject: '设备已收到 {{repair_no}}', body: '<p>{{customer_name}}</p>', sample: { customer_name: '陈志强' } } });
  await erpRows(s);
  const staff = await s.db.selectFrom('admin').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow();
  const notice = await s.request('POST', '/manage/message/send', { as: 'admin', body: { recipients: [staff.id], title: '系统维护通知', content: '周六 22:00 维护。' } });
  if (notice.status !== 200) throw new Error(`set-up notice failed: ${notice.status}`);
});
afterAll(() => s.close());

/** ERP's lists through the API (the hooks compute an order's amounts): a group, a company, a customer's relation, a 草稿 and a 待审核. */
async function erpRows(server: TestServer): Promise<void> {
  const make = async (path: string, body: unknown): Promise<number> => {
    const res = await server.request('POST', path, { as: 'superadmin', body });
    if (res.status !== 200) throw new Error(`set-up POST ${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return Number(res.body.data.id);
  };
  const group = await make('/erp/group', { name: '华南经销商', region: '华南', discount_rate: 5, sort: 10 });
  const company = await make('/erp/company', { name: '东莞精工激光科技有限公司', credit_code: withCheckDigit('9144190012345678'), group_id: group, contact: '王经理', phone: '13800138000', credit_limit: 100_000_000, state: 'active' });
  const customer = await server.db.selectFrom('customer').select('id').orderBy('id').executeTakeFirstOrThrow();
  await make('/erp/relation', { user_id: customer.id, company_id: company, remark: '老客户' });
  const model = await server.db.selectFrom('product_model').select('id').orderBy('id').executeTakeFirstOrThrow();
  for (const submit of [false, true]) {
    const id = await make('/erp/purchase', { company_id: company, lines: [{ product_id: model.id, quantity: 3, unit_price: 1_299_900, discount_rate: 2 }], remark: '首批' });
    if (submit) {
      const res = await server.request('POST', `/erp/purchase/${id}/submit`, { as: 'superadmin', body: { version: 1 } });
      if (res.status !== 200) throw new Error(`set-up submit failed: ${res.status} ${JSON.stringify(res.body)}`);
    }
  }
}

type Row = Record<string, unknown> & { id: number };
interface ListBody { data: { list: Row[]; total?: number }; code?: string; message?: string }

const get = async (path: string): Promise<{ status: number; body: ListBody }> =>
  (await s.request('GET', path, { as: 'superadmin' })) as unknown as { status: number; body: ListBody };

const listed = resources.filter((r) => r.endpoints.list && r.endpoints.one);
const onePath = (path: string, id: number): string => path.replace(':id', String(id));

/**
 * What a detail answer carries in place of a field (a `readOne` hook): an outbox row's attempts,
 * the list of them where the row has their count.
 */
const DETAIL_EXTRAS: Readonly<Record<string, readonly string[]>> = { notifications: ['attempts'] };
const without = (row: Row, keys: readonly string[]): Row => Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k))) as Row;

describe('list records carry what lists use', () => {
  it('a repair list row has exactly the list columns, id, version, type, status and the sort fields', async () => {
    expect([...(listRecordFields(repairs) ?? [])].sort()).toEqual(
      ['id', 'no', 'type', 'status', 'service_mode', 'serial', 'model', 'customer_name', 'customer_phone', 'fee', 'engineer', 'created_at', 'updated_at', 'version'].sort(),
    );
    const res = await get('/needs/manage-repairs?type=1&status=pending&pageSize=5');
    expect(res.status).toBe(200);
    expect(res.body.data.list.length).toBeGreaterThan(0);
    for (const row of res.body.data.list) expect(Object.keys(row).sort()).toEqual([...(listRecordFields(repairs) ?? [])].sort());
  });

  it.each(listed.map((r) => [r.name, r] as const))('%s: default rows are the derived fields (or every field), fields=all rows equal GET one', async (_name, resource) => {
    const names = listRecordFields(resource);
    const narrow = await get(`${resource.endpoints.list!.path}?pageSize=5`);
    const full = await get(`${resource.endpoints.list!.path}?pageSize=5&fields=all`);
    expect(narrow.status).toBe(200);
    expect(full.status).toBe(200);
    expect(full.body.data.total).toBe(narrow.body.data.total);
    expect(narrow.body.data.list.map((r) => r.id)).toEqual(full.body.data.list.map((r) => r.id));
    expect(full.body.data.list.length).toBeGreaterThan(0);
    for (const [i, row] of full.body.data.list.entries()) {
      const answered = (await get(onePath(resource.endpoints.one!.path, row.id))).body.data as unknown as Row;
      const extras = DETAIL_EXTRAS[resource.name] ?? [];
      for (const extra of extras) expect((answered[extra] as unknown[]).length, extra).toBe(row[extra]);
      const one = without(answered, extras);
      expect(without(row, extras)).toEqual(one);
      const expected = names
        ? Object.fromEntries(Object.entries(one).filter(([k]) => names.has(k) || (k.endsWith('_label') && names.has(k.slice(0, -6)))))
        : without(row, extras);
      expect(without(narrow.body.data.list[i], extras)).toEqual(expected);
    }
  });

  it('screens without a detail page keep every field (their rows feed 编辑 and the expanded row)', () => {
    for (const r of resources) {
      if (r.screens.some((sc) => !sc.show)) expect(listRecordFields(r), r.name).toBeNull();
      else expect(listRecordFields(r), r.name).not.toBeNull();
    }
  });

  it('narrowed and full rows page the same deep pages (keyset anchors read the sort value of either)', async () => {
    for (const sort of ['-updated_at', 'created_at']) {
      const base = `/needs/manage-repairs?type=1&pageSize=7&sort=${sort}`;
      for (const page of [1, 3, 9, 4]) {
        const narrow = await get(`${base}&page=${page}`);
        const full = await get(`${base}&page=${page}&fields=all`);
        expect(narrow.body.data.list.map((r) => r.id), `${sort} page ${page}`).toEqual(full.body.data.list.map((r) => r.id));
      }
    }
  });

  it('fields=list is the default, withTotal=0 still works with fields=all', async () => {
    const byDefault = await get('/needs/manage-repairs?type=3&pageSize=3');
    const explicit = await get('/needs/manage-repairs?type=3&pageSize=3&fields=list');
    expect(explicit.body).toEqual(byDefault.body);
    const noTotal = await get('/needs/manage-repairs?type=3&pageSize=3&fields=all&withTotal=0');
    expect(noTotal.status).toBe(200);
    expect(noTotal.body.data.total).toBeUndefined();
    expect(noTotal.body.data.list[0]).toHaveProperty('fault');
  });

  it.each(['some', 'ALL', 'all,list', 'no,fault'])('fields=%s is refused with 400 and a Chinese message', async (value) => {
    const res = await get(`/needs/manage-repairs?type=1&fields=${encodeURIComponent(value)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('参数 fields 只能是 list 或 all');
  });
});
