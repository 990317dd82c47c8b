import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueNotification, type NewNotification } from '../../../src/server/areas/notifications/outbox.ts';
import { runWorkerOnce } from '../../../src/server/areas/notifications/worker.ts';
import { startFakeAliyunSms, type FakeAliyunSms } from '../../helpers/fakeVendors/aliyunSms.ts';
import { startFakeWechat, type FakeWechat } from '../../helpers/fakeVendors/wechat.ts';
import { startSmtpSink } from '../../helpers/smtpSink.ts';
import { createTestServer, type TestServer } from '../../helpers/testServer.ts';
import { setConfig } from './providerFixtures.ts';

/**
 * The vendors' answers as the outbox shows them: each channel configured with its real adapter
 * against a local fake, rows queued with enqueueNotification and delivered by one worker round.
 * 成功 with the vendor's id; a permanent refusal 失败 with the vendor's message; a transient one
 * 待发送 again with the message and a later attempt time.
 */

const TEMPLATE = 'tpl_repair_status';
let wechat: FakeWechat;
let sms: FakeAliyunSms;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let s: TestServer;

beforeAll(async () => {
  [wechat, sms, sink] = await Promise.all([
    startFakeWechat({ templates: [TEMPLATE] }),
    startFakeAliyunSms(),
    startSmtpSink({ refuse: (a) => (a.startsWith('nobody@') ? { code: 550, message: '5.1.1 User unknown' } : null) }),
  ]);
});
afterAll(async () => {
  await Promise.all([wechat.close(), sms.close(), sink.close()]);
});
beforeEach(async () => {
  s = await createTestServer();
  const config: [string, unknown, string?][] = [
    ['notify_provider_wechat', 'wechat'], ['wechat_api_base', wechat.base], ['wechat_appid', wechat.appid], ['wechat_secret', wechat.secret, 'secret'],
    ['wechat_templates', { [TEMPLATE]: { title: '维修进度通知', keys: ['thing1'] } }, 'json'],
    ['notify_provider_sms', 'aliyun'], ['sms_api_base', sms.base], ['sms_access_key_id', sms.accessKeyId], ['sms_access_key_secret', sms.accessKeySecret, 'secret'], ['sms_sign_name', '激光售后'],
    ['notify_provider_email', 'smtp'], ['smtp_host', '127.0.0.1'], ['smtp_port', sink.port, 'number'], ['smtp_secure', false, 'boolean'], ['smtp_from', 'service@laser-demo.cn'],
  ];
  for (const [key, value, type] of config) await setConfig(s.db, key, value, type);
});
afterEach(() => s.close());

async function deliver(...messages: NewNotification[]) {
  const ids: number[] = [];
  for (const n of messages) ids.push((await enqueueNotification(s.db, n, s.clock.now())).id);
  await runWorkerOnce({ db: s.db, clock: s.clock, random: () => 0 }, s.clock.now());
  const rows = await s.db.selectFrom('notification').select(['id', 'send_state', 'error', 'provider', 'provider_message_id', 'next_attempt_at', 'receipt_state']).where('id', 'in', ids).orderBy('id').execute();
  return rows;
}

const wx = (openid: string): NewNotification => ({ channel: 'wechat', recipient: openid, content: '维修进度', templateCode: TEMPLATE, variables: { thing1: '已完成' }, trigger: 'manual' });
const text = (phone: string): NewNotification => ({ channel: 'sms', recipient: phone, content: '您的设备已维修完成', templateCode: 'SMS_1', variables: { no: 'WX1' }, trigger: 'manual' });
const mail = (to: string): NewNotification => ({ channel: 'email', recipient: to, subject: '维修进度', content: '<p>已完成</p>', trigger: 'manual' });

describe('vendor answers in the outbox', () => {
  it('WeChat: sent with the msgid; 40003 失败 with its message; -1 retried later', async () => {
    const [ok, invalid, busy] = await deliver(wx('o_customer'), wx('o_invalid'), wx('o_busy'));
    expect(ok).toMatchObject({ send_state: 'sent', provider: 'wechat', provider_message_id: String(wechat.sent.at(-1)?.msgid), error: null });
    expect(invalid).toMatchObject({ send_state: 'failed', error: '微信接口错误 40003：invalid openid' });
    expect(busy).toMatchObject({ send_state: 'pending', error: '微信接口错误 -1：system error' });
    expect(Date.parse(String(busy?.next_attempt_at))).toBeGreaterThan(s.clock.now());
  });

  it('SMS: sent with the BizId; flow control retried; a wrong secret 失败 SignatureDoesNotMatch', async () => {
    const [ok, limited] = await deliver(text('13800138000'), text('13900000001'));
    expect(ok).toMatchObject({ send_state: 'sent', provider: 'aliyun', provider_message_id: sms.sent.at(-1)?.bizId, receipt_state: 'unknown' });
    expect(limited).toMatchObject({ send_state: 'pending', error: '阿里云短信错误 isv.BUSINESS_LIMIT_CONTROL：触发号码天级流控Permits:10' });
    await setConfig(s.db, 'sms_access_key_secret', 'wrong', 'secret');
    const [refused] = await deliver(text('13800138009'));
    expect(refused).toMatchObject({ send_state: 'failed', error: '阿里云短信错误 SignatureDoesNotMatch：Specified signature is not matched with our calculation.' });
  });

  it('email: sent through SMTP; 550 失败 and the next mail to that address is refused as bounced', async () => {
    const [ok, bounced] = await deliver(mail('chen@example.cn'), mail('nobody@example.cn'));
    expect(ok).toMatchObject({ send_state: 'sent', provider: 'smtp' });
    expect(bounced?.send_state).toBe('failed');
    expect(bounced?.error).toMatch(/^邮件发送失败：.*550/);
    const [next] = await deliver(mail('nobody@example.cn'));
    expect(next).toMatchObject({ send_state: 'failed', error: `该邮箱曾退信：${bounced?.error}` });
  });

  it('with the log choice nothing reaches a vendor and the row is delivered at once', async () => {
    await setConfig(s.db, 'notify_provider_sms', 'log');
    const before = sms.sent.length;
    const [row] = await deliver(text('13800138001'));
    expect(row).toMatchObject({ send_state: 'sent', provider: 'log', receipt_state: 'delivered' });
    expect(sms.sent).toHaveLength(before);
  });
});
