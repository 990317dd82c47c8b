import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';
import { createRepair } from './repairFixtures.ts';

let s: TestServer;
let id: number;
beforeAll(async () => {
  s = await createTestServer();
  id = (await createRepair(s)).id;
});
afterAll(() => s.close());

const LEAK = /at .*\.ts|SQLITE|select |sqlite/i;

const cases: { name: string; method: string; path: () => string; body?: unknown; code?: string; message?: RegExp }[] = [
  { name: 'malformed JSON', method: 'PUT', path: () => `/needs/manage-repair/${id}`, body: '{"version": 1, "fault": ', code: '40001' },
  { name: 'array body', method: 'PUT', path: () => `/needs/manage-repair/${id}`, body: '[1,2]', code: '40000' },
  { name: 'null body', method: 'PUT', path: () => `/needs/manage-repair/${id}`, body: 'null', code: '40000' },
  { name: 'number body', method: 'POST', path: () => '/needs/manage-repair', body: '42', code: '40000' },
  { name: 'wrong type: fee as text', method: 'PUT', path: () => `/needs/manage-repair/${id}`, body: { version: 1, fee: '一百' }, code: '40002', message: /「维修费用」/ },
  { name: 'wrong type: negative money', method: 'PUT', path: () => `/needs/manage-repair/${id}`, body: { version: 1, fee: -1 }, code: '40002' },
  { name: 'wrong type: fractional fen', method: 'PUT', path: () => `/needs/manage-repair/${id}`, body: { version: 1, fee: 1.5 }, code: '40002' },
  { name: 'wrong type: fault as object', method: 'PUT', path: () => `/needs/manage-repair/${id}`, body: { version: 1, fault: { a: 1 } }, code: '40002' },
  { name: 'bad enum', method: 'PUT', path: () => `/needs/manage-repair/${id}`, body: { version: 1, service_mode: 'teleport' }, code: '40002', message: /「服务方式」/ },
  { name: 'bad phone', method: 'PUT', path: () => `/needs/manage-repair/${id}`, body: { version: 1, customer_phone: '1234' }, code: '40002', message: /「联系电话」格式不正确/ },
  { name: 'too long', method: 'PUT', path: () => `/needs/manage-repair/${id}`, body: { version: 1, model: 'x'.repeat(61) }, code: '40002', message: /「机型」不能超过 60 个字/ },
  { name: 'version as text', method: 'PUT', path: () => `/needs/manage-repair/${id}`, body: { version: 'one', fault: '开机无反应' }, code: '40000' },
  ...['id', 'created_by', 'status', 'no', 'type', 'created_at'].map((key) => ({
    name: `readOnly key ${key}`,
    method: 'PUT',
    path: () => `/needs/manage-repair/${id}`,
    body: { version: 1, [key]: key === 'status' ? 'completed' : 5 },
    code: '40003',
    message: new RegExp(`不允许修改的字段：${key}`),
  })),
  { name: 'unknown key', method: 'PUT', path: () => `/needs/manage-repair/${id}`, body: { version: 1, hacker: true }, code: '40003', message: /不允许修改的字段：hacker/ },
  { name: '__proto__ key', method: 'PUT', path: () => `/needs/manage-repair/${id}`, body: '{"version": 1, "__proto__": {"admin": true}}', code: '40003' },
  { name: 'constructor key', method: 'POST', path: () => '/needs/manage-repair', body: '{"constructor": {"prototype": 1}}', code: '40003' },
  { name: 'non-numeric id', method: 'GET', path: () => '/needs/manage-repair/abc', code: '40004' },
  { name: 'negative id', method: 'PUT', path: () => '/needs/manage-repair/-1', body: { version: 1 }, code: '40004' },
  { name: 'zero id', method: 'GET', path: () => '/needs/manage-repair/0', code: '40004' },
  { name: 'huge id', method: 'GET', path: () => '/needs/manage-repair/99999999999999999999', code: '40004' },
  { name: 'id just over 2^31', method: 'GET', path: () => `/needs/manage-repair/${2 ** 31}`, code: '40004' },
  { name: 'encoded ../', method: 'GET', path: () => '/needs/manage-repair/..%2F', code: '40004' },
  { name: 'dot-dot path', method: 'GET', path: () => '/needs/manage-repair/../../account/admin/check/x', code: '40401' },
  { name: 'float id', method: 'GET', path: () => '/needs/manage-repair/1.5', code: '40004' },
];

describe('bad input → 4xx with a Chinese message, no leak, record unchanged', () => {
  for (const c of cases) {
    it(c.name, async () => {
      const before = (await s.request('GET', `/needs/manage-repair/${id}`, { as: 'staff' })).body;
      const res = await s.request(c.method, c.path(), { as: 'staff', body: c.body });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.data).toBeNull();
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
      expect(c.code ?? c.message, 'the case names the code or message it expects').toBeDefined();
      if (c.code) expect(res.body.code).toBe(c.code);
      if (c.message) expect(res.body.message).toMatch(c.message);
      expect(JSON.stringify(res.body)).not.toMatch(LEAK);
      const after = (await s.request('GET', `/needs/manage-repair/${id}`, { as: 'staff' })).body;
      expect(after).toEqual(before);
    });
  }

  it('a body over 1 MiB → 413', async () => {
    const res = await s.request('POST', '/needs/manage-repair', { as: 'staff', body: { fault: 'x'.repeat(1024 * 1024 + 10) } });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('41300');
  });

  it('a form-encoded write → 415', async () => {
    const res = await s.request('POST', '/needs/manage-repair', { as: 'staff', body: 'fault=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('41500');
  });

  it('an unknown route → 404 ROUTE_NOT_FOUND envelope', async () => {
    const res = await s.request('GET', '/no/such/thing', { as: 'staff' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: '40401', message: '接口不存在', data: null });
  });

  it('an unexpected failure → 500 INTERNAL without details', async () => {
    const broken = await createTestServer();
    const rec = await createRepair(broken);
    await broken.db.schema.dropTable('repair_event').execute();
    const res = await broken.request('GET', `/needs/manage-repair/${rec.id}/status`, { as: 'superadmin' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: '50000', message: '服务器开小差了，请稍后重试', data: null });
    expect(JSON.stringify(res.body)).not.toMatch(LEAK);
    await broken.close();
  });
});
