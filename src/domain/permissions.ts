/** Every permission action of section 6, with the Chinese label and area staff see in the rights matrix. */
export const PERMISSIONS = {
  manage_needs_production: { label: '机型配置', area: '产品管理' },
  manage_needs_stock: { label: '换货管理', area: '产品管理' },
  manage_needs_request: { label: '申请管理', area: '申请管理' },
  manage_needs_repair: { label: '维修管理', area: '维修管理' },
  manage_system_config: { label: '全局配置', area: '系统管理' },
  manage_email_template: { label: '邮件模板', area: '系统管理' },
  manage_wxmenu: { label: '公众号菜单', area: '系统管理' },
  manage_user_account: { label: '客户管理', area: '客户管理' },
  get_user_log: { label: '客户操作日志', area: '客户管理' },
  list_workflow_bucket: { label: '查看全部工单', area: '工单' },
  manage_workflow_type: { label: '工单类型配置', area: '工单' },
  create_workflow_bucket: { label: '创建工单', area: '工单' },
  update_workflow_bucket: { label: '编辑工单', area: '工单' },
  get_workflow_bucket: { label: '查看工单详情', area: '工单' },
  manage_tool_question: { label: '问题汇总', area: '工单' },
  get_active_log: { label: '解密记录', area: '设备' },
  manage_message: { label: '通知管理', area: '通知' },
  manage_erp_relation: { label: 'ERP 关联', area: 'ERP' },
  manage_erp_purchase: { label: '采购单', area: 'ERP' },
  get_erp_stock: { label: '库存查询', area: 'ERP' },
  manage_erp_company: { label: '公司管理', area: 'ERP' },
  manage_erp_group: { label: '分组管理', area: 'ERP' },
  get_erp_company: { label: '公司采购单', area: 'ERP' },
  adjust_erp_stock: { label: '库存调整', area: 'ERP' },
  manage_admin_account: { label: '系统账号', area: '管理员' },
  manage_account_permission: { label: '权限分配', area: '管理员' },
  get_action_log: { label: '操作日志', area: '管理员' },
} as const satisfies Record<string, { label: string; area: string }>;

export type PermissionAction = keyof typeof PERMISSIONS;

export const PERMISSION_ACTIONS = Object.keys(PERMISSIONS) as PermissionAction[];

export const isPermissionAction = (value: unknown): value is PermissionAction =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(PERMISSIONS, value);
