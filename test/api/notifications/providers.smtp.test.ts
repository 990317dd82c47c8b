import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { providerFor } from '../../../src/server/areas/notifications/providers/index.ts';
import { ProviderError } from '../../../src/server/areas/notifications/providers/types.ts';
import { bounceOf } from '../../../src/server/areas/notifications/bounces.ts';
import { startSmtpSink } from '../../helpers/smtpSink.ts';
import { createTestServer, type TestServer } from '../../helpers/testServer.ts';
import { outgoing, rejection, setConfig } from './providerFixtures.ts';

/** Email through nodemailer against an SMTP sink that refuses some recipients (550 / 450). */

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let s: TestServer;
beforeAll(async () => {
  sink = await startSmtpSink({
    refuse: (address) => (address.toLowerCase().startsWith('nobody@') ? { code: 550, message: '5.1.1 User unknown' } : address.startsWith('full@') ? { code: 452, message: '4.2.2 Mailbox full' } : null),
  });
});
afterAll(() => sink.close());
beforeEach(async () => {
  s = await createTestServer();
  await setConfig(s.db, 'notify_provider_email', 'smtp');
  await setConfig(s.db, 'smtp_host', '127.0.0.1');
  await setConfig(s.db, 'smtp_port', sink.port, 'number');
  await setConfig(s.db, 'smtp_secure', false, 'boolean');
  await setConfig(s.db, 'smtp_from', '售后服务 <service@laser-demo.cn>');
});
afterEach(() => s.close());

const mail = (to: string) => outgoing({ channel: 'email', recipient: to, subject: '维修进度', content: '<p>您的设备已维修完成。</p>' });

describe('smtp provider', () => {
  it('sends the HTML with the row key as Message-ID at the sender’s domain', async () => {
    const provider = await providerFor(s.db, 'email');
    expect(provider.name).toBe('smtp');
    const m = mail('chen@example.cn');
    const res = await provider.send(m);
    expect(res.providerMessageId).toBe(`<${m.idempotencyKey}@laser-demo.cn>`);
    const got = sink.mails.find((x) => x.raw.includes(m.idempotencyKey));
    expect(got?.to).toEqual(['chen@example.cn']);
    expect(got?.raw).toMatch(new RegExp(`^Message-ID: <${m.idempotencyKey}@laser-demo\\.cn>`, 'mi'));
  });

  it('550 for the recipient is permanent and flags the address as bounced', async () => {
    const e = await rejection((await providerFor(s.db, 'email')).send(mail('Nobody@example.cn')));
    expect(e).toBeInstanceOf(ProviderError);
    expect(e.permanent).toBe(true);
    expect(e.message).toMatch(/^邮件发送失败：.*550.*User unknown/);
    expect(await bounceOf(s.db, 'nobody@example.cn')).toBe(e.message);
  });

  it('a 4xx answer is transient and flags nothing', async () => {
    const e = await rejection((await providerFor(s.db, 'email')).send(mail('full@example.cn')));
    expect(e.permanent).toBe(false);
    expect(e.message).toMatch(/452/);
    expect(await bounceOf(s.db, 'full@example.cn')).toBeNull();
  });

  it('a server that cannot be reached is transient', async () => {
    await setConfig(s.db, 'smtp_port', 9, 'number');
    const e = await rejection((await providerFor(s.db, 'email')).send(mail('chen@example.cn')));
    expect(e.permanent).toBe(false);
    expect(e.message).toMatch(/^邮件发送失败：/);
  });
});
