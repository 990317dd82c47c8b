import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, type TestUser } from '../helpers/testServer.ts';

let s: TestServer;
beforeEach(async () => {
  s = await createTestServer();
});
afterEach(() => s.close());

const idOf = async (username: string): Promise<number> =>
  (await s.db.selectFrom('admin').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

async function send(from: TestUser, to: string[], title = '周报提醒'): Promise<number> {
  const recipients = await Promise.all(to.map(idOf));
  const res = await s.request('POST', '/admin/message', { as: from, body: { recipients, title, content: '请于周五前提交本周维修周报。' } });
  expect(res.status).toBe(200);
  return Number(res.body.data.id);
}

const unread = async (as: TestUser): Promise<number> => Number((await s.request('GET', '/admin/message/count', { as })).body.data.unread);

describe('own inbox: send, count, read, delete', () => {
  it('a message sent by admin is unread for staff and goes read by PUT /admin/message/:id', async () => {
    expect(await unread('staff')).toBe(0);
    const id = await send('admin', ['staff']);
    expect(await unread('staff')).toBe(1);
    expect(await unread('admin')).toBe(0);
    const inbox = await s.request('GET', '/admin/message/inbox', { as: 'staff' });
    expect(inbox.body.data.total).toBe(1);
    expect(inbox.body.data.list[0]).toMatchObject({ id, read: 0, sender_id: await idOf('admin'), sender_id_label: '王建国' });
    const mark = await s.request('PUT', `/admin/message/${id}`, { as: 'staff', body: { read: true } });
    expect(mark.status).toBe(200);
    expect(mark.body.data.unread).toBe(0);
    expect(await unread('staff')).toBe(0);
    await s.request('PUT', `/admin/message/${id}`, { as: 'staff', body: { read: false } });
    expect(await unread('staff')).toBe(1);
  });

  it('PUT /admin/message/count marks the whole inbox read, or only the ids given', async () => {
    const a = await send('admin', ['staff'], '一');
    await send('superadmin', ['staff'], '二');
    const some = await s.request('PUT', '/admin/message/count', { as: 'staff', body: { ids: [a] } });
    expect(some.body.data.unread).toBe(1);
    const all = await s.request('PUT', '/admin/message/count', { as: 'staff' });
    expect(all.status).toBe(200);
    expect(all.body.data.unread).toBe(0);
  });

  it('inbox filters by read state and title prefix; outbox lists recipients with read state', async () => {
    const id = await send('admin', ['staff', 'member'], '维修周报');
    await send('admin', ['staff'], '配件到货');
    await s.request('PUT', `/admin/message/${id}`, { as: 'staff', body: { read: true } });
    const unreadOnly = await s.request('GET', '/admin/message/inbox?read=0', { as: 'staff' });
    expect(unreadOnly.body.data.list.map((m) => m.title)).toEqual(['配件到货']);
    const byTitle = await s.request('GET', `/admin/message/inbox?q=${encodeURIComponent('维修')}`, { as: 'staff' });
    expect(byTitle.body.data.list.map((m) => m.title)).toEqual(['维修周报']);
    expect(byTitle.body.data.total).toBe(1);
    const outbox = await s.request('GET', '/admin/message/outbox', { as: 'admin' });
    expect(outbox.body.data.total).toBe(2);
    const first = outbox.body.data.list.find((m) => String(m.title) === '维修周报');
    expect(first).toMatchObject({ id, state: 'sent', recipient_count: 2, read_count: 1 });
    const oldestFirst = await s.request('GET', '/admin/message/outbox?sort=created_at&pageSize=1&page=2', { as: 'admin' });
    expect(oldestFirst.body.data.list.map((m) => m.title)).toEqual(['配件到货']);
    expect((await s.request('GET', '/admin/message/inbox?read=2', { as: 'staff' })).status).toBe(400);
    expect((await s.request('GET', '/admin/message/inbox?pageSize=101', { as: 'staff' })).status).toBe(400);
    expect((await s.request('GET', '/admin/message/inbox?sort=title', { as: 'staff' })).status).toBe(400);
  });

  it('a list row exists for its own caller only: another\'s inbox and outbox stay empty, whatever the filters', async () => {
    await send('admin', ['staff'], '只给员工');
    for (const query of ['', '?read=0', `?q=${encodeURIComponent('只给')}`, '?fields=all']) {
      expect((await s.request('GET', `/admin/message/inbox${query}`, { as: 'member' })).body.data.total, query).toBe(0);
      expect((await s.request('GET', `/admin/message/outbox${query}`, { as: 'staff' })).body.data.total, query).toBe(0);
    }
    expect((await s.request('GET', '/admin/message/inbox?recipient_id=3', { as: 'member' })).body.data.total).toBe(0);
  });

  it('delete removes from the caller\'s own box only; another\'s message is 404', async () => {
    const id = await send('admin', ['staff']);
    expect((await s.request('DELETE', `/admin/message?id=${id}`, { as: 'member' })).status).toBe(404);
    const del = await s.request('DELETE', `/admin/message?id=${id}`, { as: 'staff' });
    expect(del.status).toBe(200);
    expect(del.body.data.box).toBe('inbox');
    expect(await unread('staff')).toBe(0);
    expect((await s.request('GET', '/admin/message/outbox', { as: 'admin' })).body.data.total).toBe(1);
    const out = await s.request('DELETE', `/admin/message?id=${id}`, { as: 'admin' });
    expect(out.body.data.box).toBe('outbox');
    expect((await s.request('GET', '/admin/message/outbox', { as: 'admin' })).body.data.total).toBe(0);
    expect((await s.request('DELETE', '/admin/message', { as: 'admin' })).status).toBe(400);
    expect((await s.request('DELETE', '/admin/message?id=abc', { as: 'admin' })).status).toBe(400);
  });

  it('marking someone else\'s message is 404 and changes nothing', async () => {
    const id = await send('admin', ['staff']);
    expect((await s.request('PUT', `/admin/message/${id}`, { as: 'member', body: { read: true } })).status).toBe(404);
    expect(await unread('staff')).toBe(1);
  });

  it('bad sends get a Chinese 400', async () => {
    const staff = await idOf('staff');
    const cases: [unknown, string][] = [
      [{ recipients: [], title: 'a', content: 'b' }, '「收件人」不能为空'],
      [{ recipients: [staff], title: '', content: 'b' }, '「标题」不能为空'],
      [{ recipients: [staff], title: 'a', content: 'x'.repeat(2001) }, '「内容」不能超过 2000 个字'],
      [{ recipients: [9999], title: 'a', content: 'b' }, '「收件人」不存在或已被禁用'],
      [{ recipients: [await idOf('admin')], title: 'a', content: 'b' }, '不能给自己发送站内信'],
    ];
    for (const [body, message] of cases) {
      const res = await s.request('POST', '/admin/message', { as: 'admin', body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(String(res.body.message)).toContain(message);
    }
    const extra = await s.request('POST', '/admin/message', { as: 'admin', body: { recipients: [staff], title: 'a', content: 'b', sender_id: 1 } });
    expect(extra.status).toBe(400);
    expect(await unread('staff')).toBe(0);
  });

  it('recipients lists enabled accounts other than the caller', async () => {
    const res = await s.request('GET', '/admin/message/recipients', { as: 'staff' });
    const names = res.body.data.map((a) => a.username);
    expect(names).toContain('admin');
    expect(names).not.toContain('staff');
  });

  it('every own-inbox call needs a login', async () => {
    expect((await s.request('GET', '/admin/message/count')).status).toBe(401);
    expect((await s.request('POST', '/admin/message', { body: {} })).status).toBe(401);
  });
});

async function notice(from: TestUser, to: string[], title = '系统维护通知'): Promise<number> {
  const recipients = await Promise.all(to.map(idOf));
  const res = await s.request('POST', '/manage/message/send', { as: from, body: { recipients, title, content: '本周六 22:00–24:00 系统维护。' } });
  expect(res.status).toBe(200);
  expect(res.body.data.kind).toBe('notice');
  return Number(res.body.data.id);
}

describe('private messages stay private (issue 15)', () => {
  it('management neither lists nor edits, revokes or resends a private message between two others: 404, nothing changes', async () => {
    const id = await send('admin', ['staff'], '私下沟通');
    for (const as of ['staff', 'superadmin'] as const) {
      const list = await s.request('GET', '/manage/message', { as });
      expect(list.status).toBe(200);
      expect(list.body.data.list.map((m) => Number(m.id))).not.toContain(id);
    }
    const calls: [string, string, unknown][] = [
      ['PUT', `/manage/message/${id}`, { version: 1, title: '改写后的标题', content: '改写后的内容' }],
      ['DELETE', `/manage/message/revoke?id=${id}`, undefined],
      ['POST', `/manage/message?id=${id}`, undefined],
      ['DELETE', `/manage/message/revoke?id=${id}&version=1`, undefined],
      ['GET', `/manage/message/${id}`, undefined],
      ['PUT', `/manage/message/${id}/status`, { action: 'revoke', version: 1 }],
    ];
    for (const [method, path, body] of calls) {
      const res = await s.request(method, path, { as: 'superadmin', body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toBe('记录不存在或已被删除');
    }
    const inbox = await s.request('GET', '/admin/message/inbox', { as: 'staff' });
    expect(inbox.body.data.list[0]).toMatchObject({ id, kind: 'private', title: '私下沟通', edited_at: null });
    const row = await s.db.selectFrom('message').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: '私下沟通', status: 'sent', version: 1, edited_by: null });
  });

  it('only the sender and the recipients read it: the action log keeps no title or content', async () => {
    const id = await send('admin', ['staff'], '只给你看的标题');
    expect((await s.request('GET', '/admin/message/inbox', { as: 'member' })).body.data.total).toBe(0);
    expect((await s.request('PUT', `/admin/message/${id}`, { as: 'member', body: { read: true } })).status).toBe(404);
    const logs = await s.request('GET', '/system/action-logs?fields=all&pageSize=100', { as: 'superadmin' });
    expect(logs.status).toBe(200);
    const sendLog = logs.body.data.list.find((r) => String(r.action) === 'messages.send');
    expect(sendLog?.after).toMatchObject({ id, kind: 'private' });
    const text = JSON.stringify(logs.body);
    expect(text).not.toContain('只给你看的标题');
    expect(text).not.toContain('请于周五前提交本周维修周报');
  });

  it('the outbox holds private messages only; a notice is managed in 站内信管理', async () => {
    await send('admin', ['staff'], '私信');
    await notice('admin', ['staff'], '通知');
    const outbox = await s.request('GET', '/admin/message/outbox', { as: 'admin' });
    expect(outbox.body.data.list.map((m) => m.title)).toEqual(['私信']);
    const inbox = await s.request('GET', '/admin/message/inbox', { as: 'staff' });
    expect(inbox.body.data.list.map((m) => [m.title, m.kind])).toEqual([['通知', 'notice'], ['私信', 'private']]);
    const manage = await s.request('GET', '/manage/message', { as: 'staff' });
    expect(manage.body.data.list.map((m) => m.title)).toEqual(['通知']);
  });
});

describe('message management (manage_message): notices', () => {
  it('sends a notice; a member gets 403; bad input is a Chinese 400 and sends nothing', async () => {
    const id = await notice('admin', ['staff', 'member']);
    expect(await unread('staff')).toBe(1);
    expect(await unread('member')).toBe(1);
    expect((await s.request('POST', '/manage/message/send', { as: 'member', body: { recipients: [await idOf('staff')], title: 'a', content: 'b' } })).status).toBe(403);
    const cases: [unknown, string][] = [
      [{ recipients: [], title: 'a', content: 'b' }, '「收件人」不能为空'],
      [{ recipients: [await idOf('staff')], title: ' ', content: 'b' }, '「标题」不能为空'],
      [{ recipients: [await idOf('admin')], title: 'a', content: 'b' }, '不能给自己发送站内信'],
      [{ recipients: Array.from({ length: 201 }, (_, i) => i + 1), title: 'a', content: 'b' }, '「收件人」一次最多 200 人'],
    ];
    for (const [body, message] of cases) {
      const res = await s.request('POST', '/manage/message/send', { as: 'admin', body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(String(res.body.message)).toContain(message);
    }
    expect((await s.db.selectFrom('message').select('id').execute()).map((r) => r.id)).toEqual([id]);
  });

  it('lists notices only, with the sender and the schema list\'s total; a bad status filter is 400', async () => {
    await notice('admin', ['staff'], '全员通知');
    await send('admin', ['staff'], '私信不在这里');
    const res = await s.request('GET', '/manage/message', { as: 'staff' });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.list[0]).toMatchObject({ title: '全员通知', kind: 'notice', status: 'sent', sender_id_label: '王建国', edited_at: null, edited_by: null });
    expect((await s.request('GET', `/manage/message?q=${encodeURIComponent('全员')}`, { as: 'staff' })).body.data.total).toBe(1);
    expect((await s.request('GET', `/manage/message?q=${encodeURIComponent('私信')}`, { as: 'staff' })).body.data.total).toBe(0);
    expect((await s.request('GET', '/manage/message?kind=private', { as: 'staff' })).status).toBe(400);
    expect((await s.request('GET', '/manage/message', { as: 'member' })).status).toBe(403);
    expect((await s.request('GET', '/manage/message?status=nope', { as: 'staff' })).status).toBe(400);
  });

  it('revoke hides it from the inbox and count; a second revoke is 409; resend makes it unread again', async () => {
    const id = await notice('admin', ['staff']);
    await s.request('PUT', `/admin/message/${id}`, { as: 'staff', body: { read: true } });
    const revoke = await s.request('DELETE', `/manage/message/revoke?id=${id}`, { as: 'admin' });
    expect(revoke.status).toBe(200);
    expect(revoke.body.data.status).toBe('revoked');
    expect((await s.request('GET', '/admin/message/inbox', { as: 'staff' })).body.data.total).toBe(0);
    const again = await s.request('DELETE', `/manage/message/revoke?id=${id}`, { as: 'admin' });
    expect(again.status).toBe(409);
    expect(String(again.body.message)).toContain('已撤回');
    const resend = await s.request('POST', `/manage/message?id=${id}`, { as: 'admin' });
    expect(resend.status).toBe(200);
    expect(resend.body.data.status).toBe('sent');
    expect(await unread('staff')).toBe(1);
    const sentAgain = await s.request('POST', `/manage/message?id=${id}`, { as: 'admin' });
    expect(sentAgain.status).toBe(409);
    expect(String(sentAgain.body.message)).toContain('已发送');
    expect((await s.request('POST', '/manage/message?id=99999', { as: 'admin' })).status).toBe(404);
  });

  it('an edited notice shows who edited it and when, in the inbox and the list; a stale version is 409 and changes nothing', async () => {
    const id = await notice('admin', ['staff'], '旧标题');
    s.clock.advance(3_600_000);
    const edited = await s.request('PUT', `/manage/message/${id}`, { as: 'superadmin', body: { version: 1, title: '新标题' } });
    expect(edited.status).toBe(200);
    const at = new Date(s.clock.now()).toISOString();
    expect(edited.body.data).toMatchObject({ title: '新标题', edited_at: at, edited_by: await idOf('superadmin'), sender_id: await idOf('admin'), version: 2 });
    const stale = await s.request('PUT', `/manage/message/${id}`, { as: 'admin', body: { version: 1, title: '再改' } });
    expect(stale.status).toBe(409);
    const noVersion = await s.request('PUT', `/manage/message/${id}`, { as: 'admin', body: { title: '再改' } });
    expect(noVersion.status).toBe(400);
    const inbox = await s.request('GET', '/admin/message/inbox', { as: 'staff' });
    expect(inbox.body.data.list[0]).toMatchObject({ title: '新标题', kind: 'notice', edited_at: at, edited_by_label: '超级管理员', sender_id_label: '王建国' });
    const list = await s.request('GET', '/manage/message', { as: 'admin' });
    expect(list.body.data.list[0]).toMatchObject({ title: '新标题', edited_at: at, edited_by_label: '超级管理员', sender_id_label: '王建国' });
  });

  it('mutations are in the action log', async () => {
    const id = await notice('admin', ['staff']);
    await s.request('DELETE', `/manage/message/revoke?id=${id}`, { as: 'admin' });
    const rows = await s.db.selectFrom('action_log').select(['action']).where('action', 'like', 'messages.%').execute();
    expect(rows.map((r) => r.action)).toEqual([]);
    const notices = await s.db.selectFrom('action_log').select(['action', 'record_id']).where('action', 'like', 'notices.%').orderBy('id').execute();
    expect(notices).toEqual([{ action: 'notices.create', record_id: String(id) }, { action: 'notices.revoke', record_id: String(id) }]);
  });
});
