import { expect, type APIRequestContext } from '@playwright/test';
import { PASSWORD } from './session.ts';

/**
 * Records made through the API for one e2e test, so the test never touches the demo records
 * the other specs rely on. Each name carries `tag` (unique per run), so the UI can find it.
 */

/** A record as the API answers it. */
export interface ApiRecord {
  id: number;
  version: number;
  [key: string]: unknown;
}

/** An API caller logged in as one demo account. */
export interface Api {
  uid: number;
  post(path: string, body: Record<string, unknown>): Promise<ApiRecord>;
  /** The HTTP status of a GET (404 once a record is deleted). */
  status(path: string): Promise<number>;
}

/** Logs `username` in through the API. */
export async function apiAs(request: APIRequestContext, username: string): Promise<Api> {
  const login = await request.post('/api/cms/account/admin/login', { data: { username, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { data } = (await login.json()) as { data: { id: number; token: string } };
  const headers = { Authorization: `Basic ${Buffer.from(`${data.id}:${data.token}`).toString('base64')}` };
  return {
    uid: data.id,
    async post(path, body) {
      const res = await request.post(`/api/cms${path}`, { data: body, headers });
      expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(200);
      return ((await res.json()) as { data: ApiRecord }).data;
    },
    status: async (path) => (await request.get(`/api/cms${path}`, { headers })).status(),
  };
}

/** A tag no other record has: the test's names end with it. */
export const uniqueTag = (): string => Date.now().toString(36).slice(-6);

const customer = { customer_name: '删除测试客户', customer_phone: '13812345678', customer_company: '深圳删除测试有限公司', address: '广东省深圳市南山区科技园路 88 号' };

export const repairBody = (tag: string, type: 1 | 3): Record<string, unknown> => ({
  type,
  service_mode: 'mail',
  serial: 'SUP01AB2401',
  model: 'F1 光纤激光打标机',
  ...customer,
  fault: `删除测试 ${tag}`,
});

export const stockBody = (tag: string, kind: 'backup' | 'accessory'): Record<string, unknown> => ({
  name: `删除测试库存 ${tag}`,
  sku: `DEL-${kind}-${tag}`,
  kind,
  model: 'F1 光纤激光打标机',
  quantity: 5,
  warn_level: 1,
  location: 'Z-99',
});

export const requestBody = (tag: string, type: 1 | 2, stockId: number): Record<string, unknown> => ({
  type,
  serial: 'SUP01AB2401',
  model: 'F1 光纤激光打标机',
  stock_id: stockId,
  quantity: 1,
  ...customer,
  reason: `删除测试 ${tag}`,
  deposit: 200000,
});

export const exchangeBody = (tag: string, stockId: number): Record<string, unknown> => ({
  old_serial: 'SUP05U2501',
  model: 'M2 Ultra 雕刻机',
  stock_id: stockId,
  customer_name: '删除测试客户',
  customer_phone: '13900001111',
  reason: `删除测试 ${tag}`,
});
