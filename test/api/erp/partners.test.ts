import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCheckDigit } from '../../../src/domain/erp/creditCode.ts';
import { createTestServer, type Loose, type TestServer, type TestUser } from '../../helpers/testServer.ts';

/**
 * ERP's partners against the server: groups in use kept (409 naming up to 5 companies, then
 * 等 N 家), the company's 统一社会信用代码 refused with the message the form shows, a company with
 * orders or linked accounts kept (409 naming the counts), one company per customer account (409
 * naming the company), and the customer accounts' options of the relation form. Each refusal
 * leaves the tables as they were.
 */

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 120_000);
afterAll(() => s.close());

const ok = async (method: string, path: string, body?: unknown, as: TestUser = 'superadmin'): Promise<Loose> => {
  const res = await s.request(method, path, { as, body });
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};
const refused = async (method: string, path: string, body: unknown, status: number, message: string): Promise<void> => {
  const res = await s.request(method, path, { as: 'superadmin', body });
  expect(res.status).toBe(status);
  expect(res.body.message).toBe(message);
};
const count = async (table: 'erp_group' | 'erp_company' | 'erp_relation'): Promise<number> =>
  Number((await s.db.selectFrom(table).select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

let codeSeq = 0;
/** A valid code, each call a new one. */
const nextCode = (): string => withCheckDigit(`91440300MA5${String((codeSeq += 1)).padStart(5, '0')}`);
const group = (name: string) => ok('POST', '/erp/group', { name, region: '华南', discount_rate: 5, sort: 10 });
const company = (name: string, groupId: unknown, extra: Record<string, unknown> = {}) =>
  ok('POST', '/erp/company', { name, credit_code: nextCode(), group_id: groupId, contact: '陈经理', phone: '13800000001', state: 'active', ...extra });
let customerSeq = 0;
async function customer(name: string, phone: string): Promise<number> {
  customerSeq += 1;
  const at = new Date(s.clock.now()).toISOString();
  const row = await s.db.insertInto('customer').values({ username: `dealer_${customerSeq}`, name, phone, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

describe('groups', () => {
  it('one in use is not deleted: 409 naming up to 5 companies, then 等 N 家; an unused one is', async () => {
    const used = await group('华南一组');
    for (let i = 1; i <= 6; i += 1) await company(`华南经销${i}有限公司`, used.id);
    const before = await count('erp_group');
    await refused('DELETE', `/erp/group/${used.id}?version=${used.version}`, undefined, 409,
      '分组「华南一组」正在被公司「华南经销1有限公司」、「华南经销2有限公司」、「华南经销3有限公司」、「华南经销4有限公司」、「华南经销5有限公司」 等 6 家公司使用，不能删除');
    expect(await count('erp_group')).toBe(before);
    const few = await group('华东一组');
    await company('华东经销有限公司', few.id);
    await refused('DELETE', `/erp/group/${few.id}?version=${few.version}`, undefined, 409, '分组「华东一组」正在被公司「华东经销有限公司」使用，不能删除');
    const free = await group('空分组');
    await ok('DELETE', `/erp/group/${free.id}?version=${free.version}`);
    expect(await count('erp_group')).toBe(before + 1);
  });
});

describe('companies', () => {
  it('a credit code is refused with the message of its fault, the form\'s own; a valid one is stored', async () => {
    const g = await group('校验组');
    const before = await count('erp_company');
    const valid = withCheckDigit('91350100M000100Y4');
    expect(valid).toBe('91350100M000100Y43');
    const wrongLast = `${valid.slice(0, 17)}4`;
    const cases: [string, string][] = [
      [wrongLast, '统一社会信用代码校验位不正确，应为 3'],
      ['91350100M000100Y53', '统一社会信用代码第 17 位（组织机构代码校验位）不正确，应为 4'],
      ['9135010', '统一社会信用代码应为 18 位数字或大写字母（不含 I、O、Z、S、V）'],
      ['91350100M000100I43', '统一社会信用代码应为 18 位数字或大写字母（不含 I、O、Z、S、V）'],
      ['91350100m000100y43', '统一社会信用代码应为 18 位数字或大写字母（不含 I、O、Z、S、V）'],
      ['913501A0M000100Y43', '统一社会信用代码第 3–8 位应为 6 位数字的行政区划代码'],
    ];
    for (const [code, message] of cases) await refused('POST', '/erp/company', { name: '福州某公司', credit_code: code, group_id: g.id, contact: '林', phone: '13800000002', state: 'active' }, 400, message);
    expect(await count('erp_company')).toBe(before);
    const created = await ok('POST', '/erp/company', { name: '福州某公司', credit_code: ` ${valid} `, group_id: g.id, contact: '林', phone: '13800000002', state: 'active' });
    expect(created.credit_code).toBe(valid);
    expect(created.state).toBe('active');
    await refused('POST', '/erp/company', { name: '福州另一公司', credit_code: valid, group_id: g.id, contact: '林', phone: '13800000002', state: 'active' }, 409, '「统一社会信用代码」已存在');
    await refused('PUT', `/erp/company/${created.id}`, { version: created.version, credit_code: wrongLast }, 400, '统一社会信用代码校验位不正确，应为 3');
    expect((await ok('GET', `/erp/company/${created.id}`)).credit_code).toBe(valid);
  });

  it('names a group that exists', async () => {
    await refused('POST', '/erp/company', { name: '无分组公司', credit_code: nextCode(), group_id: 999_999, contact: '林', phone: '13800000002', state: 'active' }, 400, '所选的分组不存在');
  });

  it('one with orders or linked accounts is not deleted (409 naming the counts); an unused one is', async () => {
    const g = await group('删除组');
    const held = await company('有单公司', g.id);
    const at = new Date(s.clock.now()).toISOString();
    for (const no of ['CG202611220001', 'CG202611220002']) await s.db.insertInto('erp_purchase').values({ no, company_id: Number(held.id), lines_json: '[]', created_at: at, updated_at: at }).execute();
    const account = await customer('周先生', '13900000001');
    await ok('POST', '/erp/relation', { user_id: account, company_id: held.id });
    const linkedOnly = await company('仅关联公司', g.id);
    await ok('POST', '/erp/relation', { user_id: await customer('吴女士', '13900000002'), company_id: linkedOnly.id });
    const before = await count('erp_company');
    await refused('DELETE', `/erp/company/${held.id}?version=${held.version}`, undefined, 409, '公司「有单公司」有 2 张采购单、1 个关联账号，不能删除');
    await refused('DELETE', `/erp/company/${linkedOnly.id}?version=${linkedOnly.version}`, undefined, 409, '公司「仅关联公司」有 1 个关联账号，不能删除');
    expect(await count('erp_company')).toBe(before);
    const free = await company('空公司', g.id);
    await ok('DELETE', `/erp/company/${free.id}?version=${free.version}`);
    expect(await count('erp_company')).toBe(before);
  });
});

describe('relations', () => {
  it('one company per account: a second link is 409 naming the company it already has; moving the link itself is fine', async () => {
    const g = await group('关联组');
    const first = await company('甲经销有限公司', g.id);
    const second = await company('乙经销有限公司', g.id);
    const account = await customer('郑先生', '13900000011');
    const link = await ok('POST', '/erp/relation', { user_id: account, company_id: first.id, remark: '首次' });
    const before = await count('erp_relation');
    const username = (await s.db.selectFrom('customer').select('username').where('id', '=', account).executeTakeFirstOrThrow()).username;
    await refused('POST', '/erp/relation', { user_id: account, company_id: second.id }, 409, `客户账号「${username}」已关联到公司「甲经销有限公司」，每个账号只能关联一家公司`);
    expect(await count('erp_relation')).toBe(before);
    const other = await customer('王先生', '13900000012');
    const otherLink = await ok('POST', '/erp/relation', { user_id: other, company_id: second.id });
    await refused('PUT', `/erp/relation/${otherLink.id}`, { version: otherLink.version, user_id: account }, 409, `客户账号「${username}」已关联到公司「甲经销有限公司」，每个账号只能关联一家公司`);
    const moved = await ok('PUT', `/erp/relation/${link.id}`, { version: link.version, company_id: second.id });
    expect(moved.company_id).toBe(second.id);
    expect(moved.user_id).toBe(account);
  });

  it('names a customer account and a company that exist', async () => {
    const g = await group('存在组');
    const c = await company('存在公司', g.id);
    await refused('POST', '/erp/relation', { user_id: 999_999, company_id: c.id }, 400, '所选的客户账号不存在');
    await refused('POST', '/erp/relation', { user_id: await customer('钱先生', '13900000021'), company_id: 999_999 }, 400, '所选的公司不存在');
  });
});

describe('customer options (erp.customers)', () => {
  it('labels username with name and phone, finds by a prefix of each, at most 50', async () => {
    const id = await customer('欧阳锋', '13712340000');
    const username = (await s.db.selectFrom('customer').select('username').where('id', '=', id).executeTakeFirstOrThrow()).username;
    for (const q of [username, '欧阳', '1371234']) {
      const answer = await ok('GET', `/erp/customers?q=${encodeURIComponent(q)}`);
      expect(answer.list.map((o: Loose) => o.value), q).toContain(id);
      expect(answer.list.find((o: Loose) => Number(o.value) === id)?.label).toBe(`${username}（欧阳锋 13712340000）`);
      for (const o of answer.list) expect(`${String(o.label)}`.startsWith(q) || String(o.label).includes(`（${q}`) || String(o.label).includes(` ${q}`)).toBe(true);
    }
    expect((await ok('GET', '/erp/customers?q=没有这个人')).list).toEqual([]);
    for (let i = 0; i < 55; i += 1) await customer(`批量${i}`, `1360000${String(i).padStart(4, '0')}`);
    const all = await ok('GET', '/erp/customers?q=136');
    expect(all.list).toHaveLength(50);
    expect(all.more).toBe(true);
    expect((await s.request('GET', `/erp/customers?q=${'x'.repeat(101)}`, { as: 'superadmin' })).status).toBe(400);
  });

  it('is for holders of manage_erp_relation (and super admins) only', async () => {
    for (const as of ['admin', 'staff', 'member'] as const) expect((await s.request('GET', '/erp/customers', { as })).status, as).toBe(403);
    expect((await s.request('GET', '/erp/customers', { as: null })).status).toBe(401);
  });
});
