import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPermissions } from '../peopleFixtures.ts';
import { createTestServer, type Loose, type TestServer } from '../../helpers/testServer.ts';
import { erpFixture, shipSnapshot, stockRow, type Erp, type Model } from './stockFixtures.ts';
import { stockProblems } from './stockInvariants.ts';

/**
 * 库存调整 / 入库 (POST /erp/stock/adjust) and a model's stock (GET /erp/stock/model/:id) on both
 * databases: the right adjust_erp_stock (403 without it, whatever else the account holds), the
 * reason and the quantity checked (400 in Chinese), below zero refused (409 naming the model and
 * the numbers), and each move a ledger row with its reason, balance and operator.
 */

let s: TestServer;
let erp: Erp;
let model: Model;

beforeAll(async () => {
  s = await createTestServer();
  erp = await erpFixture(s);
  model = erp.models[0];
}, 60_000);
afterAll(() => s?.close());

const adjust = (body: unknown, as: 'superadmin' | 'staff' | 'admin' = 'superadmin') => s.request('POST', '/erp/stock/adjust', { as, body });

describe('POST /erp/stock/adjust', () => {
  it('入库 then 盘点调整: the stock and a ledger row each, with reason, balance and operator; answers the model\'s stock and moves', async () => {
    const first = await adjust({ product_id: model.id, kind: 'stock_in', quantity: 12, reason: '首批入库' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.stock).toMatchObject({ product_id: model.id, product_name: model.name, on_hand: 12, reserved: 0, available: 12 });
    const second = await adjust({ product_id: model.id, kind: 'adjust', quantity: -2, reason: '盘点少了两台' });
    expect(second.status).toBe(200);
    expect(second.body.data.stock.on_hand).toBe(10);
    expect(second.body.data.ledger.map((l: Loose) => [l.kind, l.quantity, l.balance, l.reason, l.operator_name])).toEqual([
      ['adjust', -2, 10, '盘点少了两台', '超级管理员'],
      ['stock_in', 12, 12, '首批入库', '超级管理员'],
    ]);
    const log = await s.db.selectFrom('action_log').select(['action', 'resource']).where('action', '=', 'erp.stockAdjust').execute();
    expect(log).toHaveLength(2);
  });

  it('below zero: 409 naming the model and the numbers, nothing changed', async () => {
    const before = await shipSnapshot(s);
    const res = await adjust({ product_id: model.id, kind: 'adjust', quantity: -11, reason: '盘亏' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`库存不足：「${model.name}」在库 10 台，盘点调整需要 11 台`);
    expect(await shipSnapshot(s)).toEqual(before);
  });

  it('bad input: 400 in Chinese, nothing changed', async () => {
    const before = await shipSnapshot(s);
    const cases: [unknown, string][] = [
      [{ product_id: model.id, kind: 'adjust', quantity: 1 }, '请填写原因（2–200 个字）'],
      [{ product_id: model.id, kind: 'adjust', quantity: 1, reason: '好' }, '请填写原因（2–200 个字）'],
      [{ product_id: model.id, kind: 'adjust', quantity: 1, reason: '长'.repeat(201) }, '「原因」最多 200 个字'],
      [{ product_id: model.id, kind: 'adjust', quantity: 0, reason: '零调整' }, '「数量」不能为 0'],
      [{ product_id: model.id, kind: 'adjust', quantity: 1.5, reason: '半台' }, '「数量」必须是 −100000–100000 的整数'],
      [{ product_id: model.id, kind: 'stock_in', quantity: -3, reason: '负入库' }, '入库的「数量」必须大于 0，减少库存请用盘点调整'],
      [{ product_id: model.id, kind: 'ship', quantity: 1, reason: '冒充发货' }, '「类型」必须是 adjust（盘点调整）或 stock_in（入库）'],
      [{ product_id: 999_999, kind: 'stock_in', quantity: 1, reason: '没有的机型' }, '机型 999999 不存在'],
      [{ product_id: '1', kind: 'stock_in', quantity: 1, reason: '文字编号' }, '「机型」必须是机型编号'],
    ];
    for (const [body, message] of cases) {
      const res = await adjust(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await adjust({ product_id: model.id, kind: 'stock_in', quantity: 1, reason: '多余字段', balance: 99 })).status).toBe(400);
    expect(await shipSnapshot(s)).toEqual(before);
  });

  it('needs adjust_erp_stock: 403 without it (get_erp_stock is not enough), 200 with it', async () => {
    const before = await shipSnapshot(s);
    await setPermissions(s, 'staff', ['get_erp_stock', 'manage_erp_purchase']);
    const refused = await adjust({ product_id: model.id, kind: 'stock_in', quantity: 1, reason: '无权入库' }, 'staff');
    expect(refused.status).toBe(403);
    expect((await adjust({ product_id: model.id, kind: 'stock_in', quantity: 1, reason: '无权入库' }, 'admin')).status).toBe(403);
    expect(await shipSnapshot(s)).toEqual(before);
    await setPermissions(s, 'staff', ['adjust_erp_stock']);
    const allowed = await adjust({ product_id: model.id, kind: 'stock_in', quantity: 1, reason: '有权入库' }, 'staff');
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    expect(allowed.body.data.ledger[0]).toMatchObject({ kind: 'stock_in', quantity: 1, balance: 11, operator_name: '李晓燕' });
    expect(await stockRow(s, model.id)).toEqual({ on_hand: 11, reserved: 0, available: 11 });
    expect(await stockProblems(s.db)).toEqual([]);
  });
});

describe('GET /erp/stock/model/:id', () => {
  it('answers the stock and the latest 20 moves, newest first; a model never moved shows zeros', async () => {
    for (let i = 0; i < 22; i++) expect((await adjust({ product_id: model.id, kind: 'stock_in', quantity: 1, reason: `第 ${i + 1} 次入库` })).status).toBe(200);
    const res = await s.request('GET', `/erp/stock/model/${model.id}`, { as: 'superadmin' });
    expect(res.status).toBe(200);
    expect(res.body.data.stock.on_hand).toBe(33);
    expect(res.body.data.ledger).toHaveLength(20);
    expect(res.body.data.ledger[0]).toMatchObject({ reason: '第 22 次入库', balance: 33 });
    const ids = res.body.data.ledger.map((l: Loose) => Number(l.id));
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const untouched = erp.models[erp.models.length - 1];
    const zero = await s.request('GET', `/erp/stock/model/${untouched.id}`, { as: 'superadmin' });
    expect(zero.body.data).toEqual({ stock: { product_id: untouched.id, product_name: untouched.name, on_hand: 0, reserved: 0, available: 0, updated_at: null }, ledger: [] });
  });

  it('no such model: 404; without get_erp_stock: 403', async () => {
    expect((await s.request('GET', '/erp/stock/model/999999', { as: 'superadmin' })).status).toBe(404);
    await setPermissions(s, 'staff', ['adjust_erp_stock']);
    expect((await s.request('GET', `/erp/stock/model/${model.id}`, { as: 'staff' })).status).toBe(403);
    await setPermissions(s, 'staff', ['get_erp_stock']);
    expect((await s.request('GET', `/erp/stock/model/${model.id}`, { as: 'staff' })).status).toBe(200);
  });
});

describe('every model on the stock list', () => {
  it('a model made in 机型配置 gets its zero stock row; one never used is deleted with it; one ERP moved cannot be deleted (409)', async () => {
    const made = await s.request('POST', '/needs/production/model', { as: 'superadmin', body: { name: 'LX-100W 测试机型', code: '31', category: 'fiber', sale_state: 'on_sale', warranty_months: 12 } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = Number(made.body.data.id);
    const listed = await s.request('GET', `/erp/stock?product_id=${id}`, { as: 'superadmin' });
    expect(listed.status).toBe(200);
    expect(listed.body.data.list.map((r: Loose) => [Number(r.product_id), Number(r.on_hand), Number(r.reserved), Number(r.available)])).toEqual([[id, 0, 0, 0]]);
    const stockRows = Number((await s.db.selectFrom('erp_stock').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const models = Number((await s.db.selectFrom('product_model').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(stockRows).toBeLessThanOrEqual(models);

    const removed = await s.request('DELETE', `/needs/production/model/${id}?version=1`, { as: 'superadmin' });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await s.db.selectFrom('erp_stock').select('id').where('product_id', '=', id).execute()).toEqual([]);

    const before = await shipSnapshot(s);
    const version = Number((await s.db.selectFrom('product_model').select('version').where('id', '=', model.id).executeTakeFirstOrThrow()).version);
    const refused = await s.request('DELETE', `/needs/production/model/${model.id}?version=${version}`, { as: 'superadmin' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(new RegExp(`^机型「${model.name}」已有 \\d+ 条库存流水，不能删除`));
    expect(await shipSnapshot(s)).toEqual(before);
    expect((await s.db.selectFrom('product_model').select('id').where('id', '=', model.id).execute()).length).toBe(1);
  });
});
