import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { claimDue, CUT_AFTER_HANDOVER, INTERRUPTED } from '../../../src/server/areas/notifications/claim.ts';
import { HANDOVER_LOST, recordHandOver, recordSent } from '../../../src/server/areas/notifications/finish.ts';
import { ProviderError, type Dedupe } from '../../../src/server/areas/notifications/providers/types.ts';
import { runWorkerOnce, type WorkerDeps } from '../../../src/server/areas/notifications/worker.ts';
import type { Db } from '../../../src/server/db/database.ts';
import { notifications } from '../../../resources/notifications/outbox.ts';
import { openTestDatabase, type TestDatabase } from '../../helpers/testDatabase.ts';
import { createTestServer, TEST_NOW, type TestServer } from '../../helpers/testServer.ts';
import { insertOutboxRow } from './outboxRows.ts';
import { setConfig } from './providerFixtures.ts';
import { enqueueNotification } from '../../../src/server/areas/notifications/outbox.ts';
import { siteProvider } from '../../../src/server/areas/notifications/providers/siteProvider.ts';
import { attemptsOfRow, enqueue, permanent, rowOf, scriptedProvider, transient, type Answer } from './workerFixtures.ts';

/**
 * Issue 32, item 10: an attempt cut after its message was handed to the vendor is not sent again
 * blindly. The worker is driven round by round with an injected clock and scripted providers
 * that hand over (`ctx.handOver`) before they answer, as the vendor adapters do before their
 * request: a vendor that never drops a repeat (SMTP, Aliyun SMS) makes such a row 发送结果未知;
 * one that drops a repeated key for a while (WeChat, 10 minutes) is sent again within that
 * window and 发送结果未知 after it; one that always answers a repeat (log) is simply retried.
 */

const SEC = 1000;
const MIN = 60 * SEC;
const LEASE = 120 * SEC;
let database: TestDatabase;
let db: Db;
let now = TEST_NOW;
const clock = { now: () => now };

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
});
afterEach(async () => {
  await db.deleteFrom('notification_attempt').execute();
  await db.deleteFrom('notification').execute();
  now = TEST_NOW;
});

const NEVER: Dedupe = 'never';
/**
 * The WeChat cases: the scripted provider with WeChat's window (the channel does not matter to the
 * worker; an email row passes the enqueue's limits without a WeChat template in the config).
 */
const AS_WECHAT = { channel: 'email' } as const;
const WECHAT: Dedupe = { windowMs: 9 * MIN };
const unknown = (message = '邮件发送失败：Connection closed unexpectedly') => new ProviderError(message, false, true);

const depsWith = (answers: readonly Answer[], dedupe: Dedupe) => {
  const provider = scriptedProvider(answers, 'vendor', dedupe);
  return { provider, deps: { db, clock, providerFor: async () => provider, random: () => 0.5, leaseMs: LEASE } satisfies WorkerDeps };
};

/** A worker that claims the row, records the hand-over and dies before the vendor answers. */
async function cutAfterHandOver(id: number, safeUntil: number): Promise<void> {
  const [claimed] = await claimDue(db, now, { limit: 10, leaseMs: LEASE });
  expect(claimed.id).toBe(id);
  await recordHandOver(db, claimed, safeUntil, now);
}

describe('a worker that dies after the hand-over', () => {
  it('SMTP / Aliyun (no de-duplication): after the lease the row is 发送结果未知, not sent again', async () => {
    const { id } = await enqueue(db, now, { channel: 'email', recipient: 'chen@example.cn' });
    await cutAfterHandOver(id, now);
    expect(await rowOf(db, id)).toMatchObject({ send_state: 'sending', retry_safe_until: new Date(now).toISOString() });
    const { provider, deps } = depsWith([{ providerMessageId: 'again' }], NEVER);
    expect(await runWorkerOnce(deps, now + LEASE - 1)).toMatchObject({ claimed: 0 });
    now += LEASE;
    expect(await runWorkerOnce(deps, now)).toMatchObject({ claimed: 0 });
    expect(provider.calls).toEqual([]);
    const row = await rowOf(db, id);
    expect(row).toMatchObject({ send_state: 'uncertain', attempts: 1, lease_until: null, provider_message_id: null, next_attempt_at: new Date(now).toISOString() });
    expect(row.error).toMatch(/^发送结果未知：消息已交给服务商，但没有收到确认/);
    expect(await attemptsOfRow(db, id)).toMatchObject([{ attempt: 1, result: 'uncertain', error: CUT_AFTER_HANDOVER, finished_at: new Date(now).toISOString() }]);
    // final for the worker: never claimed again
    expect(await runWorkerOnce(deps, now + 86_400 * SEC)).toMatchObject({ claimed: 0 });
    expect(provider.calls).toEqual([]);
  });

  it('a worker that dies before the hand-over: the row is taken again after the lease, as before', async () => {
    const { id } = await enqueue(db, now, { channel: 'email', recipient: 'chen@example.cn' });
    await claimDue(db, now, { limit: 10, leaseMs: LEASE });
    const { provider, deps } = depsWith([{ providerMessageId: 'mail-1' }], NEVER);
    now += LEASE;
    expect(await runWorkerOnce(deps, now)).toMatchObject({ claimed: 1, sent: 1 });
    expect(provider.calls).toHaveLength(1);
    expect(await rowOf(db, id)).toMatchObject({ send_state: 'sent', retry_safe_until: null, attempts: 2 });
    expect((await attemptsOfRow(db, id)).map((a) => [a.result, a.error])).toEqual([['retry', INTERRUPTED], ['sent', null]]);
  });

  it('WeChat (drops a repeated client_msg_id for a while): sent again within the window, 发送结果未知 after it', async () => {
    const { id: early } = await enqueue(db, now, { ...AS_WECHAT, recipient: 'early@example.cn', idempotencyKey: 'wx-early' });
    await cutAfterHandOver(early, now + 9 * MIN);
    const { provider, deps } = depsWith([{ providerMessageId: 'msg-1' }], WECHAT);
    // restarted after the lease, within the window: the same key again, which WeChat would drop if it had it
    now += LEASE;
    expect(await runWorkerOnce(deps, now)).toMatchObject({ claimed: 1, sent: 1 });
    expect(provider.calls.map((c) => c.idempotencyKey)).toEqual(['wx-early']);
    expect(await rowOf(db, early)).toMatchObject({ send_state: 'sent', retry_safe_until: null });

    const { id: late } = await enqueue(db, now, { ...AS_WECHAT, recipient: 'late@example.cn', idempotencyKey: 'wx-late' });
    await cutAfterHandOver(late, now + 9 * MIN);
    // the servers were down longer than WeChat remembers the key
    now += 9 * MIN;
    expect(await runWorkerOnce(deps, now)).toMatchObject({ claimed: 0 });
    expect(provider.calls).toHaveLength(1);
    expect(await rowOf(db, late)).toMatchObject({ send_state: 'uncertain' });
  });

  it('the last attempt cut after its hand-over is 发送结果未知, not 失败', async () => {
    const { id } = await enqueue(db, now);
    await db.updateTable('notification').set({ attempts: 4 }).where('id', '=', id).execute();
    // attempt 5 hands over inside WeChat's window and dies; the 6th claim finds no attempt left
    await cutAfterHandOver(id, now + 9 * MIN);
    const { provider, deps } = depsWith([{ providerMessageId: 'never' }], WECHAT);
    now += LEASE;
    expect(await runWorkerOnce(deps, now)).toMatchObject({ claimed: 1, uncertain: 1 });
    expect(provider.calls).toEqual([]);
    expect((await rowOf(db, id)).send_state).toBe('uncertain');
  });

  it('an acknowledgement that arrives after the row became 发送结果未知 still makes it 成功', async () => {
    const { id } = await enqueue(db, now);
    const [claimed] = await claimDue(db, now, { limit: 10, leaseMs: LEASE });
    await recordHandOver(db, claimed, now, now);
    now += LEASE;
    await claimDue(db, now, { limit: 10, leaseMs: LEASE });
    expect((await rowOf(db, id)).send_state).toBe('uncertain');
    await recordSent(db, claimed, 'vendor', { providerMessageId: 'late-1' }, now);
    expect(await rowOf(db, id)).toMatchObject({ send_state: 'sent', provider_message_id: 'late-1', error: null, retry_safe_until: null });
  });

  it('a hand-over after the row was taken over is refused, so the old worker sends nothing', async () => {
    await enqueue(db, now);
    const [first] = await claimDue(db, now, { limit: 10, leaseMs: LEASE });
    now += LEASE;
    await claimDue(db, now, { limit: 10, leaseMs: LEASE });
    await expect(recordHandOver(db, first, now, now)).rejects.toThrow(HANDOVER_LOST);
  });
});

describe('no answer after the hand-over, in a running worker', () => {
  it('SMTP: a dropped connection while waiting for the 250 is 发送结果未知 at once, with its reason', async () => {
    const { id } = await enqueue(db, now, { channel: 'email', recipient: 'chen@example.cn' });
    const { provider, deps } = depsWith([unknown(), { providerMessageId: 'never' }], NEVER);
    expect(await runWorkerOnce(deps, now)).toMatchObject({ claimed: 1, uncertain: 1 });
    const row = await rowOf(db, id);
    expect(row.send_state).toBe('uncertain');
    expect(row.error).toMatch(/^发送结果未知：邮件发送失败：Connection closed unexpectedly。消息已交给服务商/);
    expect(await attemptsOfRow(db, id)).toMatchObject([{ attempt: 1, result: 'uncertain', error: '邮件发送失败：Connection closed unexpectedly' }]);
    expect(await runWorkerOnce(deps, now + 86_400 * SEC)).toMatchObject({ claimed: 0 });
    expect(provider.calls).toHaveLength(1);
  });

  it('an unexpected error after the hand-over counts as no answer (the vendor may have it)', async () => {
    const { id } = await enqueue(db, now);
    const { deps } = depsWith([new Error('socket hang up')], NEVER);
    expect(await runWorkerOnce(deps, now)).toMatchObject({ uncertain: 1 });
    expect((await rowOf(db, id)).send_state).toBe('uncertain');
  });

  it('an answer of the vendor after the hand-over (a refusal) is retried as before, and clears the bound', async () => {
    const { id } = await enqueue(db, now);
    const { provider, deps } = depsWith([transient('451 稍后再试'), { providerMessageId: 'ok-2' }], NEVER);
    expect(await runWorkerOnce(deps, now)).toMatchObject({ retried: 1 });
    expect(await rowOf(db, id)).toMatchObject({ send_state: 'pending', retry_safe_until: null, error: '451 稍后再试' });
    now += 30 * SEC;
    expect(await runWorkerOnce(deps, now)).toMatchObject({ sent: 1 });
    expect(provider.calls).toHaveLength(2);
  });

  it('WeChat: no answer is retried while the retry falls inside the window; an answer after the window has passed leaves it 发送结果未知', async () => {
    const { id } = await enqueue(db, now, { ...AS_WECHAT, recipient: 'customer@example.cn', idempotencyKey: 'wx-1' });
    // attempts 1 and 2 time out (retries after 30 s and 2 min: inside the 9 minutes); attempt 3 is refused by a busy WeChat, and its retry (10 min) would come after the window
    const { provider, deps } = depsWith([unknown('微信接口无法连接：timeout'), unknown('微信接口无法连接：timeout'), transient('微信接口错误 -1：system error')], WECHAT);
    const bound = new Date(now + 9 * MIN).toISOString();
    expect(await runWorkerOnce(deps, now)).toMatchObject({ retried: 1 });
    expect(await rowOf(db, id)).toMatchObject({ send_state: 'pending', retry_safe_until: bound });
    now += 30 * SEC;
    expect(await runWorkerOnce(deps, now)).toMatchObject({ retried: 1 });
    // a later hand-over never moves the bound: WeChat counts from the first request with the key
    expect(await rowOf(db, id)).toMatchObject({ send_state: 'pending', retry_safe_until: bound });
    now += 120 * SEC;
    expect(await runWorkerOnce(deps, now)).toMatchObject({ uncertain: 1 });
    expect((await rowOf(db, id)).error).toMatch(/^发送结果未知：微信接口错误 -1：system error。/);
    expect(provider.calls.map((c) => c.idempotencyKey)).toEqual(['wx-1', 'wx-1', 'wx-1']);
  });

  it('WeChat: a permanent refusal after an unanswered attempt is 发送结果未知, not 失败 (the first may have arrived)', async () => {
    const { id } = await enqueue(db, now, { ...AS_WECHAT, recipient: 'customer@example.cn' });
    const { deps } = depsWith([unknown('微信接口无法连接：timeout'), permanent('微信接口错误 43004：require subscribe')], WECHAT);
    await runWorkerOnce(deps, now);
    now += 30 * SEC;
    expect(await runWorkerOnce(deps, now)).toMatchObject({ uncertain: 1 });
    expect((await rowOf(db, id)).send_state).toBe('uncertain');
  });

  it('a provider that answers a repeat with the first message (log) is retried whatever the error', async () => {
    const { id } = await enqueue(db, now);
    const { deps } = depsWith([unknown(), { providerMessageId: 'log-1' }], 'always');
    expect(await runWorkerOnce(deps, now)).toMatchObject({ retried: 1 });
    expect(await rowOf(db, id)).toMatchObject({ send_state: 'pending', retry_safe_until: null });
    now += 30 * SEC;
    expect(await runWorkerOnce(deps, now)).toMatchObject({ sent: 1 });
  });
});

describe('发送结果未知 in the API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ now: TEST_NOW });
  });
  afterAll(() => server.close());

  it('is a filter value of the list, and 重发 on it (declared for it) makes a new row; the original stays as it was', async () => {
    expect(notifications.operations?.find((o) => o.name === 'resend')?.when?.send_state).toContain('uncertain');
    const id = await insertOutboxRow(server.db, { channel: 'email', created_at: new Date(TEST_NOW - 60_000).toISOString(), send_state: 'uncertain', error: '发送结果未知：消息已交给服务商，但没有收到确认' });
    const list = await server.request('GET', '/notification/outbox?channel=email&send_state=uncertain', { as: 'admin' });
    expect(list.status).toBe(200);
    expect((list.body.data as unknown as { list: { id: number; send_state: string }[] }).list.map((r) => [r.id, r.send_state])).toEqual([[id, 'uncertain']]);
    const before = await server.db.selectFrom('notification').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const res = await server.request('POST', `/notification/outbox/${id}/resend`, { as: 'staff' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ resend_of: id, trigger: 'resend', send_state: 'pending' });
    expect(await server.db.selectFrom('notification').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(before);
  });
});

describe('an Aliyun status report settles a 发送结果未知 SMS', () => {
  let server: TestServer;
  const TOKEN = 'cb_token_2026';
  beforeAll(async () => {
    server = await createTestServer({ now: TEST_NOW });
    await setConfig(server.db, 'notify_callback_token', TOKEN, 'secret');
  });
  afterAll(() => server.close());
  const report = (items: unknown[]) => server.request('POST', `/notification/callback/sms?token=${TOKEN}`, { body: items });

  it('names the row by its out_id (our OutId): 成功 with the BizId and the receipt; nobody needs to resend it', async () => {
    const at = new Date(TEST_NOW - 60_000).toISOString();
    const delivered = await insertOutboxRow(server.db, { channel: 'sms', created_at: at, send_state: 'uncertain', provider: 'aliyun', idempotency_key: 'repairs.status:7:3', error: '发送结果未知：阿里云短信接口无法连接：timeout' });
    const refused = await insertOutboxRow(server.db, { channel: 'sms', created_at: at, send_state: 'uncertain', provider: 'aliyun', idempotency_key: 'repairs.status:8:3', error: '发送结果未知：…' });
    const res = await report([
      { biz_id: '900619746936498440^0', success: true, err_code: 'DELIVERED', err_msg: '用户接收成功', out_id: 'repairs.status:7:3' },
      { biz_id: '900619746936498441^0', success: false, err_code: 'MK:0001', err_msg: '空号', out_id: 'repairs.status:8:3' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, updated: 2 });
    const rowsNow = await server.db.selectFrom('notification').select(['id', 'send_state', 'provider_message_id', 'receipt_state', 'error']).where('id', 'in', [delivered, refused]).orderBy('id').execute();
    expect(rowsNow).toEqual([
      { id: delivered, send_state: 'sent', provider_message_id: '900619746936498440^0', receipt_state: 'delivered', error: null },
      { id: refused, send_state: 'sent', provider_message_id: '900619746936498441^0', receipt_state: 'failed', error: '回执：MK:0001 空号' },
    ]);
  });

  it('leaves a row that is not 发送结果未知 to the usual match by BizId', async () => {
    const id = await insertOutboxRow(server.db, { channel: 'sms', created_at: new Date(TEST_NOW).toISOString(), send_state: 'failed', provider: 'aliyun', idempotency_key: 'repairs.status:9:3', error: '阿里云短信错误 isv.MOBILE_NUMBER_ILLEGAL' });
    expect((await report([{ biz_id: '900619746936498442^0', success: true, out_id: 'repairs.status:9:3' }])).body).toMatchObject({ updated: 0 });
    expect(await server.db.selectFrom('notification').select(['send_state', 'provider_message_id']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ send_state: 'failed', provider_message_id: null });
  });
});

describe('站内信 is written exactly once', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ now: TEST_NOW });
  });
  afterAll(() => server.close());

  it('a worker that dies after writing the message and before 成功: the next claim answers that message, no second copy', async () => {
    const staff = await server.login('staff');
    const title = '站内信只写一次';
    const { id } = await enqueueNotification(server.db, { channel: 'site', recipient: String(staff.uid), subject: title, content: '工单已转派给您', trigger: 'manual' }, TEST_NOW);
    const [claimed] = await claimDue(server.db, TEST_NOW, { limit: 10, leaseMs: LEASE });
    expect(claimed.id).toBe(id);
    // the dying worker's provider call: the message is in the inbox, the row not yet 成功
    const site = siteProvider(server.db, () => TEST_NOW);
    const first = await site.send({ id, channel: 'site', recipient: String(staff.uid), recipientName: null, subject: title, content: '工单已转派给您', variables: null, templateCode: null, idempotencyKey: claimed.idempotency_key, triggeredBy: null });
    const later = TEST_NOW + LEASE;
    expect(await runWorkerOnce({ db: server.db, clock: { now: () => later }, leaseMs: LEASE }, later)).toMatchObject({ claimed: 1, sent: 1 });
    expect(await rowOf(server.db, id)).toMatchObject({ send_state: 'sent', provider: 'site', provider_message_id: first.providerMessageId, attempts: 2 });
    expect(await server.db.selectFrom('message').select('id').where('title', '=', title).execute()).toHaveLength(1);
  });
});
