import { describe, expect, it } from 'vitest';
import { parseWechatTemplates, wechatVariablesRefusal, type WechatTemplates } from '../../src/domain/wechatTemplates.ts';

const TEMPLATES: WechatTemplates = { tpl_status: { title: '维修进度通知', keys: ['thing1', 'time2'] } };

describe('wechatVariablesRefusal', () => {
  it('takes exactly the template keys', () => {
    expect(wechatVariablesRefusal(TEMPLATES, 'tpl_status', { thing1: '已完成', time2: '2026-11-26 10:00' })).toBeNull();
  });

  it.each<[string, string | null, Record<string, unknown>, string]>([
    ['no template id', null, {}, '微信模板消息缺少模板 ID'],
    ['an unknown template', 'tpl_other', { thing1: 'x' }, '未知的微信模板：tpl_other'],
    ['a prototype key as template id', 'constructor', {}, '未知的微信模板：constructor'],
    ['a missing key', 'tpl_status', { thing1: '已完成' }, '微信模板「维修进度通知」缺少变量：time2'],
    ['an empty value', 'tpl_status', { thing1: '', time2: 't' }, '微信模板「维修进度通知」缺少变量：thing1'],
    ['an unknown key', 'tpl_status', { thing1: 'a', time2: 'b', remark: 'c' }, '微信模板「维修进度通知」没有变量：remark'],
  ])('%s', (_label, id, variables, reason) => {
    expect(wechatVariablesRefusal(TEMPLATES, id, variables)).toBe(reason);
  });
});

describe('parseWechatTemplates: the wechat_templates config value', () => {
  it('reads a valid value, and none as no templates', () => {
    expect(parseWechatTemplates({ a: { title: 'T', keys: ['k1'] } })).toEqual({ ok: true, templates: { a: { title: 'T', keys: ['k1'] } } });
    expect(parseWechatTemplates(null)).toEqual({ ok: true, templates: {} });
  });

  it.each<[string, unknown]>([
    ['an array', []],
    ['a text', 'tpl'],
    ['a template without keys', { a: { title: 'T' } }],
    ['a key that WeChat cannot name', { a: { title: 'T', keys: ['1bad'] } }],
  ])('refuses %s', (_label, value) => {
    expect(parseWechatTemplates(value).ok).toBe(false);
  });
});
