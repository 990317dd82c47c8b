import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../helpers/testServer.ts';
import { setConfig } from './providerFixtures.ts';

/** The vendors' delivery receipts: public callbacks behind the shared token, matched by the provider's message id. */

const TOKEN = 'cb_token_2026';
let s: TestServer;
beforeEach(async () => {
  s = await createTestServer();
  await setConfig(s.db, 'notify_callback_token', TOKEN, 'secret');
});
afterEach(() => s.close());

/** An outbox row the provider has sent, waiting for its receipt. */
async function sentRow(channel: 'wechat' | 'sms', provider: string, providerMessageId: string): Promise<number> {
  const iso = new Date(s.clock.now()).toISOString();
  const row = await s.db
    .insertInto('notification')
    .values({
      channel, recipient: channel === 'sms' ? '13800138000' : 'o_customer', content: '维修完成', send_state: 'sent', receipt_state: 'unknown', attempts: 1, max_attempts: 5,
      next_attempt_at: iso, provider, provider_message_id: providerMessageId, idempotency_key: `k-${providerMessageId}`, trigger: 'manual', sent_at: iso, created_at: iso, updated_at: iso,
      template_code: null, recipient_name: null, subject: null, variables_json: null, lease_until: null, error: null, segments: null, triggered_by: null, resend_of: null, delivered_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const receiptOf = (id: number) => s.db.selectFrom('notification').select(['receipt_state', 'delivered_at', 'error', 'send_state', 'version']).where('id', '=', id).executeTakeFirstOrThrow();

const wechatEvent = (msgId: string, status: string) =>
  `<xml><ToUserName><![CDATA[gh_7f083739789a]]></ToUserName><FromUserName><![CDATA[o_customer]]></FromUserName><CreateTime>1764115200</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[TEMPLATESENDJOBFINISH]]></Event><MsgID>${msgId}</MsgID><Status><![CDATA[${status}]]></Status></xml>`;

const postXml = (token: string, xml: string) => s.request('POST', `/notification/callback/wechat?token=${token}`, { body: xml, headers: { 'content-type': 'text/xml' } });

describe('WeChat server URL check', () => {
  // WeChat's rule, written out here: the three texts sorted as strings, joined, SHA-1 in hex
  const signed = (token: string, timestamp: string, nonce: string) => createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');
  const check = (q: Record<string, string>) => s.request('GET', `/notification/callback/wechat?${new URLSearchParams(q).toString()}`);

  it('answers the echostr as plain text when the signature matches the token', async () => {
    const res = await check({ token: TOKEN, signature: signed(TOKEN, '1764115200', '829301'), timestamp: '1764115200', nonce: '829301', echostr: 'e7318846409231784452' });
    expect([res.status, res.body]).toEqual([200, 'e7318846409231784452']);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('a signature made with another token is 403; missing or malformed parts are 400; a wrong URL token is 403', async () => {
    const wrong = await check({ token: TOKEN, signature: signed('other', '1764115200', '829301'), timestamp: '1764115200', nonce: '829301', echostr: '1' });
    expect([wrong.status, wrong.body.message]).toEqual([403, '微信签名不正确：请确认公众号的令牌(Token)与回调令牌一致']);
    const good = { token: TOKEN, signature: signed(TOKEN, '1764115200', '829301'), timestamp: '1764115200', nonce: '829301', echostr: '1' };
    for (const broken of [{ echostr: '' }, { nonce: 'abc' }, { signature: 'XYZ' }, { echostr: '<script>' }]) {
      const res = await check({ ...good, ...broken });
      expect([res.status, res.body.message], JSON.stringify(broken)).toEqual([400, '微信地址验证缺少有效的 signature、timestamp、nonce 或 echostr']);
    }
    expect((await check({ ...good, token: 'wrong' })).status).toBe(403);
  });
});

describe('WeChat TEMPLATESENDJOBFINISH', () => {
  it.each<[string, string]>([
    ['success', 'delivered'],
    ['failed:user block', 'rejected'],
    ['failed: system failed', 'failed'],
  ])('Status %s → receipt %s', async (status, receipt) => {
    const id = await sentRow('wechat', 'wechat', '200163836');
    const res = await postXml(TOKEN, wechatEvent('200163836', status));
    expect([res.status, res.body]).toEqual([200, 'success']);
    const row = await receiptOf(id);
    expect(row.receipt_state).toBe(receipt);
    expect(row.send_state).toBe('sent');
    expect(row.delivered_at !== null).toBe(receipt === 'delivered');
    expect(row.error).toBe(receipt === 'delivered' ? null : `回执：${status}`);
  });

  it('a wrong or missing token is 403 and changes nothing; an unset token refuses every callback', async () => {
    const id = await sentRow('wechat', 'wechat', '200163837');
    expect((await postXml('wrong', wechatEvent('200163837', 'success'))).status).toBe(403);
    expect((await s.request('POST', '/notification/callback/wechat', { body: wechatEvent('200163837', 'success'), headers: { 'content-type': 'text/xml' } })).status).toBe(403);
    await setConfig(s.db, 'notify_callback_token', '', 'secret');
    const unset = await postXml('', wechatEvent('200163837', 'success'));
    expect([unset.status, unset.body.message]).toEqual([403, '尚未配置回调令牌 notify_callback_token']);
    expect((await receiptOf(id)).receipt_state).toBe('unknown');
  });

  it('another provider’s id, another event, or a second report change nothing; bad XML is 400', async () => {
    const id = await sentRow('sms', 'aliyun', '200163838');
    expect((await postXml(TOKEN, wechatEvent('200163838', 'success'))).status).toBe(200);
    expect((await receiptOf(id)).receipt_state).toBe('unknown');
    expect((await postXml(TOKEN, '<xml><MsgType>event</MsgType><Event>subscribe</Event></xml>')).status).toBe(200);
    const wid = await sentRow('wechat', 'wechat', '200163839');
    await postXml(TOKEN, wechatEvent('200163839', 'success'));
    await postXml(TOKEN, wechatEvent('200163839', 'failed:user block'));
    expect((await receiptOf(wid)).receipt_state).toBe('delivered');
    const bad = await postXml(TOKEN, 'not xml at all');
    expect([bad.status, bad.body.message]).toEqual([400, '微信事件推送必须是 XML']);
    expect((await postXml(TOKEN, wechatEvent('abc', 'success'))).status).toBe(400);
  });
});

describe('Aliyun SMS status report', () => {
  const report = (bizId: string, success: boolean, errCode = 'DELIVERED', errMsg = '用户接收成功') => ({
    phone_number: '13800138000', send_time: '2026-11-26 10:00:00', report_time: '2026-11-26 10:00:05', success, err_code: errCode, err_msg: errMsg, sms_size: '1', biz_id: bizId, out_id: 'k',
  });

  it('sets each reported row delivered or failed, and answers Aliyun’s {code: 0}', async () => {
    const ok = await sentRow('sms', 'aliyun', '900619746936498440^0');
    const failed = await sentRow('sms', 'aliyun', '900619746936498441^0');
    const res = await s.request('POST', `/notification/callback/sms?token=${TOKEN}`, { body: [report('900619746936498440^0', true), report('900619746936498441^0', false, 'MK:0001', '空号'), report('unknown^0', true)] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 0, msg: '成功', updated: 2 });
    expect((await receiptOf(ok)).receipt_state).toBe('delivered');
    expect(await receiptOf(failed)).toMatchObject({ receipt_state: 'failed', error: '回执：MK:0001 空号' });
  });

  it('refuses a body that is not an array (400), bad JSON (400) and a wrong token (403)', async () => {
    const notArray = await s.request('POST', `/notification/callback/sms?token=${TOKEN}`, { body: { biz_id: 'x' } });
    expect([notArray.status, notArray.body.message]).toEqual([400, '短信状态报告必须是 JSON 数组']);
    expect((await s.request('POST', `/notification/callback/sms?token=${TOKEN}`, { body: '[{' })).status).toBe(400);
    expect((await s.request('POST', '/notification/callback/sms?token=nope', { body: [] })).status).toBe(403);
  });
});
