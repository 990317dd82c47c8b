import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCheckDigit } from '../../../src/domain/erp/creditCode.ts';
import { createTestServer, type Loose, type TestServer } from '../../helpers/testServer.ts';

/**
 * GET /erp/dealers?phone=a,b: the company each phone's customer account is linked to, phones
 * without a linked account left out, at most 50 phones (400 beyond), for staff and above.
 */

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
  const at = new Date(s.clock.now()).toISOString();
  const g = await s.db.insertInto('erp_group').values({ name: '华北组', created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
  const company = async (name: string, code: string) =>
    Number((await s.db.insertInto('erp_company').values({ name, credit_code: withCheckDigit(code), group_id: g.id, contact: '孙', phone: '13800000005', created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()).id);
  const customer = async (username: string, phone: string) =>
    Number((await s.db.insertInto('customer').values({ username, name: username, phone, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()).id);
  const beijing = await company('北京经销有限公司', '9111010000000001');
  const tianjin = await company('天津经销有限公司', '9112010000000002');
  await s.db.insertInto('erp_relation').values([
    { user_id: await customer('bj_user', '13811110001'), company_id: beijing, created_at: at, updated_at: at },
    { user_id: await customer('tj_user', '13811110002'), company_id: tianjin, created_at: at, updated_at: at },
  ]).execute();
  await customer('loner', '13811110003');
}, 120_000);
afterAll(() => s.close());

const dealers = async (phones: string, as: 'superadmin' | 'staff' = 'staff'): Promise<Loose> => {
  const res = await s.request('GET', `/erp/dealers?phone=${encodeURIComponent(phones)}`, { as });
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

describe('erp.dealers', () => {
  it('answers the linked company of each phone, leaving out the rest', async () => {
    const answer = await dealers('13811110001, 13811110002,13811110003,13899999999,13811110001');
    expect([...answer.list].sort((a: Loose, b: Loose) => String(a.phone).localeCompare(String(b.phone)))).toEqual([
      { phone: '13811110001', company_id: expect.any(Number), company_name: '北京经销有限公司' },
      { phone: '13811110002', company_id: expect.any(Number), company_name: '天津经销有限公司' },
    ]);
    expect((await dealers('')).list).toEqual([]);
  });

  it('takes at most 50 phones', async () => {
    const phones = Array.from({ length: 51 }, (_, i) => `1380000${String(i).padStart(4, '0')}`);
    expect((await dealers(phones.slice(0, 50).join(','))).list).toEqual([]);
    const res = await s.request('GET', `/erp/dealers?phone=${phones.join(',')}`, { as: 'staff' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('一次最多查询 50 个手机号，本次 51 个');
  });

  it('is for staff and above', async () => {
    expect((await s.request('GET', '/erp/dealers?phone=13811110001', { as: 'member' })).status).toBe(403);
    expect((await s.request('GET', '/erp/dealers?phone=13811110001', { as: null })).status).toBe(401);
    expect((await dealers('13811110001', 'superadmin')).list).toHaveLength(1);
  });
});
