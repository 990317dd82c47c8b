import { describe, expect, it } from 'vitest';
import { issueText, normalizeWechatMenu, utf8Bytes, validateWechatMenu, type WechatMenu } from '../../src/domain/wechatMenu.ts';
import { DEFAULT_WECHAT_MENU } from '../../src/server/areas/settings/wechatMenuDefaults.ts';

const view = (name: string, url = 'https://a.cn/x') => ({ name, type: 'view' as const, url });
const texts = (menu: unknown): string[] => validateWechatMenu(menu).map(issueText);

describe('validateWechatMenu', () => {
  it('takes the default menu and each type with its keys', () => {
    expect(texts(DEFAULT_WECHAT_MENU)).toEqual([]);
    expect(texts({ button: [{ name: '点我', type: 'click', key: 'K' }] })).toEqual([]);
  });

  it.each<[string, unknown, string[]]>([
    ['not a menu', { nope: 1 }, ['菜单：菜单格式不正确']],
    ['no buttons', { button: [] }, ['菜单：至少需要 1 个菜单']],
    ['four top buttons', { button: [view('一'), view('二'), view('三'), view('四')] }, ['菜单：最多 3 个一级菜单']],
    ['six sub buttons', { button: [{ name: '更多', sub_button: [1, 2, 3, 4, 5, 6].map((i) => view(`子${i}`)) }] }, ['第1个菜单：最多 5 个子菜单']],
    ['view without url', { button: [view('甲'), { name: '乙', sub_button: [view('a'), view('b'), { name: 'c', type: 'view' }] }] }, ['第2个菜单的第3个子菜单：缺少链接']],
    ['click without key', { button: [{ name: '点我', type: 'click' }] }, ['第1个菜单：缺少菜单 KEY']],
    ['miniprogram without appid/pagepath', { button: [{ name: '小程序', type: 'miniprogram', url: 'https://a.cn' }] }, ['第1个菜单：缺少小程序 AppID', '第1个菜单：缺少小程序页面路径']],
    ['miniprogram without fallback url', { button: [{ name: '小程序', type: 'miniprogram', appid: 'wx1', pagepath: 'p/i' }] }, ['第1个菜单：缺少备用网页链接']],
    ['no type', { button: [{ name: '空' }] }, ['第1个菜单：缺少菜单类型']],
    ['unknown type', { button: [{ name: '扫码', type: 'scancode_push', key: 'k' }] }, ['第1个菜单：菜单类型只能是点击、跳转网页或小程序']],
    ['javascript url', { button: [view('坏链接', 'javascript:alert(1)')] }, ['第1个菜单：链接须以 http:// 或 https:// 开头']],
    ['missing name', { button: [{ name: ' ', type: 'click', key: 'k' }] }, ['第1个菜单：缺少名称']],
    ['a third level', { button: [{ name: '一', sub_button: [{ ...view('二'), sub_button: [view('三')] }] }] }, ['第1个菜单的第1个子菜单：子菜单不能再有下级菜单']],
  ])('%s', (_label, menu, expected) => {
    expect(texts(menu)).toEqual(expected);
  });

  it('counts name limits in UTF-8 bytes: top 16, sub 60', () => {
    expect(utf8Bytes('售后服务中')).toBe(15);
    expect(texts({ button: [view('售后服务中')] })).toEqual([]);
    expect(texts({ button: [view('售后服务中心')] })).toEqual(['第1个菜单：名称不能超过 16 字节（约 5 个汉字）']);
    expect(texts({ button: [view('abcdefghijklmnop')] })).toEqual([]);
    expect(texts({ button: [{ name: '更多', sub_button: [view('子'.repeat(20))] }] })).toEqual([]);
    expect(texts({ button: [{ name: '更多', sub_button: [view('子'.repeat(21))] }] })).toEqual(['第1个菜单的第1个子菜单：名称不能超过 60 字节（约 20 个汉字）']);
  });

  it('normalize keeps only the keys a type uses and drops a parent\'s own action', () => {
    const menu = { button: [{ name: ' 父 ', type: 'click', key: 'x', sub_button: [{ name: '子', type: 'view', url: 'https://a.cn', key: 'stale' }] }] } as WechatMenu;
    expect(normalizeWechatMenu(menu)).toEqual({ button: [{ name: '父', sub_button: [{ name: '子', type: 'view', url: 'https://a.cn' }] }] });
  });
});
