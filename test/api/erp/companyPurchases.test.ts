import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCheckDigit } from '../../../src/domain/erp/creditCode.ts';
import { createTestServer, type Loose, type TestServer, type TestUser } from '../../helpers/testServer.ts';

/**
 * GET /erp/company/:id/purchases: the company with its group, the summary over its orders not
 * cancelled (orders, open, Σ total, Σ paid, Σ returned, due), a page of its orders newest first
 * with what each owes, the ?state= filter, bad input (400/404 in Chinese) and access
 * (get_erp_company: a holder of the permission, not the other demo accounts).
 */

let s: TestServer;
let companyId = 0;
let otherId = 0;

/** The fixture orders (fen): state, total, returned, paid. */
const ORDERS: [string, number, number, number][] = [
  ['draft', 100_000, 0, 0],
  ['approved', 250_000, 0, 50_000],
  ['partial', 300_000, 20_000, 100_000],
  ['shipped', 400_000, 0, 400_000],
  ['completed', 120_000, 0, 120_000],
  ['closed', 80_000, 10_000, 30_000],
  ['cancelled', 999_999, 0, 0],
];

beforeAll(async () => {
  s = await createTestServer();
  const at = (i: number) => new Date(s.clock.now() - (10 - i) * 86_400_000).toISOString();
  const g = await s.db.insertInto('erp_group').values({ name: '西南组', discount_rate: 3, created_at: at(0), updated_at: at(0) }).returning('id').executeTakeFirstOrThrow();
  const company = (name: string, code: string) =>
    s.db.insertInto('erp_company').values({ name, credit_code: withCheckDigit(code), group_id: g.id, contact: '赵', phone: '13800000003', address: '成都市高新区', created_at: at(0), updated_at: at(0) }).returning('id').executeTakeFirstOrThrow();
  companyId = Number((await company('成都经销有限公司', '9151010000000001')).id);
  otherId = Number((await company('重庆经销有限公司', '9150010000000002')).id);
  let i = 0;
  for (const [state, total, returned, paid] of ORDERS) {
    i += 1;
    await s.db.insertInto('erp_purchase').values({ no: `CG2026111${String(i).padStart(5, '0')}`, company_id: companyId, state, lines_json: '[]', total, returned_amount: returned, paid, quantity: 5, created_at: at(i), updated_at: at(i) }).execute();
  }
  await s.db.insertInto('erp_purchase').values({ no: 'CG202611200099', company_id: otherId, state: 'approved', lines_json: '[]', total: 777_777, created_at: at(1), updated_at: at(1) }).execute();
}, 120_000);
afterAll(() => s.close());

const get = async (path: string, as: TestUser = 'superadmin'): Promise<Loose> => {
  const res = await s.request('GET', path, { as });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

describe('the summary', () => {
  it('adds up the orders not cancelled: open ones, totals, paid, returned; due is what 提交 checks the credit limit against', async () => {
    const answer = await get(`/erp/company/${companyId}/purchases`);
    const kept = ORDERS.filter(([state]) => state !== 'cancelled');
    const sum = (k: 1 | 2 | 3) => kept.reduce((acc, o) => acc + o[k], 0);
    expect(answer.summary).toEqual({
      orders: 6,
      open: 3,
      total: sum(1),
      returned: sum(2),
      paid: sum(3),
      // owed on approved orders and later (companyOwed): a 草稿 owes nothing yet
      due: 200_000 + 180_000 + 0 + 0 + 40_000,
    });
    expect(answer.company).toMatchObject({ id: companyId, name: '成都经销有限公司', group_name: '西南组', discount_rate: 3, address: '成都市高新区' });
  });

  it('is zero for a company without orders', async () => {
    const id = Number((await s.db.insertInto('erp_company').values({ name: '新公司', credit_code: withCheckDigit('9151010000000003'), group_id: 1, contact: '钱', phone: '13800000004', created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z' }).returning('id').executeTakeFirstOrThrow()).id);
    const answer = await get(`/erp/company/${id}/purchases`);
    expect(answer.summary).toEqual({ orders: 0, open: 0, total: 0, paid: 0, returned: 0, due: 0 });
    expect(answer.list).toEqual([]);
    expect(answer.total).toBe(0);
  });
});

describe('the orders', () => {
  it('lists the company\'s own orders newest first (a cancelled one too), each with what it owes, a page at a time', async () => {
    const answer = await get(`/erp/company/${companyId}/purchases?pageSize=3`);
    expect(answer.total).toBe(ORDERS.length);
    expect(answer.list.map((o: Loose) => o.state)).toEqual(['cancelled', 'closed', 'completed']);
    const closed = answer.list[1];
    expect(closed).toMatchObject({ total: 80_000, returned_amount: 10_000, paid: 30_000, due: 40_000 });
    const page3 = await get(`/erp/company/${companyId}/purchases?pageSize=3&page=3`);
    expect(page3.list.map((o: Loose) => o.state)).toEqual(['draft']);
    expect(page3.list[0]).toMatchObject({ total: 100_000, due: 0 });
    expect(answer.list[0]).toMatchObject({ state: 'cancelled', due: 0 });
    const all = await get(`/erp/company/${companyId}/purchases?pageSize=100`);
    expect(all.list.some((o: Loose) => String(o.no) === 'CG202611200099')).toBe(false);
  });

  it('filters by state', async () => {
    const answer = await get(`/erp/company/${companyId}/purchases?state=partial`);
    expect(answer.total).toBe(1);
    expect(answer.list[0]).toMatchObject({ state: 'partial', due: 180_000 });
    expect(answer.summary.orders).toBe(6);
  });

  it('refuses bad input in Chinese', async () => {
    const bad = async (path: string, status: number, message: string) => {
      const res = await s.request('GET', path, { as: 'superadmin' });
      expect(res.status, path).toBe(status);
      expect(res.body.message, path).toBe(message);
    };
    await bad(`/erp/company/${companyId}/purchases?state=nope`, 400, '「状态」必须是 草稿、待审核、待复审、已审核、部分发货、已发货、已完成、已关闭、已取消 之一');
    await bad(`/erp/company/${companyId}/purchases?pageSize=101`, 400, '每页条数不能超过 100');
    await bad(`/erp/company/${companyId}/purchases?page=0`, 400, '页码必须是正整数');
    await bad('/erp/company/999999/purchases', 404, '公司不存在或已被删除');
    await bad('/erp/company/abc/purchases', 400, '编号格式不正确');
  });
});

describe('access', () => {
  it('holders of get_erp_company (and super admins) only', async () => {
    for (const as of ['admin', 'staff', 'member'] as const) expect((await s.request('GET', `/erp/company/${companyId}/purchases`, { as })).status, as).toBe(403);
    expect((await s.request('GET', `/erp/company/${companyId}/purchases`, { as: null })).status).toBe(401);
    const admin = await s.db.selectFrom('admin').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await s.db.insertInto('admin_permission').values({ admin_id: admin.id, action: 'get_erp_company' }).execute();
    const answer = await get(`/erp/company/${companyId}/purchases`, 'admin');
    expect(answer.summary.orders).toBe(6);
  });
});
