import { defineEndpoints } from '../define.ts';

/**
 * The rights page (/admin/permission): every account with its group level and permission
 * actions, and the one call that changes both. The ceiling (nobody but a super admin grants
 * above their own level or an action they lack) is enforced by the handler.
 */
export const rightsEndpoints = defineEndpoints({
  name: 'rights',
  endpoints: {
    list: { method: 'GET', path: '/account/permission', access: { permission: 'manage_account_permission' }, summary: '账号权限一览' },
    one: { method: 'GET', path: '/account/admin/:id/permission', access: { permission: 'manage_account_permission' }, summary: '某账号的用户组与权限' },
    update: { method: 'PUT', path: '/account/admin/:id/permission', access: { permission: 'manage_account_permission' }, summary: '修改某账号的用户组与权限' },
  },
});
