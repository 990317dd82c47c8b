import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointTable } from '../../../resources/registry.ts';
import { CODE_PATTERN, maskCode } from '../../../src/domain/activeCodes.ts';
import { chinaDate } from '../../../src/domain/chinaTime.ts';
import { createCmsDataProvider } from '../../../src/app/providers/dataProvider.ts';
import { exportFieldsOf } from '../../../src/app/schema/list/exportCells.ts';
import { runExport } from '../../../src/app/schema/list/runExport.ts';
import { deviceActiveLogs } from '../../../resources/device/activeLogs.ts';
import { seedDevice } from '../../../src/server/areas/device/seed.ts';
import { seedNeeds } from '../../../src/server/areas/needs/seed.ts';
import { seedPeople } from '../../../src/server/areas/people/seed.ts';
import { createTestServer, TEST_NOW, type Loose, type TestServer, type TestUser } from '../../helpers/testServer.ts';

/**
 * 解密记录 against the server on the demo data (5,000+ seeded requests): the list's filters
 * (serial, result, date range, model), the code shown on demand and logged, the warning on
 * serials asking too often, a code issued in the back office with each result, bad input (400 in
 * Chinese, nothing appended), and append-only: no call changes or removes a record, and the
 * export never holds a whole code.
 */

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ seed: true });
  await seedNeeds(s.db, TEST_NOW);
  await seedPeople(s.db, TEST_NOW);
  await seedDevice(s.db, TEST_NOW);
}, 120_000);
afterAll(() => s.close());

const ok = async (method: string, path: string, body?: unknown, as: TestUser = 'admin'): Promise<Loose> => {
  const res = await s.request(method, path, { as, body });
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};
const list = (query: string, as: TestUser = 'admin') => ok('GET', `/device/active-log?pageSize=100${query}`, undefined, as);
const count = async (table: 'device_active_log' | 'device_active_code' | 'action_log'): Promise<number> => Number((await s.db.selectFrom(table).select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const today = (): string => chinaDate(s.clock.now());
/** A serial of a seeded model, produced last month (in warranty), unused so far. */
async function freshSerial(): Promise<{ serial: string; modelId: number }> {
  const model = await s.db.selectFrom('product_model').select(['id', 'code', 'letters']).where('letters', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
  const d = new Date(s.clock.now());
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
  return { serial: `SUP${model.code}${model.letters}${String(t.getUTCFullYear() % 100).padStart(2, '0')}${String(t.getUTCMonth() + 1).padStart(2, '0')}`, modelId: model.id };
}

describe('the seeded records', () => {
  it('are 5,000 or more over the year, each reason present, the whole codes apart and masked in the list', async () => {
    const total = await count('device_active_log');
    expect(total).toBeGreaterThanOrEqual(5000);
    const byReason = await s.db.selectFrom('device_active_log').select(['result', 'reason', (e) => e.fn.countAll().as('n')]).groupBy(['result', 'reason']).execute();
    const n = (reason: string | null) => Number(byReason.find((r) => r.reason === reason)?.n ?? 0);
    for (const reason of ['unknown_serial', 'out_of_rule', 'too_many']) expect(n(reason), reason).toBeGreaterThan(20);
    const failures = total - n(null);
    expect(failures / total).toBeGreaterThan(0.05);
    expect(failures / total).toBeLessThan(0.2);
    expect(await count('device_active_code')).toBe(n(null));
    const oldest = await s.db.selectFrom('device_active_log').select('created_at').orderBy('created_at').executeTakeFirstOrThrow();
    expect(Date.parse(oldest.created_at)).toBeLessThan(s.clock.now() - 300 * 86_400_000);
    const pair = await s.db.selectFrom('device_active_log as l').innerJoin('device_active_code as c', 'c.log_id', 'l.id').select(['l.code_masked', 'c.code']).limit(50).execute();
    for (const p of pair) {
      expect(p.code).toMatch(CODE_PATTERN);
      expect(p.code_masked).toBe(maskCode(p.code));
    }
  });
});

describe('the list', () => {
  it('filters by serial (prefix), result, date range and model, and answers no whole code', async () => {
    const sample = (await list('&result=success&pageSize=1')).list[0];
    const serial = String(sample.serial);
    const bySerial = await list(`&serial=${serial}`);
    expect(bySerial.total).toBeGreaterThan(0);
    expect(bySerial.list.every((r: Loose) => String(r.serial) === serial)).toBe(true);
    const prefix = await list(`&serial=${serial.slice(0, 5)}`);
    expect(prefix.list.every((r: Loose) => String(r.serial).startsWith(serial.slice(0, 5)))).toBe(true);
    expect(Number(prefix.total)).toBeGreaterThanOrEqual(Number(bySerial.total));

    const failures = await list('&result=failure');
    expect(failures.total).toBeGreaterThan(0);
    expect(failures.list.every((r: Loose) => String(r.result) === 'failure' && r.reason !== null && r.code_masked === null)).toBe(true);
    const successes = await list('&result=success');
    expect(successes.list.every((r: Loose) => /^[A-Z2-7]{4}-\*{4}-\*{4}-[A-Z2-7]{4}$/.test(String(r.code_masked)))).toBe(true);
    expect(JSON.stringify(successes)).not.toMatch(/[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}/);
    expect(Number(successes.total) + Number(failures.total)).toBe(Number((await list('')).total));

    const day = chinaDate(s.clock.now() - 10 * 86_400_000);
    const oneDay = await list(`&created_at=${day},${day}`);
    expect(oneDay.total).toBeGreaterThan(0);
    expect(oneDay.list.every((r: Loose) => chinaDate(Date.parse(String(r.created_at))) === day)).toBe(true);

    const model = await s.db.selectFrom('device_active_log').select('model_id').where('model_id', 'is not', null).executeTakeFirstOrThrow();
    const byModel = await list(`&model_id=${model.model_id}`);
    expect(byModel.total).toBeGreaterThan(0);
    expect(byModel.list.every((r: Loose) => Number(r.model_id) === model.model_id)).toBe(true);
    expect(Number(byModel.total)).toBeLessThan(Number((await list('')).total));
  });

  it('the 机型 filter reads its names from /device/models, which a get_active_log holder may call', async () => {
    const models = await ok('GET', '/device/models');
    const rows = await s.db.selectFrom('product_model').select(['id', 'name']).execute();
    expect(models.list.length).toBe(rows.length);
    expect(models.list.map((o: Loose) => Number(o.value)).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(models.list[0]).toHaveProperty('label');
    expect((await s.request('GET', '/device/models', { as: 'staff' })).status).toBe(403);
  });

  it('a bad filter is 400 in Chinese', async () => {
    const bad = await s.request('GET', '/device/active-log?created_at=yesterday', { as: 'admin' });
    expect(bad.status).toBe(400);
    expect(String(bad.body.message)).toMatch(/[\u4e00-\u9fff]/);
    const result = await s.request('GET', '/device/active-log?result=maybe', { as: 'admin' });
    expect(result.status).toBe(400);
  });

  it('is refused to an account without get_active_log', async () => {
    expect((await s.request('GET', '/device/active-log', { as: 'staff' })).status).toBe(403);
    expect((await s.request('GET', '/device/active-log', { as: 'member' })).status).toBe(403);
  });
});

describe('POST /device/active-log/:id/code', () => {
  it('shows a holder the whole code, the one masked in the list, and writes an action-log row naming the record', async () => {
    const row = (await list('&result=success&pageSize=1')).list[0];
    const logs = await count('action_log');
    const shown = await ok('POST', `/device/active-log/${row.id}/code`);
    expect(String(shown.code)).toMatch(CODE_PATTERN);
    expect(maskCode(String(shown.code))).toBe(String(row.code_masked));
    expect(await count('action_log')).toBe(logs + 1);
    const entry = await s.db.selectFrom('action_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'device.revealCode', resource: 'deviceActiveLogs', record_id: String(row.id), username: 'admin', status_code: 200 });
    expect(entry.after_json ?? '').not.toContain(String(shown.code));
  });

  it('is 403 for an account without get_active_log (and logged as refused), 404 for a failed request and for no record', async () => {
    const row = (await list('&result=success&pageSize=1')).list[0];
    const staff = await s.request('POST', `/device/active-log/${row.id}/code`, { as: 'staff' });
    expect(staff.status).toBe(403);
    expect(JSON.stringify(staff.body)).not.toMatch(/[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}/);
    const refused = await s.db.selectFrom('action_log').select(['action', 'username']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(refused).toMatchObject({ action: 'access.denied', username: 'staff' });
    const failed = (await list('&result=failure&pageSize=1')).list[0];
    const none = await s.request('POST', `/device/active-log/${failed.id}/code`, { as: 'admin' });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('这条请求没有成功，没有解密码');
    const missing = await s.request('POST', '/device/active-log/99999999/code', { as: 'admin' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('解密记录不存在');
    expect((await s.request('POST', '/device/active-log/abc/code', { as: 'admin' })).status).toBe(400);
  });
});

describe('GET /device/active-log/warnings', () => {
  it('names the serials over N on one China day in the range (default the last 30 days), N from system config', async () => {
    const w = await ok('GET', '/device/active-log/warnings');
    expect(w.limit).toBe(5);
    expect(w.serials.length).toBeGreaterThan(0);
    for (const item of w.serials) {
      expect(item.count).toBeGreaterThan(5);
      const rows = await list(`&serial=${item.serial}&created_at=${item.day},${item.day}`);
      expect(rows.list.filter((r: Loose) => String(r.serial) === String(item.serial)).length).toBe(item.count);
    }
    const year = await ok('GET', `/device/active-log/warnings?from=${chinaDate(s.clock.now() - 360 * 86_400_000)}&to=${today()}`);
    expect(year.serials.length).toBeGreaterThan(w.serials.length);
    await s.db.updateTable('system_config').set({ value: '8' }).where('key', '=', 'active_log_daily_limit').execute();
    try {
      const higher = await ok('GET', `/device/active-log/warnings?from=${chinaDate(s.clock.now() - 360 * 86_400_000)}&to=${today()}`);
      expect(higher.limit).toBe(8);
      expect(higher.serials.every((x: Loose) => Number(x.count) > 8)).toBe(true);
      expect(higher.serials.length).toBeLessThan(year.serials.length);
    } finally {
      await s.db.updateTable('system_config').set({ value: '5' }).where('key', '=', 'active_log_daily_limit').execute();
    }
  });

  it('a bad range is 400 in Chinese; refused without get_active_log', async () => {
    const bad = await s.request('GET', '/device/active-log/warnings?from=2026-13-01', { as: 'admin' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('统计开始日期应为 YYYY-MM-DD 格式的日期');
    const reversed = await s.request('GET', '/device/active-log/warnings?from=2026-11-02&to=2026-11-01', { as: 'admin' });
    expect(reversed.status).toBe(400);
    expect((await s.request('GET', '/device/active-log/warnings', { as: 'staff' })).status).toBe(403);
  });
});

describe('POST /device/active-code', () => {
  it('issues a code for a known serial in warranty, appends a record (model, warranty, operator, channel, address) and keeps the whole code apart', async () => {
    const { serial, modelId } = await freshSerial();
    const before = await count('device_active_log');
    const issued = await ok('POST', '/device/active-code', { serial: serial.toLowerCase(), device_code: 'ab12cd34ef56', customer_phone: '13800138000', customer_name: '王先生' });
    expect(issued.result).toBe('success');
    expect(String(issued.code)).toMatch(CODE_PATTERN);
    expect(issued).not.toHaveProperty('reason');
    expect(await count('device_active_log')).toBe(before + 1);
    const row = await s.db.selectFrom('device_active_log').selectAll().where('id', '=', Number(issued.id)).executeTakeFirstOrThrow();
    const admin = await s.db.selectFrom('admin').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ serial, model_id: modelId, device_code: 'AB12CD34EF56', customer_name: '王先生', customer_phone: '13800138000', result: 'success', reason: null, channel: 'admin', operator_id: admin.id, day_count: 1, code_masked: maskCode(String(issued.code)) });
    expect(row.warranty_end && row.warranty_end >= today()).toBe(true);
    expect(typeof row.ip).toBe('string');
    const stored = await s.db.selectFrom('device_active_code').select('code').where('log_id', '=', Number(issued.id)).executeTakeFirstOrThrow();
    expect(stored.code).toBe(issued.code);
    // the same device asking again gets the same code
    const again = await ok('POST', '/device/active-code', { serial, device_code: 'AB12CD34EF56' });
    expect(again.code).toBe(issued.code);
    const other = await ok('POST', '/device/active-code', { serial, device_code: 'AB12CD34EF57' });
    expect(other.code).not.toBe(issued.code);
    const entry = await s.db.selectFrom('action_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'device.issueCode', resource: 'deviceActiveLogs', record_id: String(other.id) });
  });

  it('refuses an unknown serial, a serial past its warranty, and the request after N in one day (each appended as 失败)', async () => {
    const unknown = await ok('POST', '/device/active-code', { serial: 'SUP99ZZ2401', device_code: 'DEV-0001' });
    expect(unknown).toMatchObject({ result: 'failure', reason: 'unknown_serial' });
    expect(unknown).not.toHaveProperty('code');
    const notASerial = await ok('POST', '/device/active-code', { serial: 'HELLO', device_code: 'DEV-0001' });
    expect(notASerial).toMatchObject({ result: 'failure', reason: 'unknown_serial' });
    const unknownRow = await s.db.selectFrom('device_active_log').selectAll().where('id', '=', Number(unknown.id)).executeTakeFirstOrThrow();
    expect(unknownRow).toMatchObject({ model_id: null, warranty_end: null, code_masked: null, result: 'failure', reason: 'unknown_serial' });
    expect(await s.db.selectFrom('device_active_code').select('id').where('log_id', '=', Number(unknown.id)).executeTakeFirst()).toBeUndefined();

    const model = await s.db.selectFrom('product_model').select(['id', 'code', 'letters']).where('letters', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const old = `SUP${model.code}${model.letters}1901`;
    const late = await ok('POST', '/device/active-code', { serial: old, device_code: 'DEV-0002' });
    expect(late).toMatchObject({ result: 'failure', reason: 'out_of_rule' });
    const lateRow = await s.db.selectFrom('device_active_log').selectAll().where('id', '=', Number(late.id)).executeTakeFirstOrThrow();
    expect(lateRow.model_id).toBe(model.id);
    expect(String(lateRow.warranty_end) < today()).toBe(true);

    const { serial } = await freshSerial();
    const burst = `${serial.slice(0, -4)}${serial.slice(-4)}`;
    const results: Loose[] = [];
    // the earlier test's three requests of this serial count too: this makes it N (5) today, then one more
    const already = Number((await list(`&serial=${burst}&created_at=${today()},${today()}`)).total);
    for (let i = already; i < 6; i++) results.push(await ok('POST', '/device/active-code', { serial: burst, device_code: `BURST-${i}` }));
    const last = results[results.length - 1];
    expect(last).toMatchObject({ result: 'failure', reason: 'too_many' });
    expect(results.slice(0, -1).every((r) => String(r.result) === 'success')).toBe(true);
    const lastRow = await s.db.selectFrom('device_active_log').select(['day_count', 'model_id']).where('id', '=', Number(last.id)).executeTakeFirstOrThrow();
    expect(lastRow.day_count).toBe(6);
    const w = await ok('GET', '/device/active-log/warnings');
    expect(w.serials).toContainEqual({ serial: burst, day: today(), count: 6 });
    // the next China day starts again from one
    s.clock.advance(86_400_000);
    try {
      const next = await ok('POST', '/device/active-code', { serial: burst, device_code: 'BURST-NEXT' });
      expect(next.result).toBe('success');
    } finally {
      s.clock.advance(-86_400_000);
    }
  });

  it('bad input is 400 in Chinese and appends nothing', async () => {
    const before = await count('device_active_log');
    const logs = await count('device_active_code');
    const cases: [unknown, string][] = [
      [{}, '「序列号」必须是文字'],
      [{ serial: '', device_code: 'X1' }, '「序列号」不能为空'],
      [{ serial: 'SUP01A2401', device_code: '' }, '「设备码」不能为空'],
      [{ serial: 'S'.repeat(33), device_code: 'X1' }, '「序列号」最多 32 个字符'],
      [{ serial: 'SUP01A2401', device_code: 'X'.repeat(65) }, '「设备码」最多 64 个字符'],
      [{ serial: 'SUP01A2401', device_code: '设备 1' }, '「设备码」只能包含字母、数字、冒号、下划线和连字符'],
      [{ serial: 'SUP01A2401', device_code: 'X1', customer_phone: '12345' }, '「客户电话」不是有效的手机号或座机号'],
      [{ serial: 'SUP01A2401', device_code: 'X1', customer_name: 'x'.repeat(41) }, '「客户」最多 40 个字'],
      [{ serial: 42, device_code: 'X1' }, '「序列号」必须是文字'],
    ];
    for (const [body, message] of cases) {
      const res = await s.request('POST', '/device/active-code', { as: 'admin', body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    const unknown = await s.request('POST', '/device/active-code', { as: 'admin', body: { serial: 'SUP01A2401', device_code: 'X1', result: 'success' } });
    expect(unknown.status).toBe(400);
    expect((await s.request('POST', '/device/active-code', { as: 'admin', body: '[1]' })).status).toBe(400);
    expect((await s.request('POST', '/device/active-code', { as: 'staff', body: { serial: 'SUP01A2401', device_code: 'X1' } })).status).toBe(403);
    expect(await count('device_active_log')).toBe(before);
    expect(await count('device_active_code')).toBe(logs);
  });
});

describe('append-only', () => {
  it('the endpoint table has no create, update or delete of either device resource', () => {
    const mine = endpointTable().filter((e) => e.resource === 'deviceActiveLogs' || e.resource === 'deviceActiveCodes');
    expect(mine.map((e) => `${e.method} ${e.path}`)).toEqual(['GET /device/active-log']);
    const group = endpointTable().filter((e) => e.key.startsWith('device.'));
    expect(group.every((e) => e.method === 'GET' || e.path === '/device/active-code' || e.path === '/device/active-log/:id/code')).toBe(true);
  });

  it('PUT, PATCH and DELETE on a record and on the list answer 404/405 and change nothing', async () => {
    const row = (await list('&pageSize=1')).list[0];
    const before = await s.db.selectFrom('device_active_log').selectAll().where('id', '=', Number(row.id)).executeTakeFirstOrThrow();
    const total = await count('device_active_log');
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      for (const path of [`/device/active-log/${row.id}`, '/device/active-log', `/device/active-log/${row.id}/code`]) {
        const res = await s.request(method, path, { as: 'superadmin', body: method === 'DELETE' ? undefined : { result: 'success', code_masked: 'AAAA-****-****-AAAA' } });
        expect([404, 405], `${method} ${path}`).toContain(res.status);
      }
    }
    const posted = await s.request('POST', '/device/active-log', { as: 'superadmin', body: { serial: 'SUP01A2401', device_code: 'X1', result: 'success' } });
    expect([404, 405]).toContain(posted.status);
    expect(await s.db.selectFrom('device_active_log').selectAll().where('id', '=', Number(row.id)).executeTakeFirstOrThrow()).toEqual(before);
    expect(await count('device_active_log')).toBe(total);
  });
});

describe('the export', () => {
  it('writes the filtered records with the masked code and never a whole one', { timeout: 60_000 }, async () => {
    const serial = String((await list('&result=success&pageSize=1')).list[0].serial);
    const { auth } = await s.login('admin');
    const provider = createCmsDataProvider({ apiUrl: 'http://localhost/api/cms', getAuthHeader: () => auth, fetch: async (input, init) => s.app.fetch(new Request(input, init)) });
    const result = await runExport({ screen: 'deviceActiveLog', provider, filters: [{ field: 'serial', operator: 'eq', value: serial }], sorters: [], sheetName: '解密记录', onProgress: () => undefined, signal: new AbortController().signal });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(result.bytes.buffer.slice(result.bytes.byteOffset, result.bytes.byteOffset + result.bytes.byteLength) as ArrayBuffer);
    const cells: string[][] = [];
    book.worksheets[0].eachRow((r) => cells.push((r.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
    const fields = exportFieldsOf(deviceActiveLogs);
    const serialAt = fields.findIndex((f) => f.name === 'serial');
    const codeAt = fields.findIndex((f) => f.name === 'code_masked');
    expect(codeAt).toBeGreaterThanOrEqual(0);
    expect(cells.length - 1).toBe(result.rows);
    expect(result.rows).toBe(Number((await list(`&serial=${serial}`)).total));
    expect(cells.slice(1).every((r) => r[serialAt] === serial)).toBe(true);
    const whole = (await s.db.selectFrom('device_active_code as c').innerJoin('device_active_log as l', 'l.id', 'c.log_id').select('c.code').where('l.serial', '=', serial).execute()).map((r) => r.code);
    expect(whole.length).toBeGreaterThan(0);
    const text = cells.flat().join('\n');
    for (const code of whole) {
      expect(text).not.toContain(code);
      expect(text).toContain(maskCode(code));
    }
  });
});
