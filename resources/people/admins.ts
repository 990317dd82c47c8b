import { defineResource, type EnumOption } from '../define.ts';
import { GROUP, GROUP_LABELS } from '../../src/domain/groups.ts';

/** The group levels of section 3 as enum options (staff accounts use all four). */
export const ADMIN_GROUPS = [
  { value: GROUP.member, label: GROUP_LABELS[GROUP.member], color: 'default' },
  { value: GROUP.editor, label: GROUP_LABELS[GROUP.editor], color: 'blue' },
  { value: GROUP.admin, label: GROUP_LABELS[GROUP.admin], color: 'purple' },
  { value: GROUP.superAdmin, label: GROUP_LABELS[GROUP.superAdmin], color: 'red' },
] as const satisfies readonly EnumOption[];

/** Account status: the values are ACCOUNT_STATUS (1 active, 0 disabled). */
export const ADMIN_STATUSES = [
  { value: 1, label: '正常', color: 'green' },
  { value: 0, label: '已禁用', color: 'default' },
] as const satisfies readonly EnumOption[];

const PASSWORD_RULE = { type: 'text', minLength: 8, maxLength: 64, required: true, writeOnly: true, ui: { list: false, show: false } } as const;

/** 新密码 of 重置密码 and of 修改密码 (`PUT /account/admin/:id/password`): one rule for the form and the server. */
export const NEW_PASSWORD_FIELD = { name: 'newPassword', label: '新密码', ...PASSWORD_RULE } as const;

/** The fields of 个人资料 (`PUT /account/admin/profile/i`): the account's own fields, checked by their declaration. */
export const PROFILE_FIELD_NAMES = ['name', 'nickname', 'avatar', 'email', 'phone'] as const;

/**
 * System accounts (/admin/list): the section-7 admin calls. The group ceiling, password hashing
 * and session revocation are the server hooks of `admins` (src/server/areas/people/adminHooks.ts).
 */
export const admins = defineResource({
  name: 'admins',
  label: '系统账号',
  table: 'admin',
  titleField: 'username',
  access: { permission: 'manage_admin_account' },
  defaultSort: '-created_at',
  search: { fields: ['username', 'name', 'phone'], placeholder: '用户名 / 姓名 / 手机号' },
  endpoints: {
    list: { method: 'GET', path: '/account/admin', summary: '系统账号列表' },
    one: { method: 'GET', path: '/account/admin/:id', summary: '系统账号详情' },
    create: { method: 'POST', path: '/account/admin', summary: '新建系统账号' },
    update: { method: 'PUT', path: '/account/admin/:id/profile', summary: '编辑系统账号资料' },
    delete: { method: 'DELETE', path: '/account/admin/:id', summary: '删除系统账号' },
    action: { method: 'PUT', path: '/account/admin/:id/status', summary: '启用或禁用系统账号' },
  },
  screens: [
    {
      name: 'adminList',
      createLabel: '新建账号',
      list: { path: '/admin/list', title: '系统账号', menu: { group: 'admin', icon: 'TeamOutlined', order: 1 } },
    },
  ],
  fields: [
    { name: 'id', type: 'id', label: 'ID', readOnly: true, ui: { list: true, width: 60 } },
    { name: 'username', type: 'text', label: '用户名', required: true, minLength: 3, maxLength: 32, pattern: '^[A-Za-z0-9_]+$', db: { unique: true }, ui: { list: true, width: 120, copyable: true, help: '3–32 位字母、数字、下划线' } },
    { name: 'password', label: '初始密码', ...PASSWORD_RULE },
    { name: 'name', type: 'text', label: '姓名', required: true, maxLength: 40, ui: { list: true, width: 100 } },
    { name: 'nickname', type: 'text', label: '昵称', maxLength: 40, db: { nullable: true } },
    { name: 'group', type: 'enum', label: '用户组', required: true, options: ADMIN_GROUPS, db: { column: 'grp', default: 1 }, ui: { list: true, width: 110, filter: 'eq' } },
    { name: 'status', type: 'enum', label: '状态', readOnly: true, options: ADMIN_STATUSES, db: { default: 1 }, ui: { list: true, width: 80, filter: 'eq' } },
    { name: 'phone', type: 'phone', label: '手机号', db: { nullable: true }, ui: { list: true, width: 120 } },
    { name: 'email', type: 'email', label: '邮箱', db: { nullable: true }, ui: { list: true, width: 150 } },
    { name: 'avatar', type: 'image', label: '头像', db: { nullable: true } },
    { name: 'created_at', type: 'datetime', label: '创建时间', readOnly: true, ui: { list: true, width: 170, sortable: true } },
    { name: 'updated_at', type: 'datetime', label: '更新时间', readOnly: true },
    { name: 'version', type: 'number', label: '版本', readOnly: true, db: { default: 1 }, ui: { show: false } },
  ],
  indexes: [
    { columns: ['grp', 'created_at'] },
    { columns: ['status', 'created_at'] },
    { columns: ['name', 'created_at'] },
    { columns: ['phone', 'created_at'] },
    { columns: ['created_at'] },
  ],
  status: {
    field: 'status',
    initial: '1',
    open: [],
    actions: [
      { name: 'disable', label: '禁用', from: ['1'], to: '0', confirm: '禁用后该账号的所有登录会话立即失效，确认禁用？', danger: true },
      { name: 'enable', label: '启用', from: ['0'], to: '1', confirm: '确认启用该账号？' },
    ],
  },
  operations: [
    {
      name: 'reset_password',
      label: '重置密码',
      endpoint: 'account.password',
      confirm: '重置后该账号的所有登录会话立即失效，确认重置密码？',
      fields: [NEW_PASSWORD_FIELD],
    },
  ],
});
