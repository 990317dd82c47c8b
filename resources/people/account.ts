import { defineEndpoints } from '../define.ts';

/**
 * The session and own-account endpoints (section 7, admin accounts). They serve the shell or
 * the caller's own account, so every logged-in user may call them (ROUTES.md).
 */
export const accountEndpoints = defineEndpoints({
  name: 'account',
  endpoints: {
    login: { method: 'POST', path: '/account/admin/login', access: { public: true }, summary: '登录' },
    check: { method: 'GET', path: '/account/admin/check', access: {}, summary: '校验登录状态并返回当前用户' },
    logout: { method: 'POST', path: '/account/admin/logout', access: {}, summary: '退出登录（吊销令牌）' },
    permissions: { method: 'GET', path: '/account/permission/i', access: {}, summary: '当前用户的权限列表' },
    profile: { method: 'PUT', path: '/account/admin/profile/i', access: {}, summary: '修改个人资料' },
    password: {
      method: 'PUT',
      path: '/account/admin/:id/password',
      access: {},
      selfOr: { permission: 'manage_admin_account' },
      summary: '修改密码（本人需原密码；他人需系统账号权限）',
    },
    groups: { method: 'GET', path: '/account/user/group', access: {}, summary: '用户组列表' },
  },
});
