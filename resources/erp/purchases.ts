import { defineResource } from '../define.ts';
import { idField } from '../commonFields.ts';
import { ERP_PURCHASE_ACCESS } from './access.ts';
import { PURCHASE_STATES } from './enums.ts';

/**
 * 采购单 (/erp/purchase; the detail page /erp/purchase/:id is hand-written): a dealer company's
 * order of device models. The lines (model, quantity, unit price, line discount) are sent as
 * `lines` and kept one row each in `erp_purchase_line` (purchaseLines.ts) by the area's hooks,
 * which also compute every amount on the server, in fen (src/domain/erp/purchaseMoney.ts): each
 * line's amount, the group's discount, the total. Only a 草稿 can be edited or deleted; every
 * other step (提交, 审核, 复审, 反审核, 发货, 退货, 收款, 关闭, 取消) is an endpoint of the `erp`
 * group (endpoints.ts) checked by src/domain/erp/purchaseMachine.ts.
 */
export const erpPurchases = defineResource({
  name: 'erpPurchases',
  label: '采购单',
  table: 'erp_purchase',
  titleField: 'no',
  access: ERP_PURCHASE_ACCESS,
  defaultSort: '-created_at',
  search: { fields: ['no'], placeholder: '采购单号（开头）' },
  locked: { field: 'state', states: ['pending', 'reviewing', 'approved', 'partial', 'shipped', 'completed', 'closed', 'cancelled'], reason: '只有草稿可以编辑或删除' },
  endpoints: {
    list: { method: 'GET', path: '/erp/purchase', summary: '采购单列表' },
    one: { method: 'GET', path: '/erp/purchase/:id', summary: '采购单（不含明细；明细见 /erp/purchase/:id/detail）' },
    create: { method: 'POST', path: '/erp/purchase', summary: '新建采购单（草稿）{ company_id, lines: [{ product_id, quantity, unit_price, discount_rate }], remark?, attachments? }' },
    update: { method: 'PUT', path: '/erp/purchase/:id', summary: '编辑采购单（仅草稿，带 version）' },
    delete: { method: 'DELETE', path: '/erp/purchase/:id', summary: '删除采购单（仅草稿，?version=）' },
  },
  screens: [
    {
      name: 'erpPurchase',
      createLabel: '新建采购单',
      list: { path: '/erp/purchase', title: '采购单', menu: { group: 'erp', icon: 'ShoppingCartOutlined', order: 1 } },
      canDelete: false,
    },
  ],
  fields: [
    idField,
    { name: 'no', type: 'text', label: '采购单号', readOnly: true, maxLength: 20, db: { unique: true }, ui: { list: true, width: 170, copyable: true, display: 'erpPurchaseNo' } },
    { name: 'company_id', type: 'reference', label: '公司', required: true, reference: { resource: 'erpCompanies', labelField: 'name' }, ui: { list: true, width: 200, filter: 'eq' } },
    { name: 'state', type: 'enum', label: '状态', readOnly: true, options: PURCHASE_STATES, db: { default: 'draft' }, ui: { list: true, width: 100, filter: 'in' } },
    {
      name: 'lines',
      type: 'json',
      label: '采购明细',
      required: true,
      db: { column: 'lines_json' },
      ui: { span: 3, input: 'erpPurchaseLines', display: 'erpPurchaseLines', help: '每行一个机型：数量、单价（元）、行折扣（%）；金额由服务端按分计算' },
    },
    { name: 'quantity', type: 'number', label: '总数量', readOnly: true, integer: true, db: { default: 0 }, ui: { list: true, width: 80 } },
    { name: 'shipped_quantity', type: 'number', label: '已发货', readOnly: true, integer: true, db: { default: 0 }, ui: { list: true, width: 80 } },
    { name: 'subtotal', type: 'money', label: '行金额合计', readOnly: true, db: { default: 0 } },
    { name: 'discount_rate', type: 'number', label: '分组折扣（%）', readOnly: true, integer: true, db: { default: 0 } },
    { name: 'discount_amount', type: 'money', label: '分组折扣金额', readOnly: true, db: { default: 0 } },
    { name: 'total', type: 'money', label: '订单金额', readOnly: true, db: { default: 0 }, ui: { list: true, width: 120, sortable: true } },
    { name: 'returned_amount', type: 'money', label: '退货金额', readOnly: true, db: { default: 0 } },
    { name: 'paid', type: 'money', label: '已收款', readOnly: true, db: { default: 0 }, ui: { list: true, width: 120 } },
    { name: 'remark', type: 'textarea', label: '备注', maxLength: 500, db: { nullable: true }, ui: { span: 3 } },
    { name: 'attachments', type: 'json', label: '附件', db: { nullable: true }, ui: { span: 3, input: 'erpAttachments', display: 'erpAttachments', help: '合同、付款凭证等，最多 10 个文件' } },
    { name: 'created_by', type: 'reference', label: '制单人', readOnly: true, reference: { resource: 'admins', labelField: 'name' }, db: { nullable: true }, ui: { list: true, width: 90 } },
    { name: 'approved_by', type: 'reference', label: '审核人', readOnly: true, reference: { resource: 'admins', labelField: 'name' }, db: { nullable: true } },
    { name: 'approved_at', type: 'datetime', label: '审核时间', readOnly: true, db: { nullable: true } },
    { name: 'reviewed_by', type: 'reference', label: '复审人', readOnly: true, reference: { resource: 'admins', labelField: 'name' }, db: { nullable: true } },
    { name: 'reviewed_at', type: 'datetime', label: '复审时间', readOnly: true, db: { nullable: true } },
    { name: 'ended_reason', type: 'text', label: '关闭/取消原因', readOnly: true, maxLength: 200, db: { nullable: true } },
    { name: 'created_at', type: 'datetime', label: '创建时间', readOnly: true, ui: { list: true, width: 170, sortable: true, filter: 'range' } },
    { name: 'updated_at', type: 'datetime', label: '更新时间', readOnly: true, ui: { width: 170, sortable: true } },
    { name: 'version', type: 'number', label: '版本', readOnly: true, db: { default: 1 }, ui: { show: false } },
  ],
  indexes: [
    { columns: ['created_at'] },
    { columns: ['updated_at'] },
    { columns: ['total'] },
    { columns: ['company_id', 'created_at'] },
    { columns: ['company_id', 'updated_at'] },
    { columns: ['company_id', 'total'] },
    { columns: ['state', 'created_at'] },
    { columns: ['state', 'updated_at'] },
    { columns: ['state', 'total'] },
  ],
});

/**
 * One line of an order: the model, quantity, unit price and line discount as sent, its amount as
 * computed, and how many were shipped and returned. Written only by the orders' hooks and the
 * shipping/return endpoints (src/server/areas/erp/); no endpoint of its own (read by the detail).
 */
export const erpPurchaseLines = defineResource({
  name: 'erpPurchaseLines',
  label: '采购明细',
  table: 'erp_purchase_line',
  titleField: 'product_id',
  access: ERP_PURCHASE_ACCESS,
  defaultSort: 'id',
  endpoints: {},
  screens: [],
  fields: [
    idField,
    { name: 'purchase_id', type: 'reference', label: '采购单', readOnly: true, reference: { resource: 'erpPurchases', labelField: 'no' } },
    { name: 'product_id', type: 'reference', label: '机型', readOnly: true, reference: { resource: 'products', labelField: 'name' } },
    { name: 'quantity', type: 'number', label: '数量', readOnly: true, integer: true },
    { name: 'unit_price', type: 'money', label: '单价', readOnly: true },
    { name: 'discount_rate', type: 'number', label: '行折扣（%）', readOnly: true, integer: true, db: { default: 0 } },
    { name: 'amount', type: 'money', label: '金额', readOnly: true },
    { name: 'shipped_quantity', type: 'number', label: '已发货', readOnly: true, integer: true, db: { default: 0 } },
    { name: 'returned_quantity', type: 'number', label: '已退货', readOnly: true, integer: true, db: { default: 0 } },
  ],
  indexes: [{ columns: ['purchase_id'] }, { columns: ['product_id', 'purchase_id'] }],
});
