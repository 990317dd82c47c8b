import { defineEndpoints } from '../define.ts';

/**
 * The official-account menu (/system/wechat/menu). It is validated by the shared rules of
 * src/domain/wechatMenu.ts and stored in the database; pushing it to WeChat's `menu/create` API
 * needs the account's AppSecret and network access, which this installation does not have, so
 * saving stores it only (the answer says `published: false`).
 */
export const wechatMenuEndpoints = defineEndpoints({
  name: 'wechatMenu',
  endpoints: {
    get: { method: 'GET', path: '/manage/wechat/mp/menu', access: { permission: 'manage_wxmenu' }, summary: '读取公众号菜单' },
    save: { method: 'POST', path: '/manage/wechat/mp/menu', access: { permission: 'manage_wxmenu' }, summary: '保存公众号菜单（校验后存库；带 version）' },
  },
});
