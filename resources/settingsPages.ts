import { definePages } from './define.ts';

/** Hand-written pages of the settings area (ROUTES.md): system config, templates, the WeChat menu. */
export const settingsPages = definePages([
  {
    path: '/system',
    title: '全局配置',
    component: 'ConfigPage',
    access: { permission: 'manage_system_config' },
    menu: { group: 'system', icon: 'SettingOutlined', order: 1 },
  },
  {
    path: '/system/template',
    title: '邮件模板',
    component: 'TemplateListPage',
    access: { permission: 'manage_email_template' },
    menu: { group: 'system', icon: 'SolutionOutlined', order: 2 },
  },
  {
    path: '/system/template/detail',
    title: '邮件模板详情',
    component: 'TemplateDetailPage',
    access: { permission: 'manage_email_template' },
    activeMenu: '/system/template',
  },
  {
    path: '/system/wechat/menu',
    title: '公众号菜单',
    component: 'WechatMenuPage',
    access: { permission: 'manage_wxmenu' },
    menu: { group: 'system', icon: 'MessageOutlined', order: 3 },
  },
]);
