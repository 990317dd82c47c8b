import { serverAreaSet } from '../../../src/server/composition.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_MS } from '../../../src/domain/session.ts';
import { createLiveHub, type LiveSink } from '../../../src/server/live/hub.ts';
import { enqueueNotification } from '../../../src/server/areas/notifications/outbox.ts';
import { runWorkerOnce } from '../../../src/server/areas/notifications/worker.ts';
import { createTestServer, type TestServer, type TestUser } from '../../helpers/testServer.ts';
import { createRepair } from '../repairFixtures.ts';
import { readSse, type SseEvent, type SseStream } from './sseClient.ts';

/**
 * Issue 20 part 6: GET /api/cms/events pushes each user's own counts — the first event at once,
 * then only when they changed (~200 ms after the change), never a badge the user may not see;
 * at most 3 streams per user (a 4th ends the oldest); Last-Event-ID continues the ids; a logout
 * or an expired session ends the stream.
 */

// one server for the file (a fresh one per test doubled its time): the tests count relative to what they find
let s: TestServer;
let open: SseStream[] = [];
beforeAll(async () => {
  s = await createTestServer();
});
afterEach(async () => {
  await Promise.all(open.map((o) => o.close()));
  open = [];
});
afterAll(() => s.close());

async function stream(as: TestUser | string, headers: Record<string, string> = {}): Promise<SseStream> {
  const { auth } = await s.login(as);
  const res = await s.app.request('/api/cms/events', { headers: { authorization: auth, ...headers } });
  const sse = readSse(res);
  open.push(sse);
  return sse;
}

interface Counts {
  unread: number;
  badges: Record<string, number>;
  pendingTickets: number;
}

const countsOf = (e: SseEvent): Counts => {
  expect(e.event).toBe('counts');
  return JSON.parse(e.data) as Counts;
};

const idOf = async (username: string): Promise<number> =>
  (await s.db.selectFrom('admin').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

async function sendMessage(from: TestUser, to: string): Promise<void> {
  const res = await s.request('POST', '/admin/message', { as: from, body: { recipients: [await idOf(to)], title: '周报提醒', content: '请于周五前提交本周维修周报。' } });
  expect(res.status).toBe(200);
}

describe('GET /api/cms/events', () => {
  it('answers 401 without a login and streams text/event-stream with one', async () => {
    expect((await s.app.request('/api/cms/events')).status).toBe(401);
    const sse = await stream('staff');
    expect(sse.status).toBe(200);
    expect((await sse.next()).event).toBe('counts');
  });

  it('the first event carries the counts the count endpoints answer', async () => {
    await createRepair(s);
    await sendMessage('admin', 'staff');
    const sse = await stream('staff');
    const first = await sse.next();
    expect(first.id).toBe('1');
    const counts = countsOf(first);
    const unread = await s.request('GET', '/admin/message/count', { as: 'staff' });
    const repairs = await s.request('GET', '/needs/manage-repair/count', { as: 'staff' });
    const pending = await s.request('GET', '/workflow/bucket/pending/count', { as: 'staff' });
    expect(counts.unread).toBeGreaterThan(0);
    expect(counts.unread).toBe(Number(unread.body.data.unread));
    expect(counts.badges.repair).toBeGreaterThan(0);
    expect(counts.badges.repair).toBe(Number(repairs.body.data.repair));
    expect(counts.badges.quickrp).toBe(Number(repairs.body.data.quickrp));
    expect(counts.pendingTickets).toBe(Number(pending.body.data[0]));
    expect(counts.badges.ticketPending).toBe(counts.pendingTickets);
  });

  it("a message to B makes B's stream push the new unread count, and C's stream stays silent", async () => {
    const b = await stream('staff');
    const c = await stream('member');
    const bBefore = countsOf(await b.next()).unread;
    const cBefore = countsOf(await c.next()).unread;
    await sendMessage('admin', 'staff');
    const pushed = await b.next();
    expect(pushed.id).toBe('2');
    expect(countsOf(pushed).unread).toBe(bBefore + 1);
    // C's next event is the one its own message causes: nothing came before it
    await sendMessage('admin', 'member');
    const own = await c.next();
    expect(own.id).toBe('2');
    expect(countsOf(own).unread).toBe(cBefore + 1);
    // reading one counts down again
    const ids = await s.db.selectFrom('message_receipt').select('message_id').where('recipient_id', '=', await idOf('staff')).where('read_at', 'is', null).execute();
    expect((await s.request('PUT', `/admin/message/${ids[0].message_id}`, { as: 'staff', body: { read: true } })).status).toBe(200);
    expect(countsOf(await b.next()).unread).toBe(bBefore);
  });

  it('a user without the permission of a badge never gets it; a badge change reaches those who see it', async () => {
    const staff = await stream('staff');
    const member = await stream('member');
    const staffFirst = countsOf(await staff.next());
    const memberFirst = countsOf(await member.next());
    expect(Object.keys(staffFirst.badges).sort()).toEqual(['accessory', 'backup', 'quickrp', 'repair', 'ticketPending']);
    expect(Object.keys(memberFirst.badges)).toEqual(['ticketPending']);
    await createRepair(s);
    expect(countsOf(await staff.next()).badges.repair).toBe(staffFirst.badges.repair + 1);
    await sendMessage('admin', 'member');
    const after = countsOf(await member.next());
    expect(after.unread).toBe(memberFirst.unread + 1);
    expect(Object.keys(after.badges)).toEqual(['ticketPending']);
  });

  it('a 站内信 the notification worker delivers raises the recipient\'s count', async () => {
    const staff = await stream('staff');
    const before = countsOf(await staff.next()).unread;
    const now = s.clock.now();
    await enqueueNotification(s.db, { channel: 'site', recipient: String(await idOf('staff')), subject: '工单已指派', content: '工单 WO-1 已指派给您。', trigger: 'workflow.assign' }, now);
    expect((await runWorkerOnce({ db: s.db, clock: s.clock }, now)).sent).toBe(1);
    expect(countsOf(await staff.next()).unread).toBe(before + 1);
  });

  it('a 4th stream of a user ends the oldest with `closed`; the other three stay live', async () => {
    const streams = [await stream('staff'), await stream('staff'), await stream('staff')];
    const before = countsOf(await streams[0].next()).unread;
    for (const sse of streams.slice(1)) expect(countsOf(await sse.next()).unread).toBe(before);
    const fourth = await stream('staff');
    expect(countsOf(await fourth.next()).unread).toBe(before);
    const closed = await streams[0].next();
    expect(closed.event).toBe('closed');
    expect(JSON.parse(closed.data)).toEqual({ reason: 'too-many-streams' });
    await streams[0].ended;
    await sendMessage('admin', 'staff');
    for (const sse of [streams[1], streams[2], fourth]) expect(countsOf(await sse.next()).unread).toBe(before + 1);
  });

  it('a reconnect with Last-Event-ID gets the current counts, the ids going on', async () => {
    await sendMessage('admin', 'staff');
    const unread = Number((await s.request('GET', '/admin/message/count', { as: 'staff' })).body.data.unread);
    const sse = await stream('staff', { 'Last-Event-ID': '41' });
    const first = await sse.next();
    expect(first.id).toBe('42');
    expect(countsOf(first).unread).toBe(unread);
    const bad = await stream('staff', { 'Last-Event-ID': 'x1' });
    expect((await bad.next()).id).toBe('1');
  });

  it('a logout ends the stream of that session', async () => {
    const { auth } = await s.login('staff');
    const sse = readSse(await s.app.request('/api/cms/events', { headers: { authorization: auth } }));
    open.push(sse);
    countsOf(await sse.next());
    const out = await s.app.request('/api/cms/account/admin/logout', { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: '{}' });
    expect(out.status).toBe(200);
    const closed = await sse.next();
    expect(closed.event).toBe('closed');
    expect(JSON.parse(closed.data)).toEqual({ reason: 'session-ended' });
    await sse.ended;
  });
});

describe('the live hub', () => {
  it('sends a heartbeat comment, and ends a stream whose session expired at the next one', async () => {
    const { uid } = await s.login('staff');
    const session = await s.db.selectFrom('session').select('id').where('admin_id', '=', uid).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const hub = createLiveHub({ db: s.db, clock: s.clock, areas: serverAreaSet(), logger: { info: () => undefined, error: () => undefined } }, { heartbeatMs: 40, debounceMs: 5 });
    const written: string[] = [];
    let comment!: () => void;
    const commented = new Promise<void>((resolve) => (comment = resolve));
    const sink: LiveSink = {
      writeSSE: async (m) => void written.push(`${m.event}:${m.data}`),
      write: async (text) => {
        written.push(text);
        // a heartbeat after the first counts (on PostgreSQL the LISTEN comes first, and may take a beat)
        if (written.some((w) => w.startsWith('counts:'))) comment();
      },
      onAbort: () => undefined,
    };
    const served = hub.serve(sink, { id: uid, sessionId: session.id }, 0);
    await commented;
    expect(written).toContain(': ping\n\n');
    expect(written.filter((w) => w.startsWith('counts:'))).toHaveLength(1);
    expect(hub.size()).toBe(1);
    s.clock.advance(TOKEN_LIFETIME_MS + 1);
    await served;
    expect(written.at(-1)).toBe('closed:{"reason":"session-ended"}');
    expect(hub.size()).toBe(0);
    s.clock.advance(-(TOKEN_LIFETIME_MS + 1));
  });
});
