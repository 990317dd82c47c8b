import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagBounce } from '../../../src/server/areas/notifications/bounces.ts';
import { enqueueNotification, type NewNotification } from '../../../src/server/areas/notifications/outbox.ts';
import { createTestServer, type TestServer } from '../../helpers/testServer.ts';
import { setConfig } from './providerFixtures.ts';

/** The channels' limits as enqueueNotification applies them: a refused one is a 失败 row with the reason, never an exception. */

const MIN = 60_000;
let s: TestServer;
// one server: each test writes to numbers and addresses of its own, and only moves the clock forward
beforeAll(async () => {
  s = await createTestServer();
  await setConfig(s.db, 'sms_sign_name', '激光售后');
  await setConfig(s.db, 'wechat_templates', { tpl_status: { title: '维修进度通知', keys: ['thing1', 'time2'] } }, 'json');
});
afterAll(() => s.close());

const sms = (recipient: string, content = '您的设备已维修完成，请到店取机。'): NewNotification => ({ channel: 'sms', recipient, content, templateCode: 'SMS_1', trigger: 'manual' });

async function enqueue(n: NewNotification) {
  const made = await s.db.transaction().execute((trx) => enqueueNotification(trx, n, s.clock.now()));
  return s.db.selectFrom('notification').select(['send_state', 'error', 'segments']).where('id', '=', made.id).executeTakeFirstOrThrow();
}

describe('SMS limits', () => {
  it('stores the segment count of the signed text: 70 characters in one, then 67 a part', async () => {
    expect(await enqueue(sms('13700137000', '测'.repeat(64)))).toEqual({ send_state: 'pending', error: null, segments: 1 });
    s.clock.advance(MIN);
    expect((await enqueue(sms('13700137000', '测'.repeat(65)))).segments).toBe(2);
  });

  it.each(['1380013800', '0755-12345678', '+8613800138000', 'o_openid'])('refuses %s: not a mainland mobile number', async (phone) => {
    expect(await enqueue(sms(phone))).toMatchObject({ send_state: 'failed', error: `「${phone}」不是有效的中国大陆手机号` });
  });

  it('1 a minute per number; another number is not held back; a refused row does not count', async () => {
    expect((await enqueue(sms('13800138000'))).send_state).toBe('pending');
    expect(await enqueue(sms('13800138000'))).toMatchObject({ send_state: 'failed', error: '同一号码发送过于频繁：每分钟最多 1 条' });
    expect((await enqueue(sms('13800138001'))).send_state).toBe('pending');
    s.clock.advance(MIN);
    expect((await enqueue(sms('13800138000'))).send_state).toBe('pending');
  });

  it('5 an hour, then 10 a day', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await enqueue(sms('13900139000'))).send_state).toBe('pending');
      s.clock.advance(2 * MIN);
    }
    expect((await enqueue(sms('13900139000'))).error).toBe('同一号码发送过于频繁：每小时最多 5 条');
    s.clock.advance(60 * MIN);
    for (let i = 0; i < 5; i += 1) {
      expect((await enqueue(sms('13900139000'))).send_state).toBe('pending');
      s.clock.advance(2 * MIN);
    }
    s.clock.advance(60 * MIN);
    expect((await enqueue(sms('13900139000'))).error).toBe('同一号码发送过于频繁：每天最多 10 条');
    s.clock.advance(24 * 60 * MIN);
    expect((await enqueue(sms('13900139000'))).send_state).toBe('pending');
  });
});

describe('WeChat limits', () => {
  const wechat = (templateCode: string | null, variables: Record<string, unknown>): NewNotification => ({ channel: 'wechat', recipient: 'o_customer', content: '维修进度', templateCode, variables, trigger: 'manual' });

  it('takes the template’s keys; refuses a missing key, an unknown key and an unknown template', async () => {
    expect((await enqueue(wechat('tpl_status', { thing1: '已完成', time2: '2026-11-26' }))).send_state).toBe('pending');
    expect((await enqueue(wechat('tpl_status', { thing1: '已完成' }))).error).toBe('微信模板「维修进度通知」缺少变量：time2');
    expect((await enqueue(wechat('tpl_status', { thing1: 'a', time2: 'b', x: 'c' }))).error).toBe('微信模板「维修进度通知」没有变量：x');
    expect(await enqueue(wechat('tpl_gone', { thing1: 'a' }))).toMatchObject({ send_state: 'failed', error: '未知的微信模板：tpl_gone' });
  });
});

describe('email limits', () => {
  const mail = (to: string): NewNotification => ({ channel: 'email', recipient: to, subject: '维修进度', content: '<p>已完成</p>', trigger: 'manual' });

  it('refuses a bounced address until its flag is cleared through the API', async () => {
    await flagBounce(s.db, 'nobody@example.cn', '邮件发送失败：550 User unknown', s.clock.now());
    expect(await enqueue(mail('Nobody@example.cn'))).toMatchObject({ send_state: 'failed', error: '该邮箱曾退信：邮件发送失败：550 User unknown' });
    expect((await enqueue(mail('someone@example.cn'))).send_state).toBe('pending');
    expect((await s.request('DELETE', '/notification/bounce/nobody%40example.cn', { as: 'admin' })).status).toBe(200);
    expect((await enqueue(mail('nobody@example.cn'))).send_state).toBe('pending');
  });
});
