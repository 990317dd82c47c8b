import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { providerFor } from '../../../src/server/areas/notifications/providers/index.ts';
import { vendorJson } from '../../../src/server/areas/notifications/providers/vendorHttp.ts';
import { ProviderError, type SendContext } from '../../../src/server/areas/notifications/providers/types.ts';
import { startFakeAliyunSms, type FakeAliyunSms } from '../../helpers/fakeVendors/aliyunSms.ts';
import { startFakeWechat, type FakeWechat } from '../../helpers/fakeVendors/wechat.ts';
import { startSlowSmtpSink, type SlowSmtpSink } from '../../helpers/slowSmtpSink.ts';
import { createTestServer, type TestServer } from '../../helpers/testServer.ts';
import { outgoing, rejection, setConfig } from './providerFixtures.ts';

/**
 * Issue 32, item 10: where each real adapter puts its point of no return (`ctx.handOver`), seen
 * from the vendor's side: SMTP after the server accepted the envelope and before the final dot
 * (the sink has no mail yet when it is called, and has it after); WeChat and Aliyun before their
 * request (the fake has nothing yet); never when the vendor could not have the message (a refused
 * recipient, a server that cannot be reached). And which failures after it are "no answer"
 * (`outcomeUnknown`): a dropped connection or a timeout — not a reply of the vendor.
 */

const TEMPLATE = 'tpl_repair_status';
let sink: SlowSmtpSink;
let wechat: FakeWechat;
let sms: FakeAliyunSms;
let s: TestServer;

// one server for the file (only its config is read): a database per test costs ~1 s on PostgreSQL
beforeAll(async () => {
  [sink, wechat, sms, s] = await Promise.all([startSlowSmtpSink(), startFakeWechat({ templates: [TEMPLATE] }), startFakeAliyunSms(), createTestServer()]);
  const config: [string, unknown, string?][] = [
    ['notify_provider_email', 'smtp'], ['smtp_host', '127.0.0.1'], ['smtp_port', sink.port, 'number'], ['smtp_secure', false, 'boolean'], ['smtp_from', 'service@laser-demo.cn'],
    ['notify_provider_wechat', 'wechat'], ['wechat_api_base', wechat.base], ['wechat_appid', wechat.appid], ['wechat_secret', wechat.secret, 'secret'],
    ['notify_provider_sms', 'aliyun'], ['sms_api_base', sms.base], ['sms_access_key_id', sms.accessKeyId], ['sms_access_key_secret', sms.accessKeySecret, 'secret'], ['sms_sign_name', '激光设备售后'],
  ];
  for (const [key, value, type] of config) await setConfig(s.db, key, value, type);
});
afterAll(async () => {
  await Promise.all([sink.close(), wechat.close(), sms.close(), s.close()]);
});
afterEach(async () => {
  sink.mode = () => 'ok';
  await setConfig(s.db, 'smtp_port', sink.port, 'number');
});

/** A local port nothing listens on (a server opened and closed). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

/** A context that records what the vendor had when the provider handed over. */
function watching<T>(seen: () => T, refuse = false): SendContext & { calls: T[] } {
  const calls: T[] = [];
  return {
    calls,
    async handOver() {
      calls.push(seen());
      if (refuse) throw new Error('租约已被接手');
    },
  };
}

const mail = (to: string) => outgoing({ channel: 'email', recipient: to, subject: '维修进度', content: '<p>您的设备已维修完成。</p>' });

describe('SMTP: the hand-over is the final dot', () => {
  it('is made once the envelope was accepted and before the final dot; the mail arrives after it', async () => {
    const provider = await providerFor(s.db, 'email');
    expect(provider.dedupe).toBe('never');
    const m = mail('chen@example.cn');
    const ctx = watching(() => ({ rcpt: sink.rcpts.includes('chen@example.cn'), mails: sink.mails.filter((x) => x.to.includes('chen@example.cn')).length }));
    await provider.send(m, ctx);
    expect(ctx.calls).toEqual([{ rcpt: true, mails: 0 }]);
    expect(sink.mails.filter((x) => x.to.includes('chen@example.cn')).map((x) => x.messageId)).toEqual([`<${m.idempotencyKey}@laser-demo.cn>`]);
  });

  it('is not made when the recipient is refused or the server cannot be reached', async () => {
    sink.mode = (a) => (a.startsWith('nobody@') ? 'refuse-rcpt' : 'ok');
    try {
      const ctx = watching(() => true);
      const refused = (await rejection((await providerFor(s.db, 'email')).send(mail('nobody@example.cn'), ctx))) as ProviderError;
      expect(refused).toMatchObject({ permanent: true, outcomeUnknown: false });
      await setConfig(s.db, 'smtp_port', await closedPort(), 'number');
      const unreachable = (await rejection((await providerFor(s.db, 'email')).send(mail('chen@example.cn'), ctx))) as ProviderError;
      expect(unreachable).toMatchObject({ permanent: false, outcomeUnknown: false });
      expect(ctx.calls).toEqual([]);
    } finally {
      sink.mode = () => 'ok';
    }
  });

  it('refused by the worker (the row was taken over): no final dot, the server has nothing', async () => {
    const provider = await providerFor(s.db, 'email');
    const before = sink.mails.length;
    const ctx = watching(() => true, true);
    const e = await rejection(provider.send(mail('wang@example.cn'), ctx));
    expect(e.message).toContain('租约已被接手');
    expect(ctx.calls).toHaveLength(1);
    expect(sink.mails).toHaveLength(before);
  });

  it('a connection dropped while waiting for the 250 is no answer (outcomeUnknown); a 451 reply to the dot is an answer', async () => {
    const provider = await providerFor(s.db, 'email');
    sink.mode = (a) => (a.startsWith('drop@') ? 'drop' : a.startsWith('busy@') ? 'refuse-data' : 'ok');
    try {
      const dropped = (await rejection(provider.send(mail('drop@example.cn'), watching(() => true)))) as ProviderError;
      expect(dropped).toMatchObject({ permanent: false, outcomeUnknown: true });
      expect(sink.mails.some((x) => x.to.includes('drop@example.cn'))).toBe(true);
      const busy = (await rejection(provider.send(mail('busy@example.cn'), watching(() => true)))) as ProviderError;
      expect(busy).toMatchObject({ permanent: false, outcomeUnknown: false });
      expect(busy.message).toMatch(/451/);
    } finally {
      sink.mode = () => 'ok';
    }
  });
});

describe('WeChat and Aliyun SMS: the hand-over is the request', () => {
  it('WeChat: after the token, before the template message; its window is under WeChat’s 10 minutes', async () => {
    const provider = await providerFor(s.db, 'wechat');
    expect(provider.dedupe).toEqual({ windowMs: 9 * 60_000 });
    const m = outgoing({ channel: 'wechat', recipient: 'o_customer_1', templateCode: TEMPLATE, variables: { thing1: '维修完成' } });
    const ctx = watching(() => wechat.sent.filter((x) => x.client_msg_id === m.idempotencyKey).length);
    await provider.send(m, ctx);
    expect(ctx.calls).toEqual([0]);
    expect(wechat.sent.filter((x) => x.client_msg_id === m.idempotencyKey)).toHaveLength(1);
  });

  it('Aliyun: before SendSms; Aliyun does not de-duplicate, so a repeat is never safe', async () => {
    const provider = await providerFor(s.db, 'sms');
    expect(provider.dedupe).toBe('never');
    const m = outgoing({ channel: 'sms', recipient: '13800138000', templateCode: 'SMS_2026001', variables: { no: 'WX1' } });
    const ctx = watching(() => sms.sent.filter((x) => x.outId === m.idempotencyKey).length);
    await provider.send(m, ctx);
    expect(ctx.calls).toEqual([0]);
    expect(sms.sent.filter((x) => x.outId === m.idempotencyKey)).toHaveLength(1);
  });

  it('a refused hand-over sends nothing', async () => {
    const m = outgoing({ channel: 'sms', recipient: '13800138001', templateCode: 'SMS_2026001', variables: { no: 'WX2' } });
    await rejection((await providerFor(s.db, 'sms')).send(m, watching(() => true, true)));
    expect(sms.sent.filter((x) => x.outId === m.idempotencyKey)).toEqual([]);
  });
});

describe('vendorJson: which failures are no answer', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/drop') return req.socket.destroy();
      if (req.url === '/html') return res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502 Bad Gateway</h1>');
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"errcode":-1,"errmsg":"system error"}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('no connection: an answer (nothing left this machine); a dropped connection or a page that is not the vendor’s: no answer', async () => {
    const refused = (await rejection(vendorJson('测试', `http://127.0.0.1:${await closedPort()}/`))) as ProviderError;
    expect(refused.outcomeUnknown).toBe(false);
    const dropped = (await rejection(vendorJson('测试', `${base}/drop`))) as ProviderError;
    expect(dropped).toMatchObject({ permanent: false, outcomeUnknown: true });
    const html = (await rejection(vendorJson('测试', `${base}/html`))) as ProviderError;
    expect(html).toMatchObject({ permanent: false, outcomeUnknown: true });
    expect(await vendorJson('测试', `${base}/json`)).toEqual({ errcode: -1, errmsg: 'system error' });
  });
});
