import { definePages } from './define.ts';

/** Hand-written pages that are not resource screens (ROUTES.md). `component` names a file in src/app/pages/. */
export const pages = definePages([
  { path: '/login', title: '登录', component: 'LoginPage', access: { public: true }, bare: true },
  {
    path: '/dashboard',
    title: '首页',
    component: 'DashboardPage',
    access: {},
    affix: true,
    keepAlive: true,
    menu: { icon: 'DashboardOutlined', order: 0 },
  },
  { path: '/403', title: '无权限', component: 'ForbiddenPage', access: {}, noTab: true },
  { path: '/account/profile', title: '个人设置', component: 'ProfilePage', access: {} },
  {
    path: '/admin/permission',
    title: '权限',
    component: 'AdminPermissionPage',
    access: { permission: 'manage_account_permission' },
    menu: { group: 'admin', icon: 'SafetyOutlined', order: 2 },
  },
  { path: '/__redirect/*', title: '刷新', component: 'RedirectPage', access: {} },
]);
