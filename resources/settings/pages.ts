import { definePages } from '../define.ts';

/** Hand-written pages of the settings area (ROUTES.md): the WeChat menu. */
export const settingsPages = definePages([
  {
    path: '/system/wechat/menu',
    title: '公众号菜单',
    component: 'WechatMenuPage',
    access: { permission: 'manage_wxmenu' },
    menu: { group: 'system', icon: 'MessageOutlined', order: 3 },
  },
]);
