import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpointTable } from '../../resources/registry.ts';
import { createApp } from '../../src/server/app.ts';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';
import { createRepair, validRepair } from './repairFixtures.ts';
import { setConfig } from './notifications/providerFixtures.ts';
import { checksum } from './trust/harness.ts';
import { SERVER_AREAS } from '../../src/server/composition.ts';

const CALLBACK_TOKEN = 'cb_token_text';

/**
 * Issue 15, broken 5: a lone UTF-16 surrogate (`"ab\ud800cd"`) was accepted, stored as invalid
 * UTF-8 and read back as three U+FFFD. Refused with a 400 wherever text comes in — every key and
 * string of a JSON body at any depth, body bytes that are not UTF-8, query values and path
 * parameters, an upload's file name — and nothing changes. A surrogate pair (an emoji) is text
 * like any other.
 */

/** `"ab\ud800cd"` as JSON.stringify writes a lone surrogate: the six-character escape. */
const LONE = 'ab\\ud800cd';
const REFUSED = /含有无法识别的字符/;

let s: TestServer;
let uploadDir: string;
beforeAll(() => {
  uploadDir = mkdtempSync(join(tmpdir(), 'well-formed-'));
});
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));
beforeEach(async () => {
  s = await createTestServer({ seed: true });
});

const repairCount = async () => Number((await s.db.selectFrom('repair').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const bodyWith = (fault: string): string => JSON.stringify(validRepair()).replace('"fault":"激光头不出光"', `"fault":"${fault}"`);

describe('a lone surrogate in a JSON body', () => {
  it('JSON.stringify of such a string writes the escape this suite sends', () => {
    expect(JSON.stringify('ab\ud800cd')).toBe(`"${LONE}"`);
  });

  it('in a created value → 400 naming the field; no record is created', async () => {
    const before = await repairCount();
    const res = await s.request('POST', '/needs/manage-repair', { as: 'staff', body: bodyWith(LONE) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('40002');
    expect(String(res.body.message)).toMatch(REFUSED);
    expect(String(res.body.message)).toContain('「故障描述」');
    expect(await repairCount()).toBe(before);
  });

  it('in an update → 400; the record is unchanged', async () => {
    const repair = await createRepair(s);
    const before = (await s.request('GET', `/needs/manage-repair/${repair.id}`, { as: 'staff' })).body;
    const res = await s.request('PUT', `/needs/manage-repair/${repair.id}`, { as: 'staff', body: `{"fault":"${LONE}","version":${repair.version}}` });
    expect(res.status).toBe(400);
    expect(String(res.body.message)).toMatch(REFUSED);
    expect((await s.request('GET', `/needs/manage-repair/${repair.id}`, { as: 'staff' })).body).toEqual(before);
  });

  it('in a key, in a nested object and in an array → 400', async () => {
    for (const body of [`{"${LONE}":"x"}`, `{"filter":{"q":"${LONE}"},"type":"repair"}`, `{"actions":["manage_message","${LONE}"],"group":64,"version":1}`, `{"fault":"\\udfff"}`, `{"fault":"x\\ud83d"}`]) {
      const res = await s.request('POST', '/needs/manage-repair', { as: 'staff', body });
      expect(res.status, body).toBe(400);
      expect(String(res.body.message), body).toMatch(REFUSED);
    }
  });

  it('as raw bytes that are not UTF-8 (ED A0 80, the surrogate written as UTF-8) → 400 INVALID_JSON', async () => {
    const bytes = Buffer.concat([Buffer.from('{"fault":"ab'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('cd"}')]);
    const before = await repairCount();
    const res = await s.app.request('/api/cms/needs/manage-repair', { method: 'POST', body: bytes, headers: { 'content-type': 'application/json', authorization: (await s.login('staff')).auth } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '40001', message: '请求内容不是合法的 UTF-8 文本' });
    expect(await repairCount()).toBe(before);
  });

  it('a surrogate pair (an emoji) is stored and read back exactly', async () => {
    const res = await s.request('POST', '/needs/manage-repair', { as: 'staff', body: bodyWith('出光异常 \\ud83d\\ude00') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const back = await s.request('GET', `/needs/manage-repair/${Number(res.body.data.id)}`, { as: 'staff' });
    expect(back.body.data.fault).toBe('出光异常 😀');
  });

  it('every endpoint that reads a JSON body refuses it, and nothing changes', async () => {
    const takesNoBody = new Set(['account.logout', 'messages.resend', 'notifications.resend', 'device.revealCode']);
    const writes = endpointTable().filter((e) => (e.method === 'POST' || e.method === 'PUT') && !e.multipart && !e.xml && !takesNoBody.has(e.key));
    expect(writes.length).toBeGreaterThan(30);
    expect((await s.request('GET', '/account/admin/check', { as: 'superadmin' })).status).toBe(200);
    // the vendors' receipt callbacks answer only with the shared token: given, so their body is read
    await setConfig(s.db, 'notify_callback_token', CALLBACK_TOKEN, 'secret');
    const baseline = await checksum(s.db);
    for (const e of writes) {
      const path = e.path.replace(':id', '1') + (e.path.startsWith('/notification/callback/') ? `?token=${CALLBACK_TOKEN}` : '');
      const res = await s.request(e.method, path, { as: 'superadmin', body: `{"version":1,"name":"${LONE}"}` });
      expect(res.status, `${e.method} ${path}`).toBe(400);
      expect(String(res.body.message), `${e.method} ${path}`).toMatch(REFUSED);
    }
    expect(await checksum(s.db)).toBe(baseline);
  });
});

describe('a lone surrogate in the URL (percent-encoded as its UTF-8 bytes %ED%A0%80)', () => {
  it('a search, a filter and a path parameter → 400 BAD_REQUEST', async () => {
    for (const path of ['/needs/manage-repairs?type=1&q=ab%ED%A0%80cd', '/needs/manage-repairs?type=1&customer_name=%ED%A0%80', '/system/config/key/site%ED%A0%80name', '/needs/manage-repairs?q=%FF', '/needs/manage-repairs?q=100%']) {
      const res = await s.request('GET', path, { as: 'superadmin' });
      expect(res.status, path).toBe(400);
      expect(res.body.code, path).toBe('40000');
      expect(String(res.body.message), path).toMatch(REFUSED);
    }
  });

  it('on a write → 400 and nothing changes; well-formed percent-encoding (中 = %E4%B8%AD) still works', async () => {
    const repair = await createRepair(s);
    const gone = await s.request('DELETE', `/needs/repair/${repair.id}?version=${repair.version}&x=%ED%A0%80`, { as: 'superadmin' });
    expect(gone.status).toBe(400);
    expect((await s.request('GET', `/needs/manage-repair/${repair.id}`, { as: 'staff' })).status).toBe(200);
    const found = await s.request('GET', '/needs/manage-repairs?type=1&q=%E9%99%88', { as: 'staff' });
    expect(found.status).toBe(200);
  });
});

describe("an upload's file name", () => {
  it('whose bytes are not UTF-8 (ED A0 80) → 400; nothing is stored', async () => {
    const app = createApp({ areas: SERVER_AREAS, db: s.db, clock: s.clock, uploadDir, logger: { info: () => undefined, error: () => undefined } });
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const body = Buffer.concat([
      Buffer.from('--b15\r\nContent-Disposition: form-data; name="file"; filename="ab'),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from('cd.png"\r\nContent-Type: image/png\r\n\r\n'),
      png,
      Buffer.from('\r\n--b15--\r\n'),
    ]);
    const res = await app.request('/api/cms/system/upload', { method: 'POST', body, headers: { 'content-type': 'multipart/form-data; boundary=b15', authorization: (await s.login('staff')).auth } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/文件名含有无法识别的字符/);
    expect(await s.db.selectFrom('upload_file').select('id').execute()).toEqual([]);
    expect(readdirSync(uploadDir)).toEqual([]);
  });
});
