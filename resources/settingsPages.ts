import { definePages } from './define.ts';

/** Hand-written pages of the settings area (ROUTES.md): messages and the WeChat menu. */
export const settingsPages = definePages([
  { path: '/account/message', title: '我的站内信', component: 'MessagePage', access: {} },
  {
    path: '/notification/message',
    title: '站内信管理',
    component: 'MessageManagePage',
    access: { permission: 'manage_message' },
    menu: { group: 'notification', icon: 'MessageOutlined', order: 1 },
  },
  {
    path: '/system/wechat/menu',
    title: '公众号菜单',
    component: 'WechatMenuPage',
    access: { permission: 'manage_wxmenu' },
    menu: { group: 'system', icon: 'MessageOutlined', order: 3 },
  },
]);
