import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../helpers/testServer.ts';
import { accountId, createTicket, createType, ticket } from './fixtures.ts';
import { registerUpload } from '../uploadFixtures.ts';

let s: TestServer;
let typeId: number;
let staffId: number;
beforeAll(async () => {
  s = await createTestServer();
  staffId = await accountId(s, 'staff');
  typeId = (await createType(s)).id;
  // staff's own upload: a write may refer only to a file its writer may read
  await registerUpload(s.db, 'BBBBBBBBBBBBBBBBBBBBBB', staffId, FILE.name);
});
afterAll(() => s.close());

const FILE = { url: '/api/cms/system/upload/BBBBBBBBBBBBBBBBBBBBBB', name: '报警截图.png' };

describe('GET /workflow/process?bucket_id=', () => {
  it('lists the ticket\'s history oldest first', async () => {
    const rec = await createTicket(s, typeId, { handler_id: staffId });
    await s.request('POST', '/workflow/process', { as: 'staff', body: { bucket_id: rec.id, content: '已电话联系客户' } });
    await s.request('PUT', `/workflow/bucket/${rec.id}/close`, { as: 'staff', body: { version: rec.version, result: '远程指导后恢复' } });
    const res = await s.request('GET', `/workflow/process?bucket_id=${rec.id}`, { as: 'staff' });
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((e) => `${e.kind}:${e.action ?? ''}`)).toEqual(['create:', 'follow:comment', 'status:close']);
    const ids = res.body.data.list.map((e) => Number(e.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it('400 without a numeric bucket_id, 404 for an unknown ticket, 401/403 by access', async () => {
    for (const q of ['', '?bucket_id=', '?bucket_id=abc', '?bucket_id=-1', '?bucket_id=99999999999999999999', '?bucket_id=1%00']) {
      const res = await s.request('GET', `/workflow/process${q}`, { as: 'admin' });
      expect(res.status, q).toBe(400);
      expect(String(res.body.message)).toMatch(/bucket_id|无法识别的字符/);
    }
    expect((await s.request('GET', '/workflow/process?bucket_id=999999', { as: 'admin' })).status).toBe(404);
    expect((await s.request('GET', '/workflow/process?bucket_id=1')).status).toBe(401);
    expect((await s.request('GET', '/workflow/process?bucket_id=1', { as: 'member' })).status).toBe(403);
  });
});

describe('POST /workflow/process (comment)', () => {
  it('adds a follow entry with its attachments; the ticket\'s version stays', async () => {
    const rec = await createTicket(s, typeId);
    const res = await s.request('POST', '/workflow/process', { as: 'staff', body: { bucket_id: rec.id, content: '客户补充了报警截图', attachments: [FILE] } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'follow', action: 'comment', content: '客户补充了报警截图', data: { attachments: [FILE] }, operator_id: staffId });
    expect((await ticket(s, rec.id)).version).toBe(rec.version);
  });

  it('refuses bad input with 400 and a Chinese message', async () => {
    const rec = await createTicket(s, typeId);
    const bodies: unknown[] = [
      { bucket_id: rec.id },
      { bucket_id: rec.id, content: '' },
      { bucket_id: rec.id, content: 'x'.repeat(2001) },
      { bucket_id: rec.id, content: 12 },
      { content: '没有工单' },
      { bucket_id: 'abc', content: '说明' },
      { bucket_id: 1e300, content: '说明' },
      { bucket_id: rec.id, content: '说明', attachments: [{ url: 'javascript:alert(1)', name: 'x' }] },
      { bucket_id: rec.id, content: '说明', extra: 1 },
      { bucket_id: rec.id, content: 'a\u0000b' },
      '[1]',
    ];
    for (const body of bodies) {
      const res = await s.request('POST', '/workflow/process', { as: 'admin', body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(String(res.body.message)).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await s.request('POST', '/workflow/process', { as: 'admin', body: { bucket_id: 999999, content: '说明' } })).status).toBe(404);
  });
});

describe('GET / PUT /workflow/process/:id', () => {
  it('shows one entry; its author changes a comment, the text before is kept; others get 403, a non-comment 400', async () => {
    const rec = await createTicket(s, typeId);
    const c = await s.request('POST', '/workflow/process', { as: 'staff', body: { bucket_id: rec.id, content: '初步判断为电源故障' } });
    const id = Number(c.body.data.id);
    const one = await s.request('GET', `/workflow/process/${id}`, { as: 'admin' });
    expect(one.body.data).toMatchObject({ id, bucket_id: rec.id, content: '初步判断为电源故障' });
    const other = await s.request('PUT', `/workflow/process/${id}`, { as: 'admin', body: { content: '别人改的' } });
    expect(other.status).toBe(403);
    s.clock.advance(60_000);
    const mine = await s.request('PUT', `/workflow/process/${id}`, { as: 'staff', body: { content: '确认为电源模块故障' } });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ content: '确认为电源模块故障', data: { before: '初步判断为电源故障', edited_at: new Date(s.clock.now()).toISOString() } });
    const created = (await s.request('GET', `/workflow/process?bucket_id=${rec.id}`, { as: 'admin' })).body.data.list[0];
    const notComment = await s.request('PUT', `/workflow/process/${Number(created.id)}`, { as: 'admin', body: { content: '改创建记录' } });
    expect(notComment.status).toBe(400);
    expect((await s.request('GET', '/workflow/process/abc', { as: 'admin' })).status).toBe(400);
    expect((await s.request('GET', '/workflow/process/999999', { as: 'admin' })).status).toBe(404);
    expect((await s.request('PUT', `/workflow/process/${id}`, { as: 'staff', body: { content: '' } })).status).toBe(400);
  });
});

describe('PUT /workflow/bucket/:id/desc', () => {
  it('changes the description (version + 1) and keeps before and after in the history', async () => {
    const rec = await createTicket(s, typeId, {}, 'staff');
    const res = await s.request('PUT', `/workflow/bucket/${rec.id}/desc`, { as: 'staff', body: { version: rec.version, description: '补充：报警代码 E102' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ description: '补充：报警代码 E102', version: rec.version + 1 });
    const last = (await s.request('GET', `/workflow/process?bucket_id=${rec.id}`, { as: 'staff' })).body.data.list.at(-1);
    expect(last).toMatchObject({ kind: 'update', action: 'desc', data: { changes: { description: { from: rec.description, to: '补充：报警代码 E102' } } } });
    const stale = await s.request('PUT', `/workflow/bucket/${rec.id}/desc`, { as: 'staff', body: { version: rec.version, description: '过期的修改' } });
    expect(stale.status).toBe(409);
  });

  it('is for who may handle the ticket (403 otherwise) and refuses bad input with 400', async () => {
    const rec = await createTicket(s, typeId, {}, 'admin');
    expect((await s.request('PUT', `/workflow/bucket/${rec.id}/desc`, { as: 'staff', body: { version: rec.version, description: '不是我的工单' } })).status).toBe(403);
    for (const body of [{ description: '缺版本号' }, { version: rec.version }, { version: rec.version, description: 'x' }, { version: rec.version, description: 5 }, { version: 'x', description: '描述内容' }]) {
      expect((await s.request('PUT', `/workflow/bucket/${rec.id}/desc`, { as: 'admin', body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await s.request('PUT', '/workflow/bucket/99999999999/desc', { as: 'admin', body: { version: 1, description: '描述内容' } })).status).toBe(400);
    expect((await s.request('PUT', '/workflow/bucket/999999/desc', { as: 'admin', body: { version: 1, description: '描述内容' } })).status).toBe(404);
  });
});

describe('GET /workflow/handlers', () => {
  it('lists the active accounts that may open tickets as 姓名（用户名）, for every logged-in user', async () => {
    const res = await s.request('GET', '/workflow/handlers', { as: 'member' });
    expect(res.status).toBe(200);
    expect(res.body.data.list).toContainEqual(expect.objectContaining({ value: staffId, label: '李晓燕（staff）' }));
    expect(res.body.data.list.map((o) => String(o.label))).toEqual(['超级管理员（superadmin）', '王建国（admin）', '李晓燕（staff）']);
    await s.db.updateTable('admin').set({ status: 0 }).where('id', '=', staffId).execute();
    const without = await s.request('GET', '/workflow/handlers', { as: 'member' });
    await s.db.updateTable('admin').set({ status: 1 }).where('id', '=', staffId).execute();
    expect(without.body.data.list.map((o) => o.value)).not.toContain(staffId);
    expect((await s.request('GET', '/workflow/handlers')).status).toBe(401);
  });
});
