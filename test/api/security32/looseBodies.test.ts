import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointTable } from '../../../resources/registry.ts';
import { createTestServer, type TestServer } from '../../helpers/testServer.ts';
import { createRepair, validRepair } from '../repairFixtures.ts';

/**
 * Issue 32, item 13: loose bodies. A version is a whole number, not the text "8"; an empty body
 * (and a body with nothing to change) is a 400 in Chinese that changes nothing; a wrong method on
 * a declared path is 405 with `Allow`; a lone surrogate's message names the field's label.
 */

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

const repairRow = (id: number) => s.db.selectFrom('repair').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const adminRow = (username: string) => s.db.selectFrom('admin').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
const logCount = async () => Number((await s.db.selectFrom('action_log').select((eb) => eb.fn.countAll<number>().as('n')).where('action', '<>', 'access.denied').executeTakeFirstOrThrow()).n);
const CJK = /[\u4e00-\u9fa5]/;

describe('a version is a whole number', () => {
  it('"8" as the version of an update, an action or a hand-written write → 400, nothing changes', async () => {
    const rec = await createRepair(s);
    const before = await repairRow(rec.id);
    const calls: [string, string, Record<string, unknown>][] = [
      ['PUT', `/needs/manage-repair/${rec.id}`, { version: String(rec.version), fault: '风扇异响' }],
      ['PUT', `/needs/manage-repair/${rec.id}/status`, { version: String(rec.version), action: 'receive', express_in: 'SF1234567890' }],
    ];
    for (const [method, path, body] of calls) {
      const res = await s.request(method, path, { as: 'staff', body });
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.code).toBe('40000');
      expect(String(res.body.message)).toContain('版本号');
    }
    expect(await repairRow(rec.id)).toEqual(before);
    const superadmin = await adminRow('superadmin');
    const rights = await s.request('PUT', `/account/admin/${(await adminRow('member')).id}/permission`, { as: 'superadmin', body: { group: 1, actions: [], version: '1' } });
    expect(rights.status).toBe(400);
    expect(await adminRow('superadmin')).toEqual(superadmin);
  });

  it('a number still works, and a delete still takes its version from the query', async () => {
    const rec = await createRepair(s);
    expect((await s.request('PUT', `/needs/manage-repair/${rec.id}`, { as: 'staff', body: { version: rec.version, fault: '风扇异响' } })).status).toBe(200);
    expect((await s.request('DELETE', `/needs/repair/${rec.id}?version=${rec.version + 1}`, { as: 'superadmin' })).status).toBe(200);
  });
});

describe('an empty body, or nothing to change', () => {
  it('PUT /account/admin/profile/i with no body → 400 in Chinese; the version and the log stay', async () => {
    const before = await adminRow('staff');
    const logs = await logCount();
    for (const body of [undefined, '', '   ']) {
      const res = await s.request('PUT', '/account/admin/profile/i', { as: 'staff', body, headers: { 'content-type': 'application/json' } });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(String(res.body.message)).toMatch(CJK);
      expect(String(res.body.message)).toContain('请求内容为空');
    }
    expect(await adminRow('staff')).toEqual(before);
    expect(await logCount()).toBe(logs);
  });

  it('PUT /account/admin/profile/i with {} → 400 没有要修改的内容; nothing changes', async () => {
    const before = await adminRow('staff');
    const res = await s.request('PUT', '/account/admin/profile/i', { as: 'staff', body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: '40002', message: '没有要修改的内容', data: null });
    expect(await adminRow('staff')).toEqual(before);
  });

  it('an engine update with only its version, or no body → 400; the version stays', async () => {
    const rec = await createRepair(s);
    const before = await repairRow(rec.id);
    const only = await s.request('PUT', `/needs/manage-repair/${rec.id}`, { as: 'staff', body: { version: rec.version } });
    expect(only.body).toEqual({ code: '40002', message: '没有要修改的内容', data: null });
    const empty = await s.request('PUT', `/needs/manage-repair/${rec.id}`, { as: 'staff', headers: { 'content-type': 'application/json' } });
    expect(empty.status).toBe(400);
    expect(String(empty.body.message)).toContain('请求内容为空');
    expect(await repairRow(rec.id)).toEqual(before);
  });

  it('a create with no body → 400 请求内容为空', async () => {
    const res = await s.request('POST', '/needs/manage-repair', { as: 'staff', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(String(res.body.message)).toContain('请求内容为空');
  });

  it('a profile change still goes through and bumps the version once', async () => {
    const before = await adminRow('staff');
    const res = await s.request('PUT', '/account/admin/profile/i', { as: 'staff', body: { nickname: '燕子' } });
    expect(res.status).toBe(200);
    expect((await adminRow('staff')).version).toBe(before.version + 1);
  });
});

/** A concrete path of a declared pattern. */
const sample = (path: string): string => path.replace(/:id\b/g, '7').replace(/:[a-z_]+/gi, 'x');
/** The methods some declared endpoint answers on this concrete path (its pattern may be another's: /bucket/pending vs /bucket/:id). */
const methodsOn = (path: string): Set<string> => {
  const out = new Set<string>();
  for (const e of endpointTable()) {
    const re = new RegExp(`^${e.path.replace(/:[a-z_]+/gi, '[^/]+')}$`, 'i');
    if (re.test(path)) out.add(e.method);
  }
  return out;
};

describe('a wrong method on a declared path', () => {
  it('→ 405 40500 with Allow naming the path\'s methods, for every declared path', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const path of new Set(endpointTable().map((e) => sample(e.path)))) {
      const allowed = methodsOn(path);
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) {
        if (allowed.has(method)) continue;
        const res = await s.request(method, path, { as: 'superadmin' });
        checked += 1;
        const allow = (res.headers.get('allow') ?? '').split(/,\s*/).filter(Boolean).sort();
        const want = [...allowed, ...(allowed.has('GET') ? ['HEAD'] : [])].sort();
        if (res.status !== 405 || String(res.body.code) !== '40500' || JSON.stringify(allow) !== JSON.stringify(want)) {
          wrong.push(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)} Allow: ${allow.join(',')} (want ${want.join(',')})`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  it('anonymous gets the same 405; an unknown path stays 404 40401', async () => {
    const res = await s.request('PATCH', '/needs/manage-repair/7');
    expect(res.status).toBe(405);
    expect(res.body).toEqual({ code: '40500', message: '不支持的请求方式', data: null });
    expect(res.headers.get('allow')).toBe([...methodsOn('/needs/manage-repair/7'), 'HEAD'].sort().join(', '));
    const unknown = await s.request('GET', '/no/such/thing', { as: 'staff' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('40401');
  });
});

describe('a lone surrogate names the field\'s label', () => {
  const lone = (body: Record<string, unknown>, key: string): string => JSON.stringify({ ...body, [key]: 'PLACEHOLDER' }).replace('"PLACEHOLDER"', '"陈\\ud800强"');

  it('客户姓名, not customer_name (a create)', async () => {
    const res = await s.request('POST', '/needs/manage-repair', { as: 'staff', body: lone(validRepair(), 'customer_name') });
    expect(res.status).toBe(400);
    expect(String(res.body.message)).toContain('「客户姓名」');
    expect(String(res.body.message)).not.toContain('customer_name');
  });

  it('an action\'s field and a hand-written endpoint\'s field are named by their labels too', async () => {
    const rec = await createRepair(s);
    const action = await s.request('PUT', `/needs/manage-repair/${rec.id}/status`, { as: 'staff', body: lone({ version: rec.version, action: 'receive' }, 'express_in') });
    expect(action.status).toBe(400);
    expect(String(action.body.message)).toMatch(/「[^」]*快递[^」]*」/);
    const profile = await s.request('PUT', '/account/admin/profile/i', { as: 'staff', body: lone({}, 'nickname') });
    expect(profile.status).toBe(400);
    expect(String(profile.body.message)).toContain('「昵称」');
  });
});
