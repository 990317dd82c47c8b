import { describe, expect, it } from 'vitest';
import { resources } from '../../resources/index.ts';
import { findScreen } from '../../resources/registry.ts';
import { keyText, providerText, triggerLabel, variableText } from '../../resources/notifications/notifyWords.ts';
import { explainVendorError, vendorCodeIn, VENDOR_CODES } from '../../resources/notifications/vendorCodes.ts';
import { numberingOf, RECORD_NUMBERINGS, recordNumbersIn, splitRecordNumbers } from '../../resources/recordNumbers.ts';

/** Issue 32: the Chinese meaning of the outbox's codes, and the record numbers a text names. */

describe('the declared numbering', () => {
  it('names a resource with a `no` field and a screen with a detail page for every prefix', () => {
    for (const n of RECORD_NUMBERINGS) {
      const ref = findScreen(n.screen);
      expect(ref?.resource.name, n.prefix).toBe(n.resource);
      expect(ref?.screen.show, n.prefix).toBeDefined();
      expect(ref?.resource.fields.some((f) => f.name === 'no'), n.prefix).toBe(true);
    }
  });

  it.each([
    ['工单 GD202611240002 已转派给您', ['GD202611240002']],
    ['您的维修单WX202611070001（M2）与KX202611090001', ['WX202611070001', 'KX202611090001']],
    ['WX20261002 是旧格式', []],
    ['SNWX202611070001 与 WX2026110700012', []],
    ['BY-F1-001 备用机', []],
  ])('%s → %j', (text, numbers) => {
    expect(recordNumbersIn(text)).toEqual(numbers);
    expect(splitRecordNumbers(text).map((p) => p.text).join('')).toBe(text);
  });

  it('knows a number by its whole shape', () => {
    expect(numberingOf('HH202611240001')?.resource).toBe('exchanges');
    expect(numberingOf('HH20261124000')).toBeUndefined();
    expect(numberingOf('XX202611240001')).toBeUndefined();
  });
});

describe('the outbox codes in Chinese', () => {
  it.each([
    ['log', '仅记录，不外发（log）'],
    ['smtp', 'SMTP 邮件服务器（smtp）'],
    ['other', 'other'],
  ])('provider %s → %s', (code, text) => expect(providerText(code)).toBe(text));

  it('names a row’s source by its declared trigger, a resend and the scan’s key', () => {
    expect(triggerLabel(resources, 'resend')).toBe('手动重发');
    expect(triggerLabel(resources, 'repair_status')).toBe(resources.find((r) => r.name === 'repairs')?.notify?.[0].label);
    expect(keyText(resources, 'resend:2f1c')).toBe('手动重发（resend:2f1c）');
    expect(keyText(resources, 'backup.overdue:12:0')).toMatch(/^备用机.*（backup\.overdue:12:0）$/);
    expect(keyText(resources, 'unknown:1')).toBe('unknown:1');
  });

  it('gives a template variable the label its declaring resource gives the field, a WeChat key the variable it carries', () => {
    expect(variableText(resources, 'repair_status_changed', 'customer_name')).toBe('customer_name（客户姓名）');
    expect(variableText(resources, 'repair_status_changed', 'no')).toBe('no（维修单号）');
    expect(variableText(resources, 'backup_overdue', 'no')).toBe('no（申请单号）');
    expect(variableText(resources, 'ticket_assigned', 'actor')).toBe('actor（操作人）');
    expect(variableText(resources, 'repair_status', 'character_string1')).toBe('character_string1（维修单号）');
    expect(variableText(resources, 'repair_status', 'thing2')).toBe('thing2（机型）');
    expect(variableText(resources, 'nothing', 'foo')).toBe('foo');
  });
});

describe('the vendors’ codes', () => {
  it.each([
    ['阿里云短信错误 isv.BUSINESS_LIMIT_CONTROL：触发号码分钟级流控Permits:1', 'sms', '触发业务流控：同一号码发送过于频繁 · 阿里云短信错误 isv.BUSINESS_LIMIT_CONTROL：触发号码分钟级流控Permits:1'],
    ['微信接口错误 43004：require subscribe', 'wechat', '接收者未关注公众号 · 微信接口错误 43004：require subscribe'],
    ['回执：failed:user block', 'wechat', '回执：用户拒收 · 回执：failed:user block'],
    ["Can't send mail - all recipients were rejected: 550 5.1.1 User unknown", 'email', "收件地址不存在或拒收 · Can't send mail - all recipients were rejected: 550 5.1.1 User unknown"],
    ['阿里云短信接口无法连接：connect ETIMEDOUT', 'sms', '连接服务商超时 · 阿里云短信接口无法连接：connect ETIMEDOUT'],
    ['模板缺少变量 · isv.TEMPLATE_MISSING_PARAMETERS', 'sms', '模板缺少变量 · isv.TEMPLATE_MISSING_PARAMETERS'],
    ['同一号码发送过于频繁：每分钟最多 1 条', 'sms', '同一号码发送过于频繁：每分钟最多 1 条'],
  ])('%s', (text, channel, shown) => expect(explainVendorError(text, channel)).toBe(shown));

  it('reads a bare number as a code only where the vendor puts one', () => {
    expect(vendorCodeIn('订单 550 件', 'email')).toBeUndefined();
    expect(vendorCodeIn('共 40003 条', 'wechat')).toBeUndefined();
    expect(vendorCodeIn('40003 invalid openid', 'wechat')?.code).toBe('40003');
  });

  it('has one meaning per code in each channel’s table', () => {
    for (const [channel, codes] of Object.entries(VENDOR_CODES)) expect(new Set(codes.map((c) => c.code)).size, channel).toBe(codes.length);
  });
});
