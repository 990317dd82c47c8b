import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Loose, type TestServer, type TestUser } from '../../helpers/testServer.ts';
import { erpFixture, type Erp } from './stockFixtures.ts';

/**
 * 采购单's create, edit and delete (the engine's CRUD with the orders' hooks) against the server:
 * the number CG + China day + 4 digits, the state 草稿, the amounts computed in fen with the
 * group's rate kept on the order, the lines kept as rows, bad lines and a missing model or company
 * refused in Chinese naming the line (nothing written), a paused company refused, only a draft
 * edited or deleted (409 with the reason), and the detail, open lines and models look-ups.
 */

let s: TestServer;
let erp: Erp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'erp-purchase-'));
  s = await createTestServer({ uploadDir: dir });
  erp = await erpFixture(s, 5);
}, 60_000);
afterAll(async () => {
  await s.close();
  rmSync(dir, { recursive: true, force: true });
});

async function upload(name: string): Promise<{ url: string; name: string }> {
  const form = new FormData();
  form.append('file', new File([Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') as BlobPart], name));
  const { auth } = await s.login('superadmin');
  const res = await s.app.request('/api/cms/system/upload', { method: 'POST', body: form, headers: { authorization: auth } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { url: string; name: string } };
  return { url: body.data.url, name: body.data.name };
}

const call = (method: string, path: string, body?: unknown, as: TestUser = 'superadmin') => s.request(method, path, { as, body });
const ok = async (method: string, path: string, body?: unknown, as: TestUser = 'superadmin'): Promise<Loose> => {
  const res = await call(method, path, body, as);
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};
const count = async (table: 'erp_purchase' | 'erp_purchase_line' | 'erp_purchase_event'): Promise<number> =>
  Number((await s.db.selectFrom(table).select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const tables = async () => ({
  orders: await s.db.selectFrom('erp_purchase').selectAll().orderBy('id').execute(),
  lines: await s.db.selectFrom('erp_purchase_line').selectAll().orderBy('id').execute(),
});
const lineRows = (id: number) => s.db.selectFrom('erp_purchase_line').selectAll().where('purchase_id', '=', id).orderBy('id').execute();

/** Two lines: 3 × ¥3.33 at 5 % off and 1 × ¥1,000.01, in the fixture's group (5 %). */
const twoLines = () => [
  { product_id: erp.models[0].id, quantity: 3, unit_price: 333, discount_rate: 5 },
  { product_id: erp.models[1].id, quantity: 1, unit_price: 100_001, discount_rate: 0 },
];

describe('create', () => {
  it('numbers the order CG + day + 0001, 0002, starts it 草稿, computes the amounts in fen and keeps the lines as rows', async () => {
    const a = await ok('POST', '/erp/purchase', { company_id: erp.companyId, lines: twoLines(), remark: '首批' });
    const b = await ok('POST', '/erp/purchase', { company_id: erp.companyId, lines: twoLines() });
    expect(a.no).toBe('CG202611220001');
    expect(b.no).toBe('CG202611220002');
    expect(a.state).toBe('draft');
    // 3 × 333 × 95 % = 949.05 → 949; + 100001 = 100950; group 5 % = 5047.5 → 5048; total 95902
    expect({ quantity: a.quantity, subtotal: a.subtotal, discount_rate: a.discount_rate, discount_amount: a.discount_amount, total: a.total }).toEqual({
      quantity: 4,
      subtotal: 100_950,
      discount_rate: 5,
      discount_amount: 5048,
      total: 95_902,
    });
    const rows = await lineRows(Number(a.id));
    expect(rows.map((r) => [Number(r.product_id), Number(r.quantity), Number(r.unit_price), Number(r.discount_rate), Number(r.amount), Number(r.shipped_quantity)])).toEqual([
      [erp.models[0].id, 3, 333, 5, 949, 0],
      [erp.models[1].id, 1, 100_001, 0, 100_001, 0],
    ]);
    const row = await s.db.selectFrom('erp_purchase').select(['created_by']).where('id', '=', Number(a.id)).executeTakeFirstOrThrow();
    const superId = (await s.db.selectFrom('admin').select('id').where('username', '=', 'superadmin').executeTakeFirstOrThrow()).id;
    expect(Number(row.created_by)).toBe(superId);
  });

  it.each([
    [{ lines: [] }, '「采购明细」不能为空'],
    [{ lines: [{ product_id: 1, quantity: 1, unit_price: 1, discount_rate: 0 }, { product_id: 1, quantity: 2, unit_price: 1, discount_rate: 0 }] }, '机型重复：第 1 行和第 2 行是同一机型，请合并为一行'],
    [{ lines: [{ product_id: 1, quantity: 0, unit_price: 100, discount_rate: 0 }] }, '第 1 行：数量必须是 1–10000 的整数'],
    [{ lines: 'x' }, '采购明细格式不正确'],
    [{ lines: [{ product_id: 999_999, quantity: 1, unit_price: 100, discount_rate: 0 }] }, '第 1 行：机型不存在（编号 999999）'],
    [{ company_id: 999_999 }, '所选的公司不存在（编号 999999）'],
    [{ lines: [{ product_id: 1, quantity: 10_000, unit_price: 100_000_000, discount_rate: 0 }] }, '采购单行金额合计不能超过 20,000,000.00 元，现为 10,000,000,000.00 元，请拆分为多张采购单'],
    [{ lines: [{ product_id: 2 ** 31, quantity: 1, unit_price: 1, discount_rate: 0 }] }, '第 1 行：请选择机型'],
    [{ lines: [{ product_id: 1, quantity: 1, unit_price: 1.5, discount_rate: 0 }] }, '第 1 行：单价必须是 0–1,000,000 元，最多两位小数'],
  ])('refuses %j with 400 in Chinese and writes nothing', async (over, message) => {
    const before = await tables();
    const res = await call('POST', '/erp/purchase', { company_id: erp.companyId, lines: twoLines(), ...over });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await tables()).toEqual(before);
  });

  it('refuses a company not 合作中 with 409 naming it', async () => {
    const iso = new Date(s.clock.now()).toISOString();
    const group = await s.db.selectFrom('erp_company').select('group_id').where('id', '=', erp.companyId).executeTakeFirstOrThrow();
    const paused = await s.db
      .insertInto('erp_company')
      .values({ name: '暂停的经销商', credit_code: '91440300MA5GZZZZZX', group_id: group.group_id, contact: '王', phone: '13800000000', address: null, state: 'paused', remark: null, created_at: iso, updated_at: iso })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await tables();
    const res = await call('POST', '/erp/purchase', { company_id: Number(paused.id), lines: twoLines() });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('「暂停的经销商」暂停合作，不能下采购单');
    expect(await tables()).toEqual(before);
  });

  it('refuses amounts the body sends (read-only fields) with 400', async () => {
    const res = await call('POST', '/erp/purchase', { company_id: erp.companyId, lines: twoLines(), total: 1 });
    expect(res.status).toBe(400);
  });
});

describe('edit and delete', () => {
  it('a draft edit recomputes lines and amounts; a company change takes the new group rate', async () => {
    const order = await ok('POST', '/erp/purchase', { company_id: erp.companyId, lines: twoLines() });
    const edited = await ok('PUT', `/erp/purchase/${order.id}`, { version: order.version, lines: [{ product_id: erp.models[2].id, quantity: 2, unit_price: 1001, discount_rate: 50 }] });
    // 2 × 1001 × 50 % = 1001; group 5 % = 50.05 → 50; total 951
    expect([edited.quantity, edited.subtotal, edited.discount_amount, edited.total]).toEqual([2, 1001, 50, 951]);
    expect((await lineRows(Number(order.id))).map((r) => [Number(r.product_id), Number(r.amount)])).toEqual([[erp.models[2].id, 1001]]);

    const iso = new Date(s.clock.now()).toISOString();
    const g = await s.db.insertInto('erp_group').values({ name: '高折扣组', region: '华北', discount_rate: 20, sort: 1, remark: null, created_at: iso, updated_at: iso }).returning('id').executeTakeFirstOrThrow();
    const other = await s.db
      .insertInto('erp_company')
      .values({ name: '北京经销商', credit_code: '91110000MA5GYYYYYX', group_id: Number(g.id), contact: '李', phone: '13900000000', address: null, remark: null, created_at: iso, updated_at: iso })
      .returning('id')
      .executeTakeFirstOrThrow();
    const moved = await ok('PUT', `/erp/purchase/${order.id}`, { version: edited.version, company_id: Number(other.id) });
    expect([moved.discount_rate, moved.discount_amount, moved.total]).toEqual([20, 200, 801]);
  });

  it('a stale version is 409 VERSION_CONFLICT and changes nothing', async () => {
    const order = await ok('POST', '/erp/purchase', { company_id: erp.companyId, lines: twoLines() });
    await ok('PUT', `/erp/purchase/${order.id}`, { version: order.version, remark: '改一次' });
    const before = await tables();
    const res = await call('PUT', `/erp/purchase/${order.id}`, { version: order.version, remark: '过期' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('40900');
    expect(await tables()).toEqual(before);
  });

  it('only a draft: a submitted order is not edited or deleted (409 with the reason); a draft is deleted with its lines and history', async () => {
    const order = await ok('POST', '/erp/purchase', { company_id: erp.companyId, lines: twoLines() });
    const pending = await ok('POST', `/erp/purchase/${order.id}/submit`, { version: order.version });
    const before = await tables();
    const edit = await call('PUT', `/erp/purchase/${order.id}`, { version: pending.order.version, remark: 'x' });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('待审核的采购单不能编辑，只有草稿可以编辑');
    const del = await call('DELETE', `/erp/purchase/${order.id}?version=${pending.order.version}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('待审核的采购单不能删除，只有草稿可以删除，可以取消或关闭');
    expect(await tables()).toEqual(before);

    const draft = await ok('POST', '/erp/purchase', { company_id: erp.companyId, lines: twoLines() });
    const lines = await count('erp_purchase_line');
    const events = await count('erp_purchase_event');
    await ok('DELETE', `/erp/purchase/${draft.id}?version=${draft.version}`);
    expect(await count('erp_purchase_line')).toBe(lines - 2);
    expect(await count('erp_purchase_event')).toBe(events - 1);
    expect(await s.db.selectFrom('erp_purchase').select('id').where('id', '=', Number(draft.id)).executeTakeFirst()).toBeUndefined();
  });

  it('attachments: uploaded files kept, more than 10 or a foreign address refused', async () => {
    const { url } = await upload('合同.pdf');
    const order = await ok('POST', '/erp/purchase', { company_id: erp.companyId, lines: twoLines(), attachments: [{ url, name: ' 合同.pdf ' }] });
    expect(order.attachments).toEqual([{ url, name: '合同.pdf' }]);
    const many = await call('POST', '/erp/purchase', { company_id: erp.companyId, lines: twoLines(), attachments: Array.from({ length: 11 }, () => ({ url, name: 'a.pdf' })) });
    expect(many.status).toBe(400);
    expect(many.body.message).toBe('「附件」最多 10 个，现有 11 个');
    const foreign = await call('POST', '/erp/purchase', { company_id: erp.companyId, lines: twoLines(), attachments: [{ url: 'https://evil.example/x', name: 'a.pdf' }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('第 1 个附件不是上传得到的文件地址');
  });
});

describe('the detail', () => {
  it('answers the order with names, company, lines, history, actions, due and 大写金额', async () => {
    const order = await ok('POST', '/erp/purchase', { company_id: erp.companyId, lines: twoLines(), remark: '详情' });
    const d = await ok('GET', `/erp/purchase/${order.id}/detail`);
    expect(d.order.no).toBe(order.no);
    expect(d.order.company_name).toMatch(/^深圳市测试激光设备有限公司/);
    expect(d.order.created_by_name).toBeTruthy();
    expect(d.order.lines).toEqual(twoLines());
    expect(d.company.discount_rate).toBe(5);
    expect(d.company.group_name).toBeTruthy();
    expect(d.lines.map((l: Loose) => [l.product_name, l.amount, l.shipped_quantity, l.returned_quantity])).toEqual([
      [erp.models[0].name, 949, 0, 0],
      [erp.models[1].name, 100_001, 0, 0],
    ]);
    expect(d.shipments).toEqual([]);
    expect(d.payments).toEqual([]);
    expect(d.history.map((h: Loose) => h.action_label)).toEqual(['新建采购单']);
    expect(d.actions.edit).toEqual({ allowed: true });
    expect(d.actions.submit).toEqual({ allowed: true });
    expect(d.actions.approve).toEqual({ allowed: false, reason: '草稿的采购单不能审核' });
    expect(d.due).toBe(95_902);
    expect(d.amount_in_words).toBe('玖佰伍拾玖元零贰分');
    expect(d.review_amount).toBe(5_000_000);
  });

  it('an unknown order is 404; staff without manage_erp_purchase get 403', async () => {
    expect((await call('GET', '/erp/purchase/999999/detail')).status).toBe(404);
    const order = await ok('POST', '/erp/purchase', { company_id: erp.companyId, lines: twoLines() });
    expect((await call('GET', `/erp/purchase/${order.id}/detail`, undefined, 'staff')).status).toBe(403);
  });
});

describe('open lines and models', () => {
  it('lists the company’s open orders holding the models, without the excluded one, not a cancelled one', async () => {
    const a = await ok('POST', '/erp/purchase', { company_id: erp.companyId, lines: [{ product_id: erp.models[3].id, quantity: 2, unit_price: 100, discount_rate: 0 }] });
    const b = await ok('POST', '/erp/purchase', { company_id: erp.companyId, lines: [{ product_id: erp.models[3].id, quantity: 5, unit_price: 100, discount_rate: 0 }] });
    const c = await ok('POST', '/erp/purchase', { company_id: erp.companyId, lines: [{ product_id: erp.models[3].id, quantity: 7, unit_price: 100, discount_rate: 0 }] });
    await ok('POST', `/erp/purchase/${c.id}/cancel`, { version: c.version, remark: '不要了' });
    const all = await ok('GET', `/erp/purchase/open-lines?company_id=${erp.companyId}&product_id=${erp.models[3].id},${erp.models[4].id}`);
    expect(all.list.map((r: Loose) => [r.no, r.state, r.product_name, r.quantity])).toEqual([
      [b.no, 'draft', erp.models[3].name, 5],
      [a.no, 'draft', erp.models[3].name, 2],
    ]);
    const without = await ok('GET', `/erp/purchase/open-lines?company_id=${erp.companyId}&product_id=${erp.models[3].id}&exclude=${b.id}`);
    expect(without.list.map((r: Loose) => r.no)).toEqual([a.no]);
    expect((await ok('GET', `/erp/purchase/open-lines?company_id=${erp.companyId}&product_id=`)).list).toEqual([]);
    const bad = await call('GET', `/erp/purchase/open-lines?company_id=abc&product_id=1`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('「公司」必须是正整数');
    expect((await call('GET', `/erp/purchase/open-lines?product_id=1`)).body.message).toBe('请指定公司');
  });

  it('models: every model with code, letters and price; ?q= a prefix of the name or the code; staff may read them', async () => {
    const all = await ok('GET', '/erp/models', undefined, 'staff');
    expect(all.list.length).toBe(erp.models.length);
    const m = erp.models[0];
    const entry = all.list.find((o: Loose) => Number(o.value) === m.id);
    expect(entry).toMatchObject({ label: m.name, code: m.code, letters: m.letters, price: erp.price.get(m.id) });
    const byCode = await ok('GET', `/erp/models?q=${encodeURIComponent(m.code.toLowerCase())}`);
    expect(byCode.list.map((o: Loose) => o.value)).toContain(m.id);
    expect(byCode.list.every((o: Loose) => String(o.code).startsWith(m.code) || String(o.label).startsWith(m.code.toLowerCase()))).toBe(true);
    const byName = await ok('GET', `/erp/models?q=${encodeURIComponent(m.name.slice(0, 2))}`);
    expect(byName.list.length).toBeGreaterThan(0);
    expect(byName.list.every((o: Loose) => String(o.label).startsWith(m.name.slice(0, 2)) || String(o.code).startsWith(m.name.slice(0, 2).toUpperCase()))).toBe(true);
    expect((await ok('GET', '/erp/models?q=不存在的机型')).list).toEqual([]);
  });
});
