import { defineResource, type EnumOption } from '../define.ts';

/** What customers do on the front site, as the customer action log records it. */
export const CUSTOMER_LOG_ACTIONS = [
  { value: 'login', label: '登录', color: 'blue' },
  { value: 'logout', label: '退出登录', color: 'default' },
  { value: 'bind_wechat', label: '绑定微信', color: 'green' },
  { value: 'update_profile', label: '修改资料', color: 'cyan' },
  { value: 'change_password', label: '修改密码', color: 'orange' },
  { value: 'submit_repair', label: '提交报修', color: 'geekblue' },
  { value: 'query_warranty', label: '查询保修', color: 'lime' },
  { value: 'request_backup', label: '申请备用机', color: 'purple' },
  { value: 'request_accessory', label: '申请配件', color: 'magenta' },
  { value: 'download_firmware', label: '下载固件', color: 'gold' },
  { value: 'ask_assistant', label: '咨询智能客服', color: 'volcano' },
] as const satisfies readonly EnumOption[];

/** The customer action log (/user/user-action-log, `GET /system/log/user`), read-only. */
export const customerLogs = defineResource({
  name: 'customerLogs',
  label: '客户操作日志',
  table: 'customer_action_log',
  titleField: 'id',
  access: { permission: 'get_user_log' },
  defaultSort: '-created_at',
  endpoints: {
    list: { method: 'GET', path: '/system/log/user', summary: '客户操作日志列表' },
  },
  screens: [
    { name: 'userActionLog', list: { path: '/user/user-action-log', title: '客户操作日志', menu: { group: 'user', icon: 'SolutionOutlined', order: 3 } } },
  ],
  fields: [
    { name: 'id', type: 'id', label: 'ID', readOnly: true, ui: { show: false } },
    { name: 'created_at', type: 'datetime', label: '时间', readOnly: true, ui: { list: true, width: 170, sortable: true, filter: 'range' } },
    { name: 'username', type: 'text', label: '客户用户名', readOnly: true, ui: { list: true, width: 120, filter: 'eq' } },
    { name: 'customer_name', type: 'text', label: '客户姓名', readOnly: true, ui: { list: true, width: 100 } },
    { name: 'customer_id', type: 'number', label: '客户 ID', readOnly: true, db: { nullable: true }, ui: { filter: 'eq', searchForm: false } },
    { name: 'action', type: 'enum', label: '操作', readOnly: true, options: CUSTOMER_LOG_ACTIONS, ui: { list: true, width: 120, filter: 'eq' } },
    { name: 'detail', type: 'text', label: '详情', readOnly: true, db: { nullable: true }, ui: { list: true, width: 280 } },
    { name: 'channel', type: 'enum', label: '渠道', readOnly: true, options: [
      { value: 'web', label: '官网', color: 'blue' },
      { value: 'wechat', label: '公众号', color: 'green' },
      { value: 'miniprogram', label: '小程序', color: 'cyan' },
    ], ui: { list: true, width: 90, filter: 'eq' } },
    { name: 'ip', type: 'text', label: 'IP 地址', readOnly: true, db: { nullable: true }, ui: { list: true, width: 130 } },
  ],
  indexes: [
    { columns: ['created_at'] },
    { columns: ['username', 'created_at'] },
    { columns: ['customer_id', 'created_at'] },
    { columns: ['action', 'created_at'] },
    { columns: ['channel', 'created_at'] },
  ],
});
