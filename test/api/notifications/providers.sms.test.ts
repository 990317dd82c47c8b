import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { providerFor } from '../../../src/server/areas/notifications/providers/index.ts';
import { ProviderError } from '../../../src/server/areas/notifications/providers/types.ts';
import { startFakeAliyunSms, type FakeAliyunSms } from '../../helpers/fakeVendors/aliyunSms.ts';
import { createTestServer, type TestServer } from '../../helpers/testServer.ts';
import { outgoing, rejection, setConfig } from './providerFixtures.ts';

/** The Aliyun SendSms adapter against a local fake that checks the signature and gives Aliyun's error answers. */

let fake: FakeAliyunSms;
let s: TestServer;
beforeAll(async () => {
  fake = await startFakeAliyunSms();
});
afterAll(() => fake.close());
beforeEach(async () => {
  s = await createTestServer();
  await setConfig(s.db, 'notify_provider_sms', 'aliyun');
  await setConfig(s.db, 'sms_api_base', fake.base);
  await setConfig(s.db, 'sms_access_key_id', fake.accessKeyId);
  await setConfig(s.db, 'sms_access_key_secret', fake.accessKeySecret, 'secret');
  await setConfig(s.db, 'sms_sign_name', '激光设备售后');
});
afterEach(() => s.close());

const message = (phone: string) => outgoing({ channel: 'sms', recipient: phone, templateCode: 'SMS_2026001', variables: { no: 'WX20261126001', status: '维修完成' } });

describe('aliyun sms provider', () => {
  it('sends a signed SendSms with the sign name, template, parameters and the row key as OutId; answers the BizId', async () => {
    const provider = await providerFor(s.db, 'sms');
    expect(provider.name).toBe('aliyun');
    const m = message('13800138000');
    const res = await provider.send(m);
    const accepted = fake.sent.find((x) => x.outId === m.idempotencyKey);
    expect(accepted).toMatchObject({ phone: '13800138000', signName: '激光设备售后', templateCode: 'SMS_2026001', templateParam: { no: 'WX20261126001', status: '维修完成' } });
    expect(res).toEqual({ providerMessageId: accepted?.bizId });
  });

  it.each<[string, string, boolean]>([
    ['12345', '阿里云短信错误 isv.MOBILE_NUMBER_ILLEGAL：非法手机号', true],
    ['13900000001', '阿里云短信错误 isv.BUSINESS_LIMIT_CONTROL：触发号码天级流控Permits:10', false],
    ['13900000002', '阿里云短信错误 isv.AMOUNT_NOT_ENOUGH：账户余额不足', false],
  ])('%s → %s (permanent %s)', async (phone, text, permanent) => {
    const e = await rejection((await providerFor(s.db, 'sms')).send(message(phone)));
    expect(e).toBeInstanceOf(ProviderError);
    expect([e.message, e.permanent]).toEqual([text, permanent]);
  });

  it('a wrong secret is SignatureDoesNotMatch (HTTP 400), permanent', async () => {
    await setConfig(s.db, 'sms_access_key_secret', 'not_the_secret', 'secret');
    const e = await rejection((await providerFor(s.db, 'sms')).send(message('13800138001')));
    expect([e.message, e.permanent]).toEqual(['阿里云短信错误 SignatureDoesNotMatch：Specified signature is not matched with our calculation.', true]);
  });

  it('a wrong key id is permanent; a missing template code is refused before any call', async () => {
    await setConfig(s.db, 'sms_access_key_id', 'LTAI_other');
    const e = await rejection((await providerFor(s.db, 'sms')).send(message('13800138002')));
    expect([e.message, e.permanent]).toEqual(['阿里云短信错误 InvalidAccessKeyId.NotFound：Specified access key is not found.', true]);
    const count = fake.sent.length;
    const none = await rejection((await providerFor(s.db, 'sms')).send({ ...message('13800138002'), templateCode: null }));
    expect([none.message, none.permanent]).toEqual(['阿里云短信缺少模板编号（TemplateCode）', true]);
    expect(fake.sent).toHaveLength(count);
  });

  it('maps our template code to Aliyun’s through sms_templates; a code without one fails before any call', async () => {
    await setConfig(s.db, 'sms_templates', { repair_status_changed: 'SMS_465391234', backup_overdue: '' }, 'json');
    const provider = await providerFor(s.db, 'sms');
    const m = outgoing({ channel: 'sms', recipient: '13800138004', templateCode: 'repair_status_changed', variables: { no: 'WX20261126002' } });
    await provider.send(m);
    expect(fake.sent.find((x) => x.outId === m.idempotencyKey)).toMatchObject({ templateCode: 'SMS_465391234', templateParam: { no: 'WX20261126002' } });
    const count = fake.sent.length;
    for (const code of ['backup_overdue', 'ticket_assigned']) {
      const e = await rejection(provider.send(outgoing({ channel: 'sms', recipient: '13800138005', templateCode: code })));
      expect([e.message, e.permanent]).toEqual([`短信模板「${code}」没有对应的阿里云模板编号：请在系统配置「短信模板编号」(sms_templates) 中填写 SMS_ 开头的编号`, true]);
    }
    expect(fake.sent).toHaveLength(count);
  });

  it('a mapped template Aliyun no longer has is its isv.SMS_TEMPLATE_ILLEGAL, permanent; a mapping not in Aliyun’s form is refused before any call', async () => {
    await setConfig(s.db, 'sms_templates', { repair_status_changed: 'SMS_0', backup_overdue: 'repair' }, 'json');
    const provider = await providerFor(s.db, 'sms');
    const fromVendor = await rejection(provider.send(outgoing({ channel: 'sms', recipient: '13800138006', templateCode: 'repair_status_changed' })));
    expect([fromVendor.message, fromVendor.permanent]).toEqual(['阿里云短信错误 isv.SMS_TEMPLATE_ILLEGAL：该账号下找不到对应模板', true]);
    const malformed = await rejection(provider.send(outgoing({ channel: 'sms', recipient: '13800138006', templateCode: 'backup_overdue' })));
    expect(malformed.message).toContain('短信模板「backup_overdue」没有对应的阿里云模板编号');
  });

  it('signs texts with spaces, quotes and Chinese alike (the fake recomputes the signature)', async () => {
    const m = outgoing({ channel: 'sms', recipient: '13800138003', templateCode: 'SMS_2026001', variables: { note: 'a b+c*d~e "引号" 100%' } });
    await (await providerFor(s.db, 'sms')).send(m);
    expect(fake.sent.at(-1)?.templateParam).toEqual({ note: 'a b+c*d~e "引号" 100%' });
  });

  it('without its keys, or with the log choice, the channel uses the log provider', async () => {
    await setConfig(s.db, 'notify_provider_sms', 'log');
    expect((await providerFor(s.db, 'sms')).name).toBe('log');
    await setConfig(s.db, 'notify_provider_sms', 'aliyun');
    await setConfig(s.db, 'sms_sign_name', '');
    expect((await providerFor(s.db, 'sms')).name).toBe('log');
  });
});
