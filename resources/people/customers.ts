import { defineResource, type EnumOption } from '../define.ts';

/**
 * Customer groups (front-site accounts). Section 3 names only the staff levels; customers sit
 * below them: 1 普通用户 (the default), 8 企业用户, 16 经销商 (docs/decisions.md).
 */
export const CUSTOMER_GROUPS = [
  { value: 1, label: '普通用户', color: 'default' },
  { value: 8, label: '企业用户', color: 'blue' },
  { value: 16, label: '经销商', color: 'gold' },
] as const satisfies readonly EnumOption[];

/** What a customer may do on the front site (官网 / 公众号 / 小程序). */
export const CUSTOMER_PERMISSIONS = [
  { value: 'repair_submit', label: '在线报修', color: 'blue' },
  { value: 'request_backup', label: '申请备用机', color: 'cyan' },
  { value: 'request_accessory', label: '申请配件', color: 'geekblue' },
  { value: 'warranty_query', label: '保修查询', color: 'green' },
  { value: 'firmware_download', label: '固件下载', color: 'purple' },
  { value: 'ai_assistant', label: '智能客服', color: 'magenta' },
  { value: 'dealer_order', label: '经销商订货', color: 'gold' },
] as const satisfies readonly EnumOption[];

/** How a customer wants to be notified (a trigger with channel `preferred`); 不通知 sends nothing. */
export const NOTIFY_CHANNELS = [
  { value: 'sms', label: '短信', color: 'blue' },
  { value: 'email', label: '邮件', color: 'cyan' },
  { value: 'wechat', label: '微信', color: 'green' },
  { value: 'none', label: '不通知', color: 'default' },
] as const satisfies readonly EnumOption[];

/**
 * Customer accounts: /user/list (display fields of section 3) and /user/permission (their
 * group and front-site permissions) are two screens of one declaration.
 */
export const customers = defineResource({
  name: 'customers',
  label: '客户',
  table: 'customer',
  titleField: 'username',
  access: { permission: 'manage_user_account' },
  defaultSort: '-created_at',
  search: { fields: ['username', 'name', 'phone', 'company'], placeholder: '用户名 / 姓名 / 手机号 / 公司' },
  endpoints: {
    list: { method: 'GET', path: '/account/user', summary: '客户列表' },
    one: { method: 'GET', path: '/account/user/:id', summary: '客户详情' },
    create: { method: 'POST', path: '/account/user', summary: '新建客户' },
    update: { method: 'PUT', path: '/account/user/:id', summary: '编辑客户资料与权限' },
    delete: { method: 'DELETE', path: '/account/user/:id', summary: '删除客户' },
  },
  screens: [
    {
      name: 'userList',
      createLabel: '新建客户',
      list: { path: '/user/list', title: '客户列表', menu: { group: 'user', icon: 'TeamOutlined', order: 1 } },
      editFields: ['name', 'nickname', 'username', 'wechat_name', 'wechat_avatar', 'avatar', 'company', 'phone', 'email', 'notify_channel', 'wechat_openid', 'group'],
    },
    {
      name: 'userPermission',
      list: { path: '/user/permission', title: '客户权限', menu: { group: 'user', icon: 'SafetyOutlined', order: 2 } },
      columns: ['username', 'name', 'company', 'group', 'permissions', 'updated_at'],
      editFields: ['group', 'permissions'],
      canDelete: false,
    },
  ],
  fields: [
    { name: 'id', type: 'id', label: 'ID', readOnly: true, ui: { show: false } },
    { name: 'avatar', type: 'image', label: '头像', maxLength: 500, db: { nullable: true }, ui: { list: true, width: 70 } },
    { name: 'username', type: 'text', label: '用户名', required: true, minLength: 3, maxLength: 32, pattern: '^[A-Za-z0-9_]+$', db: { unique: true }, ui: { list: true, width: 110, copyable: true } },
    { name: 'name', type: 'text', label: '姓名', required: true, maxLength: 40, ui: { list: true, width: 90 } },
    { name: 'nickname', type: 'text', label: '昵称', maxLength: 40, db: { nullable: true }, ui: { list: true, width: 110 } },
    { name: 'wechat_name', type: 'text', label: '微信昵称', maxLength: 60, db: { nullable: true }, ui: { list: true, width: 110 } },
    { name: 'wechat_avatar', type: 'image', label: '微信头像', maxLength: 500, db: { nullable: true }, ui: { list: true, width: 80 } },
    { name: 'company', type: 'text', label: '公司', maxLength: 80, db: { nullable: true }, ui: { list: true, width: 180 } },
    { name: 'phone', type: 'phone', label: '手机号', db: { nullable: true }, ui: { list: true, width: 130, copyable: true, filter: 'eq' } },
    { name: 'email', type: 'email', label: '邮箱', db: { nullable: true }, ui: { list: true, width: 200 } },
    { name: 'notify_channel', type: 'enum', label: '通知方式', options: NOTIFY_CHANNELS, db: { default: 'sms' }, ui: { width: 90, help: '维修状态变更、备用机逾期等通知按此方式发给客户' } },
    { name: 'wechat_openid', type: 'text', label: '公众号 OpenID', maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', db: { nullable: true }, ui: { width: 200, copyable: true, help: '客户关注公众号后获得，微信通知发往此 OpenID' } },
    { name: 'group', type: 'enum', label: '用户组', options: CUSTOMER_GROUPS, db: { column: 'grp', default: 1 }, ui: { list: true, width: 100, filter: 'eq' } },
    { name: 'permissions', type: 'tags', label: '前台权限', options: CUSTOMER_PERMISSIONS, db: { default: '[]' }, ui: { width: 360, span: 3 } },
    { name: 'created_at', type: 'datetime', label: '注册时间', readOnly: true, ui: { list: true, width: 170, sortable: true, filter: 'range' } },
    { name: 'updated_at', type: 'datetime', label: '更新时间', readOnly: true, ui: { width: 170, sortable: true } },
    { name: 'version', type: 'number', label: '版本', readOnly: true, db: { default: 1 }, ui: { show: false } },
  ],
  indexes: [
    { columns: ['created_at'] },
    { columns: ['updated_at'] },
    { columns: ['grp', 'created_at'] },
    { columns: ['grp', 'updated_at'] },
    { columns: ['phone', 'created_at'] },
    { columns: ['phone', 'updated_at'] },
    { columns: ['name', 'created_at'] },
    { columns: ['company', 'created_at'] },
  ],
});
