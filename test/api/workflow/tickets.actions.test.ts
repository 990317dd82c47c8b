import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_STATUSES } from '../../../resources/workflow/ticketStates.ts';
import { tickets } from '../../../resources/workflow/tickets.ts';
import { runWorkerOnce } from '../../../src/server/areas/notifications/worker.ts';
import { createTestServer, type TestServer, type TestUser } from '../../helpers/testServer.ts';
import { accountId, createTicket, createType, post, ticket, type Rec } from './fixtures.ts';

let s: TestServer;
let typeId: number;
const ids: Record<TestUser, number> = { superadmin: 0, admin: 0, staff: 0, member: 0 };
let questionId: number;
beforeAll(async () => {
  s = await createTestServer();
  for (const u of Object.keys(ids) as TestUser[]) ids[u] = await accountId(s, u);
  typeId = (await createType(s)).id;
  questionId = (await post(s, '/workflow/question', { title: '激光器不出光', model: 'F1 光纤激光打标机', category: '硬件', answer: '检查激光器电源与光纤连接。' })).id;
});
afterAll(() => s.close());

/** Puts a ticket straight into a state (test set-up), returning its version. */
async function forceStatus(id: number, status: string): Promise<number> {
  await s.db.updateTable('workflow_bucket').set({ status }).where('id', '=', id).execute();
  return (await ticket(s, id)).version;
}

const assignBody = (version: number, handler = ids.staff) => ({ version, handler_id: handler, remark: '请现场工程师跟进' });
const closeBody = (version: number) => ({ version, result: '更换激光器电源后恢复正常' });

describe('transition table: every action × every state', () => {
  for (const action of tickets.status.actions) {
    for (const status of TICKET_STATUSES.map((o) => o.value)) {
      const allowed = (action.from as readonly string[]).includes(status);
      it(`${action.name} from ${status} → ${allowed ? 200 : 409}`, async () => {
        const rec = await createTicket(s, typeId, { handler_id: ids.admin });
        const version = await forceStatus(rec.id, status);
        const body = action.name === 'assign' ? assignBody(version) : closeBody(version);
        const res = await s.request('PUT', `/workflow/bucket/${rec.id}/${action.name}`, { as: 'admin', body });
        expect(res.status, JSON.stringify(res.body)).toBe(allowed ? 200 : 409);
        expect((await ticket(s, rec.id)).status).toBe(allowed ? action.to : status);
      });
    }
  }
});

describe('assign', () => {
  it('gives the ticket to the new handler (open → 处理中), logs the reason, and sends the handler a private message through the outbox', async () => {
    const rec = await createTicket(s, typeId, { title: '打标偏移' });
    expect(rec.status).toBe('open');
    const res = await s.request('PUT', `/workflow/bucket/${rec.id}/assign`, { as: 'admin', body: assignBody(rec.version) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'processing', handler_id: ids.staff, version: rec.version + 1 });
    await runWorkerOnce({ db: s.db, clock: s.clock }, s.clock.now());
    const inbox = await s.request('GET', '/admin/message/inbox', { as: 'staff' });
    const msg = inbox.body.data.list.find((m) => String(m.title).includes(String(rec.no)));
    expect(msg, JSON.stringify(inbox.body.data.list)).toBeDefined();
    const one = await s.db.selectFrom('message').select(['content', 'kind', 'sender_id']).where('title', 'like', `%${String(rec.no)}%`).executeTakeFirstOrThrow();
    expect(one).toMatchObject({ kind: 'private', sender_id: ids.admin });
    expect(one.content).toContain('打标偏移');
    expect(one.content).toContain('王建国');
    expect(one.content).toContain('请现场工程师跟进');
    const history = await s.request('GET', `/workflow/process?bucket_id=${rec.id}`, { as: 'staff' });
    expect(history.body.data.list.at(-1)).toMatchObject({ kind: 'status', action: 'assign', from_status: 'open', to_status: 'processing', content: '请现场工程师跟进' });
  });

  it('refuses the current handler, an unknown account, a disabled one and one who cannot open tickets with 400, and nothing changes', async () => {
    const rec = await createTicket(s, typeId, { handler_id: ids.staff });
    const same = await s.request('PUT', `/workflow/bucket/${rec.id}/assign`, { as: 'admin', body: assignBody(rec.version, ids.staff) });
    expect(same.status).toBe(400);
    expect((await s.request('PUT', `/workflow/bucket/${rec.id}/assign`, { as: 'admin', body: assignBody(rec.version, 999999) })).status).toBe(400);
    const member = await s.request('PUT', `/workflow/bucket/${rec.id}/assign`, { as: 'admin', body: assignBody(rec.version, ids.member) });
    expect(member.status).toBe(400);
    expect(member.body.message).toContain('没有「查看工单详情」权限');
    await s.db.updateTable('admin').set({ status: 0 }).where('id', '=', ids.superadmin).execute();
    const disabled = await s.request('PUT', `/workflow/bucket/${rec.id}/assign`, { as: 'admin', body: assignBody(rec.version, ids.superadmin) });
    await s.db.updateTable('admin').set({ status: 1 }).where('id', '=', ids.superadmin).execute();
    expect(disabled.status).toBe(400);
    expect(disabled.body.message).toContain('已停用');
    expect((await ticket(s, rec.id)).version).toBe(rec.version);
  });
});

describe('close', () => {
  it('sets the result, closed_at (server clock) and the problem it is filed under', async () => {
    const rec = await createTicket(s, typeId, { handler_id: ids.staff });
    const res = await s.request('PUT', `/workflow/bucket/${rec.id}/close`, { as: 'staff', body: { ...closeBody(rec.version), question_id: questionId } });
    expect(res.status).toBe(200);
    const iso = new Date(s.clock.now()).toISOString();
    expect(res.body.data).toMatchObject({ status: 'closed', result: '更换激光器电源后恢复正常', question_id: questionId, closed_at: iso });
    expect((await ticket(s, rec.id)).closed_at).toBe(iso);
  });

  it('refuses an unknown problem with 400', async () => {
    const rec = await createTicket(s, typeId);
    const res = await s.request('PUT', `/workflow/bucket/${rec.id}/close`, { as: 'admin', body: { ...closeBody(rec.version), question_id: 999999 } });
    expect(res.status).toBe(400);
    expect((await ticket(s, rec.id)).status).toBe('open');
  });
});

describe('who may assign and close', () => {
  // staff has get_workflow_bucket but not update_workflow_bucket.
  const cases: { who: string; handler?: TestUser; creator: TestUser; as: TestUser; allowed: boolean }[] = [
    { who: 'the handler', handler: 'staff', creator: 'admin', as: 'staff', allowed: true },
    { who: 'the creator', creator: 'staff', as: 'staff', allowed: true },
    { who: 'an update_workflow_bucket holder', handler: 'staff', creator: 'superadmin', as: 'admin', allowed: true },
    { who: 'a super admin', handler: 'staff', creator: 'admin', as: 'superadmin', allowed: true },
    { who: 'anyone else', handler: 'admin', creator: 'admin', as: 'staff', allowed: false },
  ];
  for (const c of cases) {
    for (const action of ['assign', 'close'] as const) {
      it(`${action} by ${c.who} → ${c.allowed ? 200 : 403}`, async () => {
        const rec = await createTicket(s, typeId, c.handler ? { handler_id: ids[c.handler] } : {}, c.creator);
        const body = action === 'assign' ? assignBody(rec.version, c.handler === 'superadmin' ? ids.admin : ids.superadmin) : closeBody(rec.version);
        const res = await s.request('PUT', `/workflow/bucket/${rec.id}/${action}`, { as: c.as, body });
        expect(res.status, JSON.stringify(res.body)).toBe(c.allowed ? 200 : 403);
        if (!c.allowed) {
          expect((await ticket(s, rec.id)).version).toBe(rec.version);
          const log = await s.db.selectFrom('action_log').select('after_json').where('action', '=', 'access.denied').where('record_id', '=', String(rec.id)).executeTakeFirst();
          expect(String(log?.after_json)).toContain('处理人');
        }
      });
    }
  }
});

describe('已关闭 is terminal: every write on a closed ticket → 409', () => {
  let closed: Rec;
  let commentId: number;
  beforeAll(async () => {
    const rec = await createTicket(s, typeId, { handler_id: ids.admin });
    const c = await s.request('POST', '/workflow/process', { as: 'admin', body: { bucket_id: rec.id, content: '已联系客户' } });
    commentId = Number(c.body.data.id);
    const res = await s.request('PUT', `/workflow/bucket/${rec.id}/close`, { as: 'admin', body: closeBody(rec.version) });
    closed = res.body.data as unknown as Rec;
  });
  const writes: [string, () => [string, string, Record<string, unknown> | undefined]][] = [
    ['update', () => ['PUT', `/workflow/bucket/${closed.id}`, { version: closed.version, title: '新标题' }]],
    ['assign', () => ['PUT', `/workflow/bucket/${closed.id}/assign`, assignBody(closed.version)]],
    ['close', () => ['PUT', `/workflow/bucket/${closed.id}/close`, closeBody(closed.version)]],
    ['desc', () => ['PUT', `/workflow/bucket/${closed.id}/desc`, { version: closed.version, description: '补充：客户已自行更换电源' }]],
    ['comment', () => ['POST', '/workflow/process', { bucket_id: closed.id, content: '补充说明' }]],
    ['edit comment', () => ['PUT', `/workflow/process/${commentId}`, { content: '改过的说明' }]],
    ['delete', () => ['DELETE', `/workflow/bucket/${closed.id}?version=${closed.version}`, undefined]],
  ];
  for (const [name, call] of writes) {
    it(`${name} → 409 with a Chinese reason`, async () => {
      const [method, path, body] = call();
      const res = await s.request(method, path, { as: 'admin', body });
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(String(res.body.message)).toMatch(/已关闭|状态/);
      const now = await ticket(s, closed.id);
      expect(now).toMatchObject({ status: 'closed', version: closed.version });
    });
  }
});

describe('two people at once: exactly one wins', () => {
  for (const [first, second] of [['assign', 'assign'], ['close', 'close'], ['assign', 'close']] as const) {
    it(`${first} and ${second} on the same version → one 200, one 409`, async () => {
      const rec = await createTicket(s, typeId, { handler_id: ids.admin });
      const bodyOf = (a: string, to: number) => (a === 'assign' ? assignBody(rec.version, to) : closeBody(rec.version));
      const results = await Promise.all([
        s.request('PUT', `/workflow/bucket/${rec.id}/${first}`, { as: 'admin', body: bodyOf(first, ids.staff) }),
        s.request('PUT', `/workflow/bucket/${rec.id}/${second}`, { as: 'superadmin', body: bodyOf(second, ids.superadmin) }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect((await ticket(s, rec.id)).version).toBe(rec.version + 1);
      const events = await s.request('GET', `/workflow/process?bucket_id=${rec.id}`, { as: 'admin' });
      expect(events.body.data.list.filter((e) => String(e.kind) === 'status')).toHaveLength(1);
    });
  }
});

describe('update (PUT /workflow/bucket/:id)', () => {
  it('re-checks extra fields against a new type, recomputes the due time, and refuses a handler change (that is 转派)', async () => {
    const rec = await createTicket(s, typeId);
    const other = await createType(s, { form_json: [{ name: 'version', label: '软件版本', type: 'text', required: true }], sla_normal: 8 });
    const noExtra = await s.request('PUT', `/workflow/bucket/${rec.id}`, { as: 'admin', body: { version: rec.version, type_id: other.id } });
    expect(noExtra.status).toBe(400);
    expect(noExtra.body.message).toContain('symptom'); // the old type's extra field is no field of the new one
    const missing = await s.request('PUT', `/workflow/bucket/${rec.id}`, { as: 'admin', body: { version: rec.version, type_id: other.id, extra_json: {} } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('软件版本');
    const ok = await s.request('PUT', `/workflow/bucket/${rec.id}`, { as: 'admin', body: { version: rec.version, type_id: other.id, extra_json: { version: 'V2.3.1' } } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.due_at).toBe(new Date(Date.parse(String(rec.created_at)) + 8 * 3_600_000).toISOString());
    const handler = await s.request('PUT', `/workflow/bucket/${rec.id}`, { as: 'admin', body: { version: rec.version + 1, handler_id: ids.staff } });
    expect(handler.status).toBe(400);
    expect(handler.body.message).toContain('转派');
  });
});
