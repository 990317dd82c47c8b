import { describe, expect, it } from 'vitest';
import { endpointTable, type EndpointEntry } from '../../resources/registry.ts';
import { canAccess, type AccessUser } from '../../src/domain/access.ts';
import { unimplementedEndpoints } from '../../src/server/routes/mount.ts';
import { DEMO_ACCOUNTS } from '../../src/server/db/accounts.ts';
import { createTestServer, type TestServer, type TestUser } from '../helpers/testServer.ts';
import { validRepair } from './repairFixtures.ts';

const CALLERS: (TestUser | null)[] = [null, 'member', 'staff', 'admin', 'superadmin'];

const accessUser = (name: TestUser | null): AccessUser | null => {
  const a = DEMO_ACCOUNTS.find((x) => x.username === name);
  return a ? { group: a.group, permissions: a.permissions } : null;
};

/** A plausible body and query for an endpoint. */
function plausible(e: EndpointEntry): { body?: unknown; query?: string } {
  switch (e.key) {
    case 'account.login': return { body: { username: 'member', password: 'demo123456' } };
    case 'account.profile': return { body: { nickname: '测试' } };
    case 'account.password': return { body: { oldPassword: 'demo123456', newPassword: 'demo123456-new' } };
    case 'repairs.create': return { body: validRepair() };
    case 'repairs.update': return { body: { version: 1, fault: '开机无反应' } };
    case 'repairs.delete': return { query: '?version=1' };
    case 'repairs.action': return { body: { action: 'receive', version: 1 } };
    case 'repairs.follow': return { body: { content: '已联系客户' } };
    case 'admins.create': return { body: { username: 'newstaff', password: 'abcd1234', name: '新员工', group: 1 } };
    case 'admins.update': return { body: { version: 1, nickname: '小新' } };
    case 'admins.delete': return { query: '?version=1' };
    case 'admins.action': return { body: { action: 'disable', version: 1 } };
    case 'customers.create': return { body: { username: 'kehu01', name: '陈志强', group: 1 } };
    case 'customers.update': return { body: { version: 1, company: '深圳华创激光科技有限公司' } };
    case 'customers.delete': return { query: '?version=1' };
    case 'rights.update': return { body: { group: 1, actions: [], version: 1 } };
    case 'messages.send': return { body: { recipients: [1], title: '通知', content: '内容' } };
    case 'messages.mark': return { body: { read: true } };
    case 'config.byKey': return { query: '' };
    default: return {};
  }
}

/** A repair written straight to the database (callers may log themselves out). */
async function insertRepair(s: TestServer): Promise<{ id: number }> {
  const iso = new Date(s.clock.now()).toISOString();
  return s.db
    .insertInto('repair')
    .values({ no: `WX${Math.random().toString().slice(2, 14)}`, type: 1, status: 'pending', service_mode: 'mail', serial: 'SUP01AB2401', model: null, customer_name: '陈志强', customer_phone: '13812345678', customer_company: null, address: null, fault: '激光头不出光', solution: null, fee: 0, engineer: null, express_in: null, express_out: null, created_at: iso, updated_at: iso, version: 1, created_by: null })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The public config key `GET /system/config/key/:key` is called with in the matrix. */
async function ensurePublicConfig(s: TestServer): Promise<void> {
  const iso = new Date(s.clock.now()).toISOString();
  await s.db.insertInto('system_config').values({ key: 'express_phone_sys', name: '快递电话', type: 'string', value: '95338', is_public: 1, remark: null, created_at: iso, updated_at: iso, created_by: null }).onConflict((oc) => oc.doNothing()).execute();
}

async function call(s: TestServer, e: EndpointEntry, as: TestUser | null): Promise<number> {
  const record = await insertRepair(s);
  const ownId = as ? (await s.db.selectFrom('admin').select('id').where('username', '=', as).executeTakeFirstOrThrow()).id : 1;
  const id = e.selfOr ? ownId : record.id;
  const { body, query = '' } = plausible(e);
  if (e.key === 'config.byKey') await ensurePublicConfig(s);
  const res = await s.request(e.method, e.path.replace(':id', String(id)).replace(':key', 'express_phone_sys') + query, { as, body });
  return res.status;
}

describe('permission matrix: every endpoint × {anonymous, member, staff, admin, superadmin}', () => {
  for (const e of endpointTable()) {
    it(`${e.key} ${e.method} ${e.path}`, async () => {
      expect(e.access, 'every endpoint declares access').toBeDefined();
      const s = await createTestServer();
      for (const as of CALLERS) {
        const status = await call(s, e, as);
        const label = `${as ?? 'anonymous'} → ${status}`;
        if (e.access.public) expect([401, 403], label).not.toContain(status);
        else if (as === null) expect(status, label).toBe(401);
        else if (canAccess(accessUser(as), e.access)) expect([401, 403], label).not.toContain(status);
        else expect(status, label).toBe(403);
        expect(status, label).toBeLessThan(500);
      }
      await s.close();
    });
  }
});

describe('mounted routes agree with endpointTable()', () => {
  it('every mounted /api/cms route is a declared endpoint, and every declared endpoint is mounted', async () => {
    const s = await createTestServer();
    const declared = new Set(endpointTable().map((e) => `${e.method} /api/cms${e.path}`));
    const mounted = new Set(s.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`));
    for (const m of mounted) expect(declared, `undeclared route ${m}`).toContain(m);
    for (const d of declared) expect(mounted, `unmounted endpoint ${d}`).toContain(d);
    for (const r of s.app.routes.filter((x) => x.method === 'ALL')) expect(r.path).toBe('/api/cms/*');
    await s.close();
  });

  it('every declared endpoint has a server handler', async () => {
    const s = await createTestServer();
    expect(unimplementedEndpoints({ db: s.db, clock: s.clock, trustProxy: false, logger: { info: () => undefined, error: () => undefined } })).toEqual([]);
    await s.close();
  });

  it('static paths win over :id paths', async () => {
    const s = await createTestServer();
    const res = await s.request('GET', '/needs/manage-repair/count', { as: 'staff' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ repair: 0, quickrp: 0 });
    await s.close();
  });
});
