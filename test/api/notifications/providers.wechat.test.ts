import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { providerFor } from '../../../src/server/areas/notifications/providers/index.ts';
import { ProviderError } from '../../../src/server/areas/notifications/providers/types.ts';
import { startFakeWechat, type FakeWechat } from '../../helpers/fakeVendors/wechat.ts';
import { createTestServer, type TestServer } from '../../helpers/testServer.ts';
import { outgoing, rejection, setConfig } from './providerFixtures.ts';

/** The WeChat template-message adapter against a local fake of WeChat's API (token, send, error answers). */

const TEMPLATE = 'tpl_repair_status';
let fake: FakeWechat;
let s: TestServer;
beforeAll(async () => {
  fake = await startFakeWechat({ templates: [TEMPLATE] });
});
afterAll(() => fake.close());
beforeEach(async () => {
  s = await createTestServer();
  await setConfig(s.db, 'notify_provider_wechat', 'wechat');
  await setConfig(s.db, 'wechat_api_base', fake.base);
  await setConfig(s.db, 'wechat_appid', fake.appid);
  await setConfig(s.db, 'wechat_secret', fake.secret, 'secret');
});
afterEach(() => s.close());

const message = (touser: string, templateCode: string | null = TEMPLATE) =>
  outgoing({ channel: 'wechat', recipient: touser, templateCode, variables: { thing1: '维修完成', time2: '2026-11-26 10:00' } });

describe('wechat provider', () => {
  it('fetches a token, sends the template with its data and client_msg_id, and answers the msgid', async () => {
    const provider = await providerFor(s.db, 'wechat');
    expect(provider.name).toBe('wechat');
    const m = message('o_customer_1');
    const res = await provider.send(m);
    const accepted = fake.sent.find((x) => x.client_msg_id === m.idempotencyKey);
    expect(accepted).toMatchObject({ touser: 'o_customer_1', template_id: TEMPLATE, data: { thing1: { value: '维修完成' }, time2: { value: '2026-11-26 10:00' } } });
    expect(res).toEqual({ providerMessageId: String(accepted?.msgid) });
  });

  it('keeps the token for the next send, and a second send of one row answers the same msgid (client_msg_id)', async () => {
    const provider = await providerFor(s.db, 'wechat');
    const m = message('o_customer_2');
    const first = await provider.send(m);
    const calls = fake.tokenCalls;
    const again = await provider.send(m);
    expect(fake.tokenCalls).toBe(calls);
    expect(again.providerMessageId).toBe(first.providerMessageId);
    expect(fake.sent.filter((x) => x.client_msg_id === m.idempotencyKey)).toHaveLength(1);
  });

  it('a stale token (40001) is fetched again once and the send goes through', async () => {
    const provider = await providerFor(s.db, 'wechat');
    await provider.send(message('o_customer_3'));
    fake.expireTokens();
    const calls = fake.tokenCalls;
    const res = await provider.send(message('o_customer_4'));
    expect(fake.tokenCalls).toBe(calls + 1);
    expect(res.providerMessageId).toMatch(/^\d+$/);
  });

  it.each<[string, string, boolean]>([
    ['o_invalid', '微信接口错误 40003：invalid openid', true],
    ['o_unsub', '微信接口错误 43004：require subscribe', true],
    ['o_busy', '微信接口错误 -1：system error', false],
    ['o_quota', '微信接口错误 45009：reach max api daily quota limit', false],
  ])('%s → %s (permanent %s)', async (touser, text, permanent) => {
    const e = await rejection((await providerFor(s.db, 'wechat')).send(message(touser)));
    expect(e).toBeInstanceOf(ProviderError);
    expect(e.message).toBe(text);
    expect(e.permanent).toBe(permanent);
  });

  it('an unknown template id (40037) and a missing one are permanent', async () => {
    const provider = await providerFor(s.db, 'wechat');
    const unknown = await rejection(provider.send(message('o_customer_5', 'tpl_nope')));
    expect([unknown.message, unknown.permanent]).toEqual(['微信接口错误 40037：invalid template_id', true]);
    const none = await rejection(provider.send(message('o_customer_5', null)));
    expect([none.message, none.permanent]).toEqual(['微信模板消息缺少模板 ID', true]);
  });

  it('a wrong secret is a permanent token error naming WeChat’s answer', async () => {
    await setConfig(s.db, 'wechat_appid', 'wx_other_app');
    const e = await rejection((await providerFor(s.db, 'wechat')).send(message('o_customer_6')));
    expect([e.message, e.permanent]).toEqual(['微信获取 access_token 失败 40013：invalid appid', true]);
  });

  it('an unreachable API is transient', async () => {
    await setConfig(s.db, 'wechat_api_base', 'http://127.0.0.1:9');
    const e = await rejection((await providerFor(s.db, 'wechat')).send(message('o_customer_7')));
    expect(e.message).toMatch(/^微信接口无法连接：/);
    expect(e.permanent).toBe(false);
  });

  it('without its keys the channel uses the log provider', async () => {
    await s.db.deleteFrom('system_config').where('key', '=', 'wechat_secret').execute();
    expect((await providerFor(s.db, 'wechat')).name).toBe('log');
  });
});
