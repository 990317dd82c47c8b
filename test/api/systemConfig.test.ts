import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';

let s: TestServer;
beforeEach(async () => {
  s = await createTestServer();
});
afterEach(() => s.close());

/** The stored value of a key, typed (a value is kept as the JSON text of its typed value). */
const storedValue = async (key: string): Promise<unknown> =>
  JSON.parse((await s.db.selectFrom('system_config').select('value').where('key', '=', key).executeTakeFirstOrThrow()).value ?? 'null');

const create = (body: Record<string, unknown>) => s.request('POST', '/system/config', { as: 'superadmin', body });

describe('system config items', () => {
  it('creates typed items and answers typed values; secrets are masked everywhere', async () => {
    expect((await create({ key: 'express_phone_sys', name: '快递电话', type: 'string', value: '95338', is_public: true })).status).toBe(200);
    expect((await create({ key: 'smtp_port', name: 'SMTP 端口', type: 'number', value: 465 })).body.data.value).toBe(465);
    expect((await create({ key: 'smtp_secure', name: 'SSL', type: 'boolean', value: true })).body.data.value).toBe(true);
    expect((await create({ key: 'return_address', name: '地址', type: 'json', value: { city: '深圳' } })).body.data.value).toEqual({ city: '深圳' });
    const secret = await create({ key: 'smtp_password', name: 'SMTP 密码', type: 'secret', value: 'p@ss-真的' });
    expect(secret.body.data.value).toBe('******');
    const list = await s.request('GET', '/system/config', { as: 'superadmin' });
    expect(list.body.data.total).toBe(5);
    expect(JSON.stringify(list.body)).not.toContain('p@ss');
    const byKey = await s.request('GET', '/system/config/key/smtp_password', { as: 'superadmin' });
    expect(byKey.body.data.value).toBe('******');
    const one = list.body.data.list.find((r) => String(r.key) === 'smtp_password');
    expect(one?.value).toBe('******');
    expect(await storedValue('smtp_password')).toBe('p@ss-真的');
    const log = await s.db.selectFrom('action_log').select(['after_json']).where('action', '=', 'config.create').execute();
    expect(log.map((r) => r.after_json).join()).not.toContain('p@ss');
  });

  it('masks a secret in the update and delete answers, the action log and the history entry', async () => {
    const item = (await create({ key: 'api_secret', name: '接口密钥', type: 'secret', value: 'first-秘密' })).body.data;
    const upd = await s.request('PUT', `/system/config/${item.id}`, { as: 'superadmin', body: { version: 1, value: 'second-秘密' } });
    expect(upd.status).toBe(200);
    expect(upd.body.data.value).toBe('******');
    expect((await s.request('DELETE', `/system/config/${item.id}?version=2`, { as: 'superadmin' })).status).toBe(200);
    const log = await s.db.selectFrom('action_log').select(['before_json', 'after_json']).where('resource', '=', 'config').execute();
    expect(log.length).toBe(3);
    expect(JSON.stringify(log)).not.toContain('秘密');
    const created = await create({ key: 'api_secret2', name: '接口密钥', type: 'secret', value: 'third-秘密' });
    await s.request('PUT', `/system/config/${created.body.data.id}`, { as: 'superadmin', body: { version: 1, value: 'fourth-秘密' } });
    const events = await s.db.selectFrom('system_config_event' as never).selectAll().execute();
    expect(events.length).toBeGreaterThan(0);
    expect(JSON.stringify(events)).not.toContain('秘密');
  });

  it('a secret sent back as the mask or blank keeps its value; a type change needs a value; text forms of scalars are typed', async () => {
    const item = (await create({ key: 'smtp_password', name: '密码', type: 'secret', value: 'keep-me' })).body.data;
    expect((await s.request('PUT', `/system/config/${item.id}`, { as: 'superadmin', body: { version: 1, value: '******' } })).status).toBe(200);
    expect(await storedValue('smtp_password')).toBe('keep-me');
    const retype = await s.request('PUT', `/system/config/${item.id}`, { as: 'superadmin', body: { version: 2, type: 'string' } });
    expect(retype.status).toBe(400);
    expect(String(retype.body.message)).toContain('修改类型时须同时提交新的「值」');
    const typed = await s.request('PUT', `/system/config/${item.id}`, { as: 'superadmin', body: { version: 2, type: 'number', value: '25' } });
    expect(typed.status).toBe(200);
    expect(typed.body.data.value).toBe(25);
    expect((await create({ key: 'flag', name: '开关', type: 'boolean', value: 'false' })).body.data.value).toBe(false);
    expect((await create({ key: 'port_text', name: '端口', type: 'string', value: 8080 })).body.data.value).toBe('8080');
  });

  it('refuses values that do not fit the type, bad keys, duplicates and public secrets', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ key: 'n', name: '数字', type: 'number', value: 1 }, 400, '「键」'],
      [{ key: 'a_number', name: '数字', type: 'number', value: '12 个' }, 400, '「值」必须是数字'],
      [{ key: 'a_json', name: 'JSON', type: 'json' }, 400, '「值」不能为空'],
      [{ key: 'a_bool', name: '开关', type: 'boolean', value: 'yes' }, 400, '「值」必须是 true 或 false'],
      [{ key: 'a_type', name: '类型', type: 'date', value: 'x' }, 400, '「类型」'],
      [{ key: 'a_secret', name: '密钥', type: 'secret', value: 'x', is_public: true }, 400, '密钥类配置不能设为公开'],
      [{ key: 'Bad Key', name: '键', type: 'string', value: 'x' }, 400, '「键」'],
      [{ key: 'a_string', name: '', type: 'string', value: 'x' }, 400, '「名称」不能为空'],
    ];
    for (const [body, status, message] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(String(res.body.message)).toContain(message);
    }
    expect((await create({ key: 'dup_key', name: '一', type: 'string', value: 'a' })).status).toBe(200);
    const dup = await create({ key: 'dup_key', name: '二', type: 'string', value: 'b' });
    expect(dup.status).toBe(409);
    expect(String(dup.body.message)).toContain('「键」已存在');
  });

  it('updates with the version; a secret left empty keeps its value; a stale version is 409; delete needs the version', async () => {
    const item = (await create({ key: 'smtp_password', name: '密码', type: 'secret', value: 'old' })).body.data;
    const renamed = await s.request('PUT', `/system/config/${item.id}`, { as: 'superadmin', body: { version: 1, name: 'SMTP 密码', value: '' } });
    expect(renamed.status).toBe(200);
    expect(await storedValue('smtp_password')).toBe('old');
    const changed = await s.request('PUT', `/system/config/${item.id}`, { as: 'superadmin', body: { version: 2, value: 'new' } });
    expect(changed.status).toBe(200);
    expect(await storedValue('smtp_password')).toBe('new');
    expect((await s.request('PUT', `/system/config/${item.id}`, { as: 'superadmin', body: { version: 2, name: 'x' } })).status).toBe(409);
    expect((await s.request('PUT', `/system/config/${item.id}`, { as: 'superadmin', body: { version: 3, key: 'other' } })).status).toBe(400);
    expect((await s.request('DELETE', `/system/config/${item.id}`, { as: 'superadmin' })).status).toBe(400);
    expect((await s.request('DELETE', `/system/config/${item.id}?version=3`, { as: 'superadmin' })).status).toBe(200);
    expect((await s.request('GET', '/system/config', { as: 'superadmin' })).body.data.total).toBe(0);
  });

  it('GET config/key: public keys for every logged-in user, the rest only with manage_system_config', async () => {
    await create({ key: 'express_phone_sys', name: '快递电话', type: 'string', value: '95338', is_public: true });
    await create({ key: 'repair_quote_days', name: '报价期限', type: 'number', value: 7 });
    for (const as of ['member', 'staff', 'admin'] as const) {
      const pub = await s.request('GET', '/system/config/key/express_phone_sys', { as });
      expect(pub.status, as).toBe(200);
      expect(pub.body.data.value).toBe('95338');
      expect((await s.request('GET', '/system/config/key/repair_quote_days', { as })).status, as).toBe(403);
      expect((await s.request('GET', '/system/config/key/no_such_key', { as })).status, as).toBe(403);
    }
    expect((await s.request('GET', '/system/config/key/express_phone_sys')).status).toBe(401);
    expect((await s.request('GET', '/system/config/key/repair_quote_days', { as: 'superadmin' })).body.data.value).toBe(7);
    expect((await s.request('GET', '/system/config/key/no_such_key', { as: 'superadmin' })).status).toBe(404);
    const denied = await s.db.selectFrom('action_log').select('action').where('action', '=', 'access.denied').where('resource', '=', 'config').execute();
    expect(denied.length).toBeGreaterThan(0);
  });

  it('list is the engine list: sorted by key, paged with its total, searched by key or name prefix, sortable by update time', async () => {
    for (const key of ['c_item', 'a_item', 'b_item']) await create({ key, name: `名称${key}`, type: 'string', value: key });
    const page = await s.request('GET', '/system/config?pageSize=2', { as: 'superadmin' });
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.list.map((r) => r.key)).toEqual(['a_item', 'b_item']);
    expect((await s.request('GET', '/system/config?q=名称b', { as: 'superadmin' })).body.data.list.map((r) => r.key)).toEqual(['b_item']);
    expect((await s.request('GET', '/system/config?sort=-updated_at', { as: 'superadmin' })).status).toBe(200);
    expect((await s.request('GET', '/system/config?sort=remark', { as: 'superadmin' })).status).toBe(400);
  });

  it('list filters by type and key prefix; staff without the right gets 403', async () => {
    await create({ key: 'smtp_host', name: '服务器', type: 'string', value: 'smtp.a.cn' });
    await create({ key: 'smtp_port', name: '端口', type: 'number', value: 25 });
    await create({ key: 'express_phone_sys', name: '快递', type: 'string', value: '1', is_public: true });
    expect((await s.request('GET', '/system/config?q=smtp', { as: 'superadmin' })).body.data.total).toBe(2);
    expect((await s.request('GET', '/system/config?type=number', { as: 'superadmin' })).body.data.total).toBe(1);
    expect((await s.request('GET', '/system/config?type=nope', { as: 'superadmin' })).status).toBe(400);
    expect((await s.request('GET', '/system/config', { as: 'staff' })).status).toBe(403);
    expect((await s.request('POST', '/system/config', { as: 'admin', body: { key: 'x_y', name: 'x', type: 'string', value: 'x' } })).status).toBe(403);
  });
});
