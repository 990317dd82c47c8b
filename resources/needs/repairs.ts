import { defineResource, type EnumOption, type FieldDef } from '../define.ts';

/**
 * Repairs: ordinary repair (type 1) and quick repair (type 3) are one declaration with two
 * screens. The statuses are our decision (the specification leaves them open); see
 * docs/decisions.md for the reasoning.
 */
export const REPAIR_TYPES = [
  { value: 1, label: '普通维修', color: 'blue' },
  { value: 3, label: '快速维修', color: 'purple' },
] as const satisfies readonly EnumOption[];

export const REPAIR_STATUSES = [
  { value: 'pending', label: '待受理', color: 'orange' },
  { value: 'received', label: '已收件', color: 'cyan' },
  { value: 'inspecting', label: '检测中', color: 'blue' },
  { value: 'quoted', label: '待客户确认', color: 'gold' },
  { value: 'repairing', label: '维修中', color: 'geekblue' },
  { value: 'returning', label: '待寄回', color: 'purple' },
  { value: 'shipped', label: '已寄回', color: 'lime' },
  { value: 'completed', label: '已完成', color: 'green' },
  { value: 'cancelled', label: '已取消', color: 'default' },
] as const satisfies readonly EnumOption[];

export type RepairStatus = (typeof REPAIR_STATUSES)[number]['value'];

export const SERVICE_MODES = [
  { value: 'mail', label: '寄修', color: 'blue' },
  { value: 'onsite', label: '上门', color: 'green' },
  { value: 'store', label: '到店', color: 'orange' },
] as const satisfies readonly EnumOption[];

const remark = (label: string, required = false): FieldDef => ({
  name: 'remark',
  type: 'textarea',
  label,
  required,
  maxLength: 500,
});

export const repairs = defineResource({
  name: 'repairs',
  label: '维修单',
  table: 'repair',
  titleField: 'no',
  access: { permission: 'manage_needs_repair' },
  defaultSort: '-created_at',
  search: { fields: ['no', 'serial', 'customer_phone', 'customer_name'], placeholder: '单号 / 序列号 / 手机号 / 客户姓名' },
  endpoints: {
    list: { method: 'GET', path: '/needs/manage-repairs', summary: '维修单列表' },
    count: { method: 'GET', path: '/needs/manage-repair/count', summary: '待受理维修单数量（侧边栏角标）' },
    one: { method: 'GET', path: '/needs/manage-repair/:id', summary: '维修单详情' },
    create: { method: 'POST', path: '/needs/manage-repair', summary: '新建维修单（电话登记）' },
    update: { method: 'PUT', path: '/needs/manage-repair/:id', summary: '编辑维修单' },
    delete: { method: 'DELETE', path: '/needs/repair/:id', summary: '删除维修单' },
    action: { method: 'PUT', path: '/needs/manage-repair/:id/status', summary: '变更维修状态' },
    follow: { method: 'PUT', path: '/needs/manage-repair/:id/follow', summary: '添加跟进记录' },
    history: { method: 'GET', path: '/needs/manage-repair/:id/status', summary: '状态历史与跟进记录' },
    stats: { method: 'GET', path: '/needs/manage-repair/stats', summary: '按状态统计维修单（首页图表）' },
  },
  screens: [
    {
      name: 'repair',
      fixed: { type: 1 },
      countKey: 'repair',
      createLabel: '新建维修单',
      list: { path: '/repair/list', title: '普通维修', keepAlive: true, menu: { group: 'repair', icon: 'ToolOutlined', order: 1 } },
      show: { path: '/repair/:id', title: '维修详情', activeMenu: '/repair/list' },
    },
    {
      name: 'quickrp',
      fixed: { type: 3 },
      countKey: 'quickrp',
      createLabel: '新建快速维修',
      list: { path: '/repair/quickrp', title: '快速维修', keepAlive: true, menu: { group: 'repair', icon: 'ThunderboltOutlined', order: 2 } },
      show: { path: '/repair/quickrp/:id', title: '快速维修详情', activeMenu: '/repair/quickrp' },
    },
  ],
  fields: [
    { name: 'id', type: 'id', label: 'ID', readOnly: true, ui: { show: false } },
    { name: 'no', type: 'text', label: '维修单号', readOnly: true, db: { unique: true }, ui: { list: true, width: 170, copyable: true } },
    { name: 'type', type: 'enum', label: '维修类型', readOnly: true, options: REPAIR_TYPES, db: { default: 1 } },
    { name: 'status', type: 'enum', label: '状态', readOnly: true, options: REPAIR_STATUSES, db: { default: 'pending' }, ui: { list: true, width: 110, filter: 'eq' } },
    { name: 'service_mode', type: 'enum', label: '服务方式', required: true, options: SERVICE_MODES, db: { default: 'mail' }, ui: { list: true, width: 96, filter: 'eq' } },
    { name: 'serial', type: 'serial', label: '序列号', required: true, ui: { list: true, width: 200, copyable: true, filter: 'eq' } },
    { name: 'model', type: 'text', label: '机型', maxLength: 60, db: { nullable: true }, ui: { list: true, width: 120 } },
    { name: 'customer_name', type: 'text', label: '客户姓名', required: true, maxLength: 40, ui: { list: true, width: 220, display: 'customerDealer', displayWith: ['customer_phone'] } },
    { name: 'customer_phone', type: 'phone', label: '联系电话', required: true, ui: { list: true, width: 140, copyable: true, filter: 'eq' } },
    { name: 'customer_company', type: 'text', label: '公司', maxLength: 80, db: { nullable: true } },
    { name: 'address', type: 'textarea', label: '寄回地址', maxLength: 200, db: { nullable: true }, ui: { span: 3 } },
    { name: 'fault', type: 'textarea', label: '故障描述', required: true, minLength: 2, maxLength: 1000, ui: { span: 3 } },
    { name: 'solution', type: 'textarea', label: '维修方案', maxLength: 1000, db: { nullable: true }, ui: { span: 3 } },
    { name: 'fee', type: 'money', label: '维修费用', min: 0, max: 100_000_000, db: { default: 0 }, ui: { list: true, width: 110 } },
    { name: 'engineer', type: 'text', label: '维修工程师', maxLength: 40, db: { nullable: true }, ui: { list: true, width: 100 } },
    // courier numbers belong to 寄修 only: a walk-in (到店) or on-site (上门) repair does not show them
    { name: 'express_in', type: 'text', label: '寄入快递单号', maxLength: 40, db: { nullable: true }, ui: { copyable: true, shownWhen: { service_mode: 'mail' } } },
    { name: 'express_out', type: 'text', label: '寄回快递单号', maxLength: 40, db: { nullable: true }, ui: { copyable: true, shownWhen: { service_mode: 'mail' } } },
    { name: 'created_at', type: 'datetime', label: '创建时间', readOnly: true, ui: { list: true, width: 170, sortable: true, filter: 'range' } },
    { name: 'updated_at', type: 'datetime', label: '更新时间', readOnly: true, ui: { list: true, width: 170, sortable: true } },
    { name: 'version', type: 'number', label: '版本', readOnly: true, db: { default: 1 }, ui: { show: false } },
  ],
  indexes: [
    { columns: ['type', 'created_at'] },
    { columns: ['type', 'updated_at'] },
    { columns: ['type', 'status', 'created_at'] },
    { columns: ['type', 'status', 'updated_at'] },
    { columns: ['type', 'service_mode', 'created_at'] },
    { columns: ['type', 'service_mode', 'updated_at'] },
    { columns: ['serial', 'created_at'] },
    { columns: ['serial', 'updated_at'] },
    { columns: ['customer_phone', 'created_at'] },
    { columns: ['customer_phone', 'updated_at'] },
    { columns: ['customer_name', 'created_at'] },
  ],
  counts: ['type', 'status'],
  status: {
    field: 'status',
    initial: 'pending',
    open: ['pending'],
    actions: [
      {
        name: 'receive',
        label: '确认收件',
        from: ['pending'],
        to: 'received',
        confirm: '确认已收到客户寄来的设备？',
        fields: [{ name: 'express_in', type: 'text', label: '寄入快递单号', maxLength: 40 }, remark('备注')],
        variants: [
          { when: { service_mode: 'store' }, confirm: '确认客户已将设备送到店？', fields: [remark('备注')] },
          { when: { service_mode: 'onsite' }, confirm: '确认工程师已上门并接手该设备？', fields: [remark('备注')] },
        ],
      },
      { name: 'inspect', label: '开始检测', from: ['received'], to: 'inspecting', confirm: '确认开始检测该设备？', fields: [remark('备注')] },
      {
        name: 'quote',
        label: '提交报价',
        from: ['inspecting'],
        to: 'quoted',
        confirm: '确认将报价发给客户？',
        fields: [
          { name: 'fee', type: 'money', label: '维修费用', required: true, min: 0, max: 100_000_000 },
          { name: 'solution', type: 'textarea', label: '维修方案', required: true, maxLength: 1000 },
          remark('备注'),
        ],
      },
      { name: 'accept_quote', label: '客户已确认', from: ['quoted'], to: 'repairing', confirm: '客户已同意报价，开始维修？', fields: [remark('备注')] },
      {
        name: 'start_repair',
        label: '开始维修',
        from: ['pending', 'received', 'inspecting'],
        to: 'repairing',
        confirm: '确认开始维修（保内或无需报价）？',
        fields: [{ name: 'engineer', type: 'text', label: '维修工程师', maxLength: 40 }, remark('备注')],
      },
      {
        name: 'finish',
        label: '维修完成',
        from: ['repairing'],
        to: 'returning',
        confirm: '确认维修已完成？',
        fields: [{ name: 'solution', type: 'textarea', label: '维修方案', required: true, maxLength: 1000 }, remark('备注')],
      },
      { name: 'refuse_quote', label: '客户拒修', from: ['quoted'], to: 'returning', confirm: '客户拒绝维修，设备将原样退还客户？', fields: [remark('拒修原因', true)] },
      {
        name: 'ship',
        label: '寄回设备',
        from: ['returning'],
        to: 'shipped',
        confirm: '确认设备已寄出？',
        fields: [{ name: 'express_out', type: 'text', label: '寄回快递单号', required: true, maxLength: 40 }, remark('备注')],
      },
      { name: 'complete', label: '确认完成', from: ['returning', 'shipped'], to: 'completed', confirm: '确认客户已收到设备，结束该维修单？', fields: [remark('备注')] },
      {
        name: 'cancel',
        label: '取消维修',
        from: ['pending', 'received', 'inspecting', 'quoted'],
        to: 'cancelled',
        confirm: '取消后无法恢复，确认取消该维修单？',
        danger: true,
        fields: [remark('取消原因', true)],
      },
    ],
  },
  notify: [
    {
      name: 'repair_status',
      label: '维修状态变更时按客户的通知方式通知客户',
      on: { actions: 'any' },
      to: 'customer',
      channel: 'preferred',
      template: 'repair_status_changed',
      variables: ['no', 'status', 'model', 'serial', 'customer_name', 'time'],
    },
  ],
});
