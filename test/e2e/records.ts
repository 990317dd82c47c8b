import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { login, PASSWORD } from './session.ts';

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
  put(path: string, body: Record<string, unknown>): Promise<ApiRecord>;
  /** The `data` of a GET that must answer 200 (a record, or a list with its total). */
  get<T = ApiRecord>(path: string): Promise<T>;
  /** The HTTP status of a GET (404 once a record is deleted). */
  status(path: string): Promise<number>;
  /** A multipart POST (an upload): its fields and one `file`. */
  upload(path: string, fields: Record<string, string>, file: { name: string; mimeType: string; buffer: Buffer }): Promise<ApiRecord>;
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
    async put(path, body) {
      const res = await request.put(`/api/cms${path}`, { data: body, headers });
      expect(res.status(), `PUT ${path}: ${await res.text()}`).toBe(200);
      return ((await res.json()) as { data: ApiRecord }).data;
    },
    async get<T>(path: string) {
      const res = await request.get(`/api/cms${path}`, { headers });
      expect(res.status(), `GET ${path}: ${await res.text()}`).toBe(200);
      return ((await res.json()) as { data: T }).data;
    },
    status: async (path) => (await request.get(`/api/cms${path}`, { headers })).status(),
    async upload(path, fields, file) {
      const res = await request.post(`/api/cms${path}`, { multipart: { ...fields, file }, headers });
      expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(200);
      return ((await res.json()) as { data: ApiRecord }).data;
    },
  };
}

/** A list answer of the API. */
export interface ApiList {
  list: ApiRecord[];
  total: number;
}

/** A tag no other record has: the test's names end with it. */
export const uniqueTag = (): string => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36).toString(36)}`;

/**
 * Logs `username` in once for the spec (through the form, in `beforeAll`) and answers the file
 * its browser storage is kept in: `test.use({ storageState: signedInAs('staff') })` gives every
 * test of the spec that session without a login of its own.
 */
export function signedInAs(username: string): string {
  const file = join(tmpdir(), `cms-e2e-${process.pid}-${username}.json`);
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    await login(page, username);
    await page.context().storageState({ path: file });
    await page.close();
  });
  return file;
}

const customer = { customer_name: '测试客户', customer_phone: '13812345678', customer_company: '深圳测试有限公司', address: '广东省深圳市南山区科技园路 88 号' };

export const repairBody = (tag: string, type: 1 | 3, more: Record<string, unknown> = {}): Record<string, unknown> => ({
  type,
  service_mode: 'mail',
  serial: 'SUP01AB2401',
  model: 'F1 光纤激光打标机',
  ...customer,
  fault: `测试故障 ${tag}`,
  ...more,
});

export const stockBody = (tag: string, kind: 'backup' | 'accessory' | 'unit', more: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: `测试库存 ${tag}`,
  sku: `E2E-${kind}-${tag}`,
  kind,
  model: 'F1 光纤激光打标机',
  quantity: 5,
  warn_level: 1,
  location: 'Z-99',
  ...more,
});

export const requestBody = (tag: string, type: 1 | 2, stockId: number, more: Record<string, unknown> = {}): Record<string, unknown> => ({
  type,
  serial: 'SUP01AB2401',
  model: 'F1 光纤激光打标机',
  stock_id: stockId,
  quantity: 1,
  ...customer,
  reason: `测试原因 ${tag}`,
  deposit: 200000,
  ...more,
});

export const exchangeBody = (tag: string, stockId: number, more: Record<string, unknown> = {}): Record<string, unknown> => ({
  old_serial: 'SUP05U2501',
  model: 'M2 Ultra 雕刻机',
  stock_id: stockId,
  customer_name: '测试客户',
  customer_phone: '13900001111',
  reason: `测试原因 ${tag}`,
  ...more,
});
