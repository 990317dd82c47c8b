import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_AREAS } from '../../src/server/composition.ts';
import { defineArea } from '../../src/server/engine/area.ts';
import type { ResourceHooks, RowScope } from '../../src/server/engine/hooks.ts';
import { createTestServer, type TestServer, type TestUser } from '../helpers/testServer.ts';

/**
 * Issue 33, part 5: the export log (导出记录, `GET /export/jobs`) is an ordinary engine list of the
 * `export` declaration (resources/shared/exportJobs.ts): server paging, a 400 in Chinese on a bad
 * page or size, the declared filter and sort. Its row scope follows the list type asked for (a
 * job carries the access of the rows it holds): a caller who may not read that list gets 403, a
 * list of the caller's own shows their own jobs alone. The scope's dependence on the list query is
 * the engine's (`ScopeRequest.pinned`), shown on another resource at the end.
 */

let s: TestServer;
const ids: Partial<Record<TestUser, number>> = {};

beforeAll(async () => {
  s = await createTestServer();
  for (const u of ['superadmin', 'admin', 'staff', 'member'] as const) {
    ids[u] = (await s.db.selectFrom('admin').select('id').where('username', '=', u).executeTakeFirstOrThrow()).id;
  }
});
afterAll(() => s.close());

/** `n` jobs of `type` by `by`, straight in the table, one second apart; their ids in order. */
async function jobs(by: TestUser, type: string, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i += 1) {
    s.clock.advance(1000);
    const row = await s.db
      .insertInto('export_job')
      .values({ type, admin_id: ids[by] ?? null, admin_name: by, filter_json: JSON.stringify({ q: `第${i}次` }), sort: '', rows: i, file_name: `${type}_${i}.xlsx`, file_size: 0, file_data: null, created_at: new Date(s.clock.now()).toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    out.push(Number(row.id));
  }
  return out;
}

const list = (as: TestUser, query: string) => s.request('GET', `/export/jobs?${query}`, { as });

describe('the export log is an engine list', () => {
  it('pages on the server, newest first: its pages are every job of the type once, under one total', async () => {
    const made = await jobs('staff', 'exchange', 23);
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const res = await list('admin', `type=exchange&page=${page}&pageSize=10`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.total).toBe(23);
      pages.push(res.body.data.list.map((j) => Number(j.id)));
    }
    expect(pages.map((p) => p.length)).toEqual([10, 10, 3, 0]);
    expect(pages.flat()).toEqual([...made].reverse());
  });

  it('answers each job as the page reads it (ExportJob): the filter as an object, has_file, never the bytes', async () => {
    const created = await s.request('POST', '/export/jobs', { as: 'staff', body: { type: 'accessory', filter: { status: 'pending' }, sort: '-created_at', rows: 4, file_name: '配件申请.xlsx' } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const res = await list('staff', 'type=accessory');
    expect(res.body.data).toEqual({ list: [created.body.data], total: 1 });
    expect(Object.keys(res.body.data.list[0]).sort()).toEqual(['created_at', 'file_name', 'file_size', 'filter', 'has_file', 'id', 'operator_name', 'rows', 'sort', 'type']);
    expect(res.body.data.list[0]).toMatchObject({ type: 'accessory', operator_name: '李晓燕', filter: { status: 'pending' }, rows: 4, file_size: 0, has_file: false });
    // `fields=all` asks for every field: the same record, still without the file's bytes
    expect((await list('staff', 'type=accessory&fields=all')).body.data).toEqual(res.body.data);
  });

  it('takes the engine list\'s other parameters: the declared sort, withTotal=0', async () => {
    await jobs('staff', 'inventory', 3);
    const newest = await list('admin', 'type=inventory');
    expect((await list('admin', 'type=inventory&sort=-id')).body.data).toEqual(newest.body.data);
    expect((await list('admin', 'type=inventory&withTotal=0')).body.data).toEqual({ list: newest.body.data.list });
  });

  const bad: { query: string; code: string; message: string }[] = [
    { query: 'type=repair&page=abc', code: '40000', message: '页码必须是正整数' },
    { query: 'type=repair&page=0', code: '40000', message: '页码必须是正整数' },
    { query: 'type=repair&page=1.5', code: '40000', message: '页码必须是正整数' },
    { query: 'type=repair&page=99999999999999999999', code: '40000', message: '页码必须是正整数' },
    { query: 'type=repair&pageSize=abc', code: '40000', message: '每页条数必须是正整数' },
    { query: 'type=repair&pageSize=0', code: '40000', message: '每页条数必须是正整数' },
    { query: 'type=repair&pageSize=101', code: '40005', message: '每页条数不能超过 100' },
    { query: 'type=repair&sort=file_name', code: '40006', message: '不支持按该字段排序' },
    { query: 'type=repair&withTotal=2', code: '40000', message: '参数 withTotal 只能是 0 或 1' },
    { query: 'page=1', code: '40002', message: '「导出类型」不能为空' },
    { query: 'type=&page=1', code: '40002', message: '「导出类型」不能为空' },
    { query: 'type=nope', code: '40002', message: '「导出类型」不正确' },
  ];
  for (const b of bad) {
    it(`${b.query} → 400 ${b.code} ${b.message}`, async () => {
      const res = await list('staff', b.query);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toMatchObject({ code: b.code, message: b.message });
    });
  }
});

describe('its row scope follows the list type asked for', () => {
  const denials = async (as: TestUser) =>
    (await s.db.selectFrom('action_log').select(['resource', 'after_json']).where('action', '=', 'access.denied').where('admin_id', '=', ids[as] ?? 0).orderBy('id').execute())
      .map((r) => ({ resource: r.resource, after: JSON.parse(String(r.after_json)) as unknown }));

  it('a caller who may not read the list gets 403 (logged, naming the type), not its jobs', async () => {
    await jobs('staff', 'repair', 2);
    const before = (await denials('member')).length;
    const res = await list('member', 'type=repair&page=1&pageSize=10');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: '40300', message: '抱歉，您没有权限执行此操作' });
    expect(JSON.stringify(res.body)).not.toContain('repair_0.xlsx');
    const after = await denials('member');
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toEqual({ resource: 'export', after: { type: 'repair' } });
    // the scope is asked before anything is read: a bad page of a list one may not read is the 400 of the page
    expect((await list('member', 'type=repair&page=0')).status).toBe(400);
    expect((await list('member', 'type=production')).status).toBe(403);
  });

  it('a list of the caller\'s own (我的站内信): each sees their own jobs alone, and the total counts them alone', async () => {
    const byStaff = await jobs('staff', 'inbox', 3);
    const byAdmin = await jobs('admin', 'inbox', 2);
    const seen = async (as: TestUser) => {
      const res = await list(as, 'type=inbox&pageSize=2');
      expect(res.status).toBe(200);
      const next = await list(as, 'type=inbox&pageSize=2&page=2');
      return { ids: [...res.body.data.list, ...next.body.data.list].map((j) => Number(j.id)), total: Number(res.body.data.total) };
    };
    expect(await seen('staff')).toEqual({ ids: [...byStaff].reverse(), total: 3 });
    expect(await seen('admin')).toEqual({ ids: [...byAdmin].reverse(), total: 2 });
    expect(await seen('superadmin')).toEqual({ ids: [], total: 0 });
  });

  it('any other list: every reader sees all of its jobs', async () => {
    const byStaff = await jobs('staff', 'quickrp', 2);
    const byAdmin = await jobs('admin', 'quickrp', 1);
    for (const as of ['staff', 'admin', 'superadmin'] as const) {
      const res = await list(as, 'type=quickrp');
      expect(res.body.data.list.map((j) => Number(j.id)), as).toEqual([...byStaff, ...byAdmin].reverse());
    }
  });
});

describe('the engine: a row scope may follow what a list pins', () => {
  /** A probe's scope of customers, by the 用户组 a list pins (column `grp`): 经销商 refused; a pinned group, all of it; none pinned, 普通用户 alone. */
  const probe: ResourceHooks = {
    rowScope: (_user, { pinned, deny }): RowScope => {
      if (pinned.grp === 16) deny({ grp: 16 });
      return pinned.grp === undefined ? { grp: 1 } : {};
    },
  };
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ areas: [...SERVER_AREAS, defineArea({ name: 'probe', hooks: { customers: probe } })] });
  });
  afterAll(() => t.close());

  const customer = async (username: string): Promise<number> => {
    const made = await t.request('POST', '/account/user', { as: 'superadmin', body: { username, name: '陈志强', group: 1 } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return Number(made.body.data.id);
  };
  const listed = async (query: string): Promise<number[]> => {
    const res = await t.request('GET', `/account/user${query}`, { as: 'superadmin' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.list.map((c) => Number(c.id));
  };

  it('narrows or refuses a list by the filter asked for; a read that pins nothing gets the scope of nothing pinned', async () => {
    const plain = await customer('kehu_scope1');
    const firm = await customer('kehu_scope8');
    await t.db.updateTable('customer').set({ grp: 8 }).where('id', '=', firm).execute();
    expect(await listed('')).toContain(plain);
    expect(await listed('')).not.toContain(firm);
    expect(await listed('?group=8')).toEqual([firm]);
    const refused = await t.request('GET', '/account/user?group=16', { as: 'superadmin' });
    expect(refused.status).toBe(403);
    const row = await t.db.selectFrom('action_log').select(['resource', 'after_json']).where('action', '=', 'access.denied').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect({ resource: row.resource, after: JSON.parse(String(row.after_json)) as unknown }).toEqual({ resource: 'customers', after: { grp: 16 } });
    expect((await t.request('GET', `/account/user/${plain}`, { as: 'superadmin' })).status).toBe(200);
    expect((await t.request('GET', `/account/user/${firm}`, { as: 'superadmin' })).status).toBe(404);
  });
});
