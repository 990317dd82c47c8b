import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueNotification } from '../../../src/server/areas/notifications/outbox.ts';
import { createTestServer, TEST_NOW, type TestServer } from '../../helpers/testServer.ts';

/**
 * The outbox (issue 20 part 1): enqueue writes one row (待发送, 已忽略 when the channel is off),
 * a key twice is one row, the list filters by channel, the detail carries the attempts, 重新发送
 * makes a new linked row and leaves the original, and only `manage_message` may call any of it.
 */

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s.close();
});

const email = (over: Record<string, unknown> = {}) => ({ channel: 'email' as const, recipient: 'li@example.com', recipientName: '李先生', templateCode: 'repair_status', subject: '维修进度', content: '<p>您的维修单已完成</p>', variables: { no: 'WX001' }, trigger: 'manual', ...over });

async function setConfig(key: string, value: boolean) {
  const iso = new Date(TEST_NOW).toISOString();
  await s.db.deleteFrom('system_config').where('key', '=', key).execute();
  await s.db.insertInto('system_config').values({ key, name: key, type: 'boolean', value: JSON.stringify(value), is_public: 0, remark: null, created_at: iso, updated_at: iso, created_by: null }).execute();
}

describe('enqueueNotification', () => {
  it('writes a pending row due now with the given text, variables and a fresh key', async () => {
    const made = await enqueueNotification(s.db, email(), TEST_NOW);
    expect(made.send_state).toBe('pending');
    const row = await s.db.selectFrom('notification').selectAll().where('id', '=', made.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: 'email', recipient: 'li@example.com', recipient_name: '李先生', template_code: 'repair_status', subject: '维修进度', receipt_state: 'unknown', attempts: 0, provider: 'log', trigger: 'manual', next_attempt_at: new Date(TEST_NOW).toISOString() });
    expect(JSON.parse(row.variables_json ?? 'null')).toEqual({ no: 'WX001' });
    expect(row.idempotency_key).toMatch(/^manual:/);
  });

  it('answers the existing row for a key already in the outbox and writes nothing', async () => {
    const first = await enqueueNotification(s.db, email({ idempotencyKey: 'repairs.status:7:2' }), TEST_NOW);
    const again = await enqueueNotification(s.db, email({ idempotencyKey: 'repairs.status:7:2', content: '另一段' }), TEST_NOW);
    expect(again.id).toBe(first.id);
    const rows = await s.db.selectFrom('notification').select('content').where('idempotency_key', '=', 'repairs.status:7:2').execute();
    expect(rows).toEqual([{ content: '<p>您的维修单已完成</p>' }]);
  });

  it('writes 已忽略 with the reason when the channel is switched off, inside the caller’s transaction', async () => {
    await setConfig('notify_channel_sms', false);
    const made = await s.db.transaction().execute((trx) => enqueueNotification(trx, { channel: 'sms', recipient: '13800138000', content: '验证码 1234', trigger: 'manual' }, TEST_NOW));
    expect(made.send_state).toBe('skipped');
    const row = await s.db.selectFrom('notification').select(['error']).where('id', '=', made.id).executeTakeFirstOrThrow();
    expect(row.error).toContain('notify_channel_sms');
    await setConfig('notify_channel_sms', true);
    expect((await enqueueNotification(s.db, { channel: 'sms', recipient: '13800138000', content: '验证码 5678', trigger: 'manual' }, TEST_NOW)).send_state).toBe('pending');
  });
});

describe('the outbox endpoints', () => {
  it('lists one channel’s rows with the channel passed, filtered by state', async () => {
    await enqueueNotification(s.db, { channel: 'email', recipient: 'li@example.com', subject: '通知', content: '<p>邮件</p>', trigger: 'manual' }, TEST_NOW);
    const res = await s.request('GET', '/notification/outbox?channel=email&send_state=pending', { as: 'admin' });
    expect(res.status).toBe(200);
    const list = res.body.data.list as unknown as { channel: string; recipient: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.channel === 'email')).toBe(true);
  });

  it('answers one row with its attempts, oldest first', async () => {
    const { id } = await enqueueNotification(s.db, email(), TEST_NOW);
    const at = (m: number) => new Date(TEST_NOW + m * 60_000).toISOString();
    await s.db.insertInto('notification_attempt').values([
      { notification_id: id, attempt: 2, started_at: at(2), finished_at: at(2), result: 'sent', error: null, provider_message_id: 'm-2' },
      { notification_id: id, attempt: 1, started_at: at(0), finished_at: at(0), result: 'retry', error: '连接超时', provider_message_id: null },
    ]).execute();
    const res = await s.request('GET', `/notification/outbox/${id}`, { as: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body.data.recipient).toBe('li@example.com');
    const attempts = res.body.data.attempts as unknown as { attempt: number; result: string; error: string | null }[];
    expect(attempts.map((a) => [a.attempt, a.result, a.error])).toEqual([[1, 'retry', '连接超时'], [2, 'sent', null]]);
  });

  it('resends as a new row linked to the original, which stays as it was; audited', async () => {
    const { id } = await enqueueNotification(s.db, email({ recipient: 'fail@example.com' }), TEST_NOW);
    await s.db.updateTable('notification').set({ send_state: 'failed', error: '550 用户不存在', attempts: 5 }).where('id', '=', id).execute();
    const before = await s.db.selectFrom('notification').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    s.clock.advance(60_000);
    const res = await s.request('POST', `/notification/outbox/${id}/resend`, { as: 'staff' });
    expect(res.status).toBe(200);
    const made = res.body.data as unknown as Record<string, unknown>;
    expect(made).toMatchObject({ resend_of: id, trigger: 'resend', send_state: 'pending', recipient: 'fail@example.com', subject: '维修进度', attempts: 0 });
    expect(made.id).not.toBe(id);
    const after = await s.db.selectFrom('notification').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const fresh = await s.db.selectFrom('notification').select(['idempotency_key', 'triggered_by', 'variables_json']).where('id', '=', Number(made.id)).executeTakeFirstOrThrow();
    expect(fresh.idempotency_key).not.toBe(before.idempotency_key);
    expect(fresh.triggered_by).toBe((await s.login('staff')).uid);
    expect(JSON.parse(fresh.variables_json ?? 'null')).toEqual({ no: 'WX001' });
    const log = await s.db.selectFrom('action_log').select(['action', 'record_id']).where('action', '=', 'notifications.resend').execute();
    expect(log.map((l) => String(l.record_id))).toContain(String(made.id));
  });

  it('answers 404 for an unknown id and 400 for one that is not a number', async () => {
    expect((await s.request('POST', '/notification/outbox/999999/resend', { as: 'admin' })).status).toBe(404);
    const bad = await s.request('POST', '/notification/outbox/abc/resend', { as: 'admin' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/[\u4e00-\u9fa5]/);
    expect((await s.request('GET', '/notification/outbox/999999', { as: 'admin' })).status).toBe(404);
  });

  it('refuses every outbox call without manage_message (403)', async () => {
    const { id } = await enqueueNotification(s.db, email(), TEST_NOW);
    const staffId = (await s.login('staff')).uid;
    await s.db.deleteFrom('admin_permission').where('admin_id', '=', staffId).where('action', '=', 'manage_message').execute();
    for (const as of ['staff', 'member'] as const) {
      expect((await s.request('GET', '/notification/outbox?channel=email', { as })).status).toBe(403);
      expect((await s.request('GET', `/notification/outbox/${id}`, { as })).status).toBe(403);
      expect((await s.request('POST', `/notification/outbox/${id}/resend`, { as })).status).toBe(403);
    }
    expect(await s.db.selectFrom('notification').select('id').where('resend_of', '=', id).execute()).toEqual([]);
  });
});
