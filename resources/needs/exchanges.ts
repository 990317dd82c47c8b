import { defineResource, type EnumOption } from '../define.ts';
import { idField, timestampFields } from '../commonFields.ts';
import { customerFields, remark } from './shared.ts';

/**
 * Exchanges (换货管理): a customer's unit (old serial) is replaced by a new one taken from stock
 * (new serial). Statuses and transitions are our decision; see docs/decisions.md.
 */
export const EXCHANGE_STATUSES = [
  { value: 'pending', label: '待审核', color: 'orange' },
  { value: 'approved', label: '待换出', color: 'blue' },
  { value: 'shipped', label: '已换出', color: 'geekblue' },
  { value: 'completed', label: '已完成', color: 'green' },
  { value: 'rejected', label: '已驳回', color: 'red' },
  { value: 'cancelled', label: '已取消', color: 'default' },
] as const satisfies readonly EnumOption[];

export const exchanges = defineResource({
  name: 'exchanges',
  label: '换货单',
  table: 'exchange',
  titleField: 'no',
  access: { permission: 'manage_needs_stock' },
  defaultSort: '-created_at',
  search: { fields: ['no', 'old_serial', 'new_serial', 'customer_phone', 'customer_name'], placeholder: '单号 / 序列号 / 手机号 / 客户姓名' },
  endpoints: {
    list: { method: 'GET', path: '/needs/exchanges', summary: '换货记录列表' },
    one: { method: 'GET', path: '/needs/exchange/:id', summary: '换货记录详情' },
    create: { method: 'POST', path: '/needs/exchange', summary: '新建换货单' },
    update: { method: 'PUT', path: '/needs/exchange/:id', summary: '编辑换货单' },
    delete: { method: 'DELETE', path: '/needs/exchange/:id', summary: '删除换货单' },
    action: { method: 'PUT', path: '/needs/exchange/:id/status', summary: '变更换货状态' },
    follow: { method: 'PUT', path: '/needs/exchange/:id/follow', summary: '添加跟进记录' },
    history: { method: 'GET', path: '/needs/exchange/:id/status', summary: '状态历史与跟进记录' },
  },
  screens: [
    {
      name: 'exchange',
      createLabel: '新建换货单',
      list: { path: '/production/stock', title: '换货管理', menu: { group: 'production', icon: 'SwapOutlined', order: 2 } },
      show: { path: '/production/stock/:id', title: '换货记录', activeMenu: '/production/stock' },
    },
  ],
  fields: [
    idField,
    { name: 'no', type: 'text', label: '换货单号', readOnly: true, db: { unique: true }, ui: { list: true, width: 170, copyable: true } },
    { name: 'status', type: 'enum', label: '状态', readOnly: true, options: EXCHANGE_STATUSES, db: { default: 'pending' }, ui: { list: true, width: 100, filter: 'eq' } },
    { name: 'old_serial', type: 'serial', label: '原序列号', required: true, ui: { list: true, width: 200, copyable: true, filter: 'eq' } },
    { name: 'new_serial', type: 'serial', label: '新序列号', db: { nullable: true }, ui: { list: true, width: 200, copyable: true, form: false } },
    { name: 'model', type: 'text', label: '机型', maxLength: 60, db: { nullable: true }, ui: { list: true, width: 140 } },
    { name: 'stock_id', type: 'reference', label: '换出库存', required: true, reference: { resource: 'stockItems', labelField: 'name' }, ui: { list: true, width: 160 } },
    ...customerFields,
    { name: 'reason', type: 'textarea', label: '换货原因', required: true, minLength: 2, maxLength: 1000, ui: { list: true, width: 200, span: 3 } },
    { name: 'express_out', type: 'text', label: '寄出快递单号', maxLength: 40, db: { nullable: true }, ui: { copyable: true, form: false } },
    { name: 'express_back', type: 'text', label: '旧机寄回快递单号', maxLength: 40, db: { nullable: true }, ui: { copyable: true, form: false } },
    ...timestampFields(true),
  ],
  indexes: [
    { columns: ['created_at'] },
    { columns: ['updated_at'] },
    { columns: ['status', 'created_at'] },
    { columns: ['status', 'updated_at'] },
    { columns: ['old_serial', 'created_at'] },
    { columns: ['old_serial', 'updated_at'] },
    { columns: ['new_serial', 'created_at'] },
    { columns: ['customer_phone', 'created_at'] },
    { columns: ['customer_phone', 'updated_at'] },
    { columns: ['customer_name', 'created_at'] },
    { columns: ['stock_id'] },
  ],
  counts: ['status'],
  status: {
    field: 'status',
    initial: 'pending',
    open: ['pending', 'approved'],
    actions: [
      {
        name: 'approve',
        label: '审核通过',
        from: ['pending'],
        to: 'approved',
        confirm: '同意后将预留 1 台换出库存，确认同意为客户换货？',
        fields: [remark('备注')],
        stock: { effect: 'reserve', item: 'stock_id', quantity: 1 },
      },
      { name: 'reject', label: '驳回', from: ['pending'], to: 'rejected', confirm: '确认驳回该换货申请？', danger: true, fields: [remark('驳回原因', true)] },
      {
        name: 'ship',
        label: '换出新机',
        from: ['approved'],
        to: 'shipped',
        confirm: '确认新机已寄出？预留的 1 台将出库。',
        fields: [
          { name: 'new_serial', type: 'serial', label: '新序列号', required: true },
          { name: 'express_out', type: 'text', label: '寄出快递单号', required: true, maxLength: 40 },
          remark('备注'),
        ],
        stock: { effect: 'consume', item: 'stock_id', quantity: 1 },
      },
      {
        name: 'receive_old',
        label: '收到旧机',
        from: ['shipped'],
        to: 'completed',
        confirm: '确认已收到客户寄回的旧机？',
        fields: [{ name: 'express_back', type: 'text', label: '旧机寄回快递单号', maxLength: 40 }, remark('验机情况')],
      },
      {
        name: 'cancel',
        label: '取消换货',
        from: ['approved'],
        to: 'cancelled',
        confirm: '取消后预留的 1 台将释放，确认取消该换货单？',
        danger: true,
        fields: [remark('取消原因', true)],
        stock: { effect: 'release', item: 'stock_id', quantity: 1 },
      },
    ],
  },
});
