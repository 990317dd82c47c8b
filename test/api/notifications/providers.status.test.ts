import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bounceOf, flagBounce } from '../../../src/server/areas/notifications/bounces.ts';
import { createTestServer, type TestServer } from '../../helpers/testServer.ts';
import { setConfig } from './providerFixtures.ts';

/** GET /notification/providers says plainly when a channel only logs; DELETE /notification/bounce/:address clears a flag. */

let s: TestServer;
beforeEach(async () => {
  s = await createTestServer();
});
afterEach(() => s.close());

const status = async () => {
  const res = await s.request('GET', '/notification/providers', { as: 'staff' });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('provider status', () => {
  it('with no keys every outside channel is the log provider, and says so', async () => {
    const data = await status();
    expect(data.site).toMatchObject({ provider: 'site', configured: true });
    for (const channel of ['email', 'wechat', 'sms']) {
      expect(data[channel]).toMatchObject({ provider: 'log', configured: false });
      expect(String(data[channel].note)).toContain('不会真正发出');
    }
    expect(data.sms.note).toBe('未启用阿里云短信：「短信发送方式」(notify_provider_sms) 为「仅记录，不外发」(log)。消息只记录在发送记录中并标记为已送达，不会真正发出');
  });

  it('a vendor chosen without its keys names the missing keys; with them it is configured', async () => {
    await setConfig(s.db, 'notify_provider_wechat', 'wechat');
    await setConfig(s.db, 'wechat_appid', 'wx123');
    expect((await status()).wechat).toEqual({ provider: 'log', configured: false, note: '已选择微信公众号，但缺少配置 「公众号 AppSecret」(wechat_secret)：消息只记录在发送记录中并标记为已送达，不会真正发出' });
    await setConfig(s.db, 'wechat_secret', 's3cret', 'secret');
    expect((await status()).wechat).toEqual({ provider: 'wechat', configured: true, note: '通过微信公众号发送' });
  });

  it('needs manage_message', async () => {
    expect((await s.request('GET', '/notification/providers', { as: 'member' })).status).toBe(403);
    expect((await s.request('GET', '/notification/providers')).status).toBe(401);
  });
});

describe('bounce flags', () => {
  it('clears a flagged address (any case), then answers 404; a malformed address is 400', async () => {
    await flagBounce(s.db, 'Nobody@Example.cn', '邮件发送失败：550 5.1.1 User unknown', s.clock.now());
    const cleared = await s.request('DELETE', `/notification/bounce/${encodeURIComponent('nobody@example.CN')}`, { as: 'admin' });
    expect([cleared.status, cleared.body.data]).toEqual([200, { address: 'nobody@example.cn' }]);
    expect(await bounceOf(s.db, 'nobody@example.cn')).toBeNull();
    const again = await s.request('DELETE', '/notification/bounce/nobody%40example.cn', { as: 'admin' });
    expect([again.status, again.body.message]).toEqual([404, '该邮箱没有退信标记']);
    expect((await s.request('DELETE', '/notification/bounce/not-an-address', { as: 'admin' })).status).toBe(400);
    expect((await s.request('DELETE', '/notification/bounce/nobody%40example.cn', { as: 'member' })).status).toBe(403);
  });
});
