import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../helpers/testServer.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

const model = (over: Record<string, unknown> = {}) => ({
  name: 'M2 Ultra 雕刻机',
  code: '05',
  letters: null,
  category: 'engraver',
  sale_state: 'on_sale',
  warranty_months: 24,
  price: 1299900,
  launched_on: '2024-03-01',
  ...over,
});

describe('product models', () => {
  it('creates, lists, filters, edits and deletes; the serial code and letters follow the rule', async () => {
    const created = await s.request('POST', '/needs/production/model', { as: 'admin', body: model() });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'M2 Ultra 雕刻机', code: '05', letters: null, warranty_months: 24 });
    const bad = await s.request('POST', '/needs/production/model', { as: 'admin', body: model({ name: 'X', code: '5A', letters: 'abc', warranty_months: 1.5 }) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('「型号代码」格式不正确');
    expect(bad.body.message).toContain('「序列号字母」格式不正确');
    expect(bad.body.message).toContain('「默认保修（月）」必须是整数');
    expect((await s.request('POST', '/needs/production/model', { as: 'admin', body: model() })).status).toBe(409);
    const list = await s.request('GET', '/needs/production/models?category=engraver', { as: 'admin' });
    expect(list.body.data.total).toBe(1);
    const id = Number(created.body.data.id);
    const upd = await s.request('PUT', `/needs/production/model/${id}`, { as: 'admin', body: { version: 1, sale_state: 'discontinued' } });
    expect(upd.body.data.sale_state).toBe('discontinued');
    expect((await s.request('GET', '/needs/production/models', { as: 'staff' })).status).toBe(403);
    expect((await s.request('DELETE', `/needs/production/model/${id}?version=2`, { as: 'admin' })).status).toBe(200);
  });
});

describe('serial checker and warranty rules', () => {
  beforeAll(async () => {
    await s.request('POST', '/needs/production/model', { as: 'admin', body: model({ name: 'F1 光纤激光打标机', code: '01', category: 'fiber', warranty_months: 12 }) });
    await s.request('POST', '/needs/production/model', { as: 'admin', body: model({ name: 'F1 Pro 加长保', code: '01', letters: 'P', warranty_months: 36 }) });
  });

  it('reads model, production month, warranty end and state (today is 2026-11-22)', async () => {
    const plain = await s.request('GET', '/needs/production/serial-check?serial=SUP01AB2511', { as: 'admin' });
    expect(plain.body.data).toMatchObject({ serial: 'SUP01AB2511', model: { name: 'F1 光纤激光打标机', category: '光纤打标机' }, warranty_months: 12, produced_on: '2025-11', warranty_end: '2026-11-30', state: 'in', state_label: '在保' });
    const pro = await s.request('GET', '/needs/production/serial-check?serial=%20sup01p2401%20', { as: 'admin' });
    expect(pro.body.data).toMatchObject({ model: { name: 'F1 Pro 加长保' }, warranty_months: 36, warranty_end: '2027-01-31', state: 'in' });
    const old = await s.request('GET', '/needs/production/serial-check?serial=SUP01AB2510', { as: 'admin' });
    expect(old.body.data).toMatchObject({ warranty_end: '2026-10-31', state: 'out', state_label: '已过保' });
    const unknown = await s.request('GET', '/needs/production/serial-check?serial=SUP77Z2601', { as: 'admin' });
    expect(unknown.body.data).toMatchObject({ model: null, warranty_months: 12, warranty_end: '2027-01-31' });
  });

  it('answers bad input with 400 in Chinese and guards by 机型配置', async () => {
    const bad = await s.request('GET', '/needs/production/serial-check?serial=SUP01AB2413', { as: 'admin' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('不是有效的序列号');
    expect((await s.request('GET', '/needs/production/serial-check', { as: 'admin' })).body.message).toBe('「序列号」不能为空');
    expect((await s.request('GET', '/needs/production/serial-check?serial=SUP01AB2511', { as: 'staff' })).status).toBe(403);
  });

  it('serves the warranty rules to every logged-in user', async () => {
    const res = await s.request('GET', '/needs/production/warranty-rules', { as: 'member' });
    expect(res.status).toBe(200);
    expect(res.body.data.list).toContainEqual(expect.objectContaining({ code: '01', letters: 'P', months: 36, name: 'F1 Pro 加长保' }));
    expect((await s.request('GET', '/needs/production/warranty-rules')).status).toBe(401);
  });
});
