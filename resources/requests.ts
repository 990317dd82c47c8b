import { defineResource, type EnumOption } from './define.ts';
import { customerFields, idField, remark, timestampFields } from './needsShared.ts';

/**
 * Backup-unit (type 1) and accessory (type 2) requests: one declaration, two screens. The
 * statuses and the transition table are our decision (the specification names only refuse,
 * confirm return, credit and write off); docs/decisions.md has the table and the reasons.
 */
export const REQUEST_TYPES = [
  { value: 1, label: '备用机申请', color: 'blue' },
  { value: 2, label: '配件申请', color: 'green' },
] as const satisfies readonly EnumOption[];

export const REQUEST_STATUSES = [
  { value: 'pending', label: '待审核', color: 'orange' },
  { value: 'approved', label: '待发出', color: 'blue' },
  { value: 'sent', label: '已发出', color: 'geekblue' },
  { value: 'returned', label: '已归还', color: 'cyan' },
  { value: 'credited', label: '已入账', color: 'green' },
  { value: 'written_off', label: '已核销', color: 'purple' },
  { value: 'refused', label: '已拒绝', color: 'red' },
  { value: 'cancelled', label: '已取消', color: 'default' },
] as const satisfies readonly EnumOption[];

export type RequestStatus = (typeof REQUEST_STATUSES)[number]['value'];

export const requests = defineResource({
  name: 'requests',
  label: '申请单',
  table: 'request',
  titleField: 'no',
  access: { permission: 'manage_needs_request' },
  defaultSort: '-created_at',
  search: { fields: ['no', 'serial', 'customer_phone', 'customer_name'], placeholder: '单号 / 序列号 / 手机号 / 客户姓名' },
  endpoints: {
    list: { method: 'GET', path: '/needs/manage-requests', summary: '申请单列表' },
    count: { method: 'GET', path: '/needs/manage-requests/count', summary: '待处理申请数量，按申请类型（侧边栏角标）' },
    one: { method: 'GET', path: '/needs/manage-request/:id', summary: '申请单详情' },
    create: { method: 'POST', path: '/needs/manage-request', summary: '新建申请单（电话登记）' },
    update: { method: 'PUT', path: '/needs/manage-request/:id', summary: '编辑申请单' },
    delete: { method: 'DELETE', path: '/needs/request/:id', summary: '删除申请单' },
    action: { method: 'PUT', path: '/needs/manage-request/:id/status', summary: '变更申请状态（任一声明的操作）' },
    follow: { method: 'PUT', path: '/needs/manage-request/:id/follow', summary: '添加跟进记录' },
    history: { method: 'GET', path: '/needs/manage-request/:id/:type/status', summary: '状态历史与跟进记录' },
  },
  screens: [
    {
      name: 'backup',
      fixed: { type: 1 },
      countKey: '1',
      createLabel: '新建备用机申请',
      list: { path: '/request/backup', title: '备用机申请', menu: { group: 'request', icon: 'SwapOutlined', order: 1 } },
      show: { path: '/request/backup/:id', title: '备用机申请详情', activeMenu: '/request/backup' },
    },
    {
      name: 'accessory',
      fixed: { type: 2 },
      countKey: '2',
      createLabel: '新建配件申请',
      list: { path: '/request/accessory', title: '配件申请', menu: { group: 'request', icon: 'ToolOutlined', order: 2 } },
      show: { path: '/request/accessory/:id', title: '配件申请详情', activeMenu: '/request/accessory' },
    },
  ],
  fields: [
    idField,
    { name: 'no', type: 'text', label: '申请单号', readOnly: true, db: { unique: true }, ui: { list: true, width: 170, copyable: true } },
    { name: 'type', type: 'enum', label: '申请类型', readOnly: true, options: REQUEST_TYPES, db: { default: 1 } },
    { name: 'status', type: 'enum', label: '状态', readOnly: true, options: REQUEST_STATUSES, db: { default: 'pending' }, ui: { list: true, width: 100, filter: 'eq' } },
    { name: 'serial', type: 'serial', label: '客户设备序列号', required: true, ui: { list: true, width: 200, copyable: true, filter: 'eq' } },
    { name: 'model', type: 'text', label: '机型', maxLength: 60, db: { nullable: true }, ui: { list: true, width: 140 } },
    { name: 'stock_id', type: 'reference', label: '申领物品', required: true, reference: { resource: 'stockItems', labelField: 'name' }, ui: { list: true, width: 180 } },
    { name: 'quantity', type: 'number', label: '数量', required: true, integer: true, min: 1, max: 99, db: { default: 1 }, ui: { list: true, width: 70 } },
    ...customerFields,
    { name: 'repair_no', type: 'text', label: '关联维修单号', maxLength: 20, db: { nullable: true }, ui: { copyable: true } },
    { name: 'reason', type: 'textarea', label: '申请原因', required: true, minLength: 2, maxLength: 1000, ui: { span: 3 } },
    { name: 'deposit', type: 'money', label: '押金', min: 0, max: 100_000_000, db: { default: 0 }, ui: { list: true, width: 100 } },
    { name: 'credit_amount', type: 'money', label: '入账金额', readOnly: true, db: { nullable: true }, ui: { list: true, width: 100 } },
    { name: 'express_out', type: 'text', label: '发出快递单号', maxLength: 40, db: { nullable: true }, ui: { copyable: true, form: false } },
    { name: 'express_back', type: 'text', label: '归还快递单号', maxLength: 40, db: { nullable: true }, ui: { copyable: true, form: false } },
    ...timestampFields(true),
  ],
  indexes: [
    { columns: ['type', 'created_at'] },
    { columns: ['type', 'updated_at'] },
    { columns: ['type', 'status', 'created_at'] },
    { columns: ['type', 'status', 'updated_at'] },
    { columns: ['serial', 'created_at'] },
    { columns: ['serial', 'updated_at'] },
    { columns: ['customer_phone', 'created_at'] },
    { columns: ['customer_phone', 'updated_at'] },
    { columns: ['customer_name', 'created_at'] },
    { columns: ['stock_id'] },
  ],
  counts: ['type', 'status'],
  status: {
    field: 'status',
    initial: 'pending',
    open: ['pending', 'approved'],
    actions: [
      { name: 'approve', label: '审核通过', from: ['pending'], to: 'approved', confirm: '确认通过该申请？', fields: [remark('备注')] },
      {
        name: 'refuse',
        label: '拒绝申请',
        path: '/needs/refuse-request/:id',
        from: ['pending'],
        to: 'refused',
        confirm: '拒绝后申请即结束，确认拒绝？',
        danger: true,
        fields: [remark('拒绝原因', true)],
      },
      {
        name: 'ship',
        label: '发出',
        from: ['approved'],
        to: 'sent',
        confirm: '确认已寄出？库存将按数量扣减。',
        fields: [{ name: 'express_out', type: 'text', label: '发出快递单号', required: true, maxLength: 40 }, remark('备注')],
      },
      { name: 'cancel', label: '取消申请', from: ['approved'], to: 'cancelled', confirm: '确认取消该申请？', danger: true, fields: [remark('取消原因', true)] },
      {
        name: 'confirm_return',
        label: '确认归还',
        path: '/needs/confirm-return/:id',
        from: ['sent'],
        to: 'returned',
        confirm: '确认已收到归还的物品？库存将按数量增加。',
        fields: [{ name: 'express_back', type: 'text', label: '归还快递单号', maxLength: 40 }, remark('验收情况')],
      },
      {
        name: 'credit',
        label: '入账',
        path: '/needs/credit/:id',
        from: ['sent', 'returned'],
        to: 'credited',
        confirm: '入账后申请即结束，确认入账？',
        fields: [{ name: 'credit_amount', type: 'money', label: '入账金额', required: true, min: 0, max: 100_000_000 }, remark('备注')],
      },
      {
        name: 'write_off',
        label: '核销',
        path: '/needs/write-off/:id',
        from: ['sent', 'returned'],
        to: 'written_off',
        confirm: '核销后申请即结束，确认核销？',
        danger: true,
        fields: [remark('核销原因', true)],
      },
    ],
  },
});
