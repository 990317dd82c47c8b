import { defineEndpoints } from '../define.ts';
import { ERP_COMPANY_PURCHASE_ACCESS, ERP_OPTIONS_ACCESS, ERP_PURCHASE_ACCESS, ERP_RELATION_ACCESS, ERP_REVIEW_ACCESS, ERP_STOCK_ACCESS, ERP_STOCK_ADJUST_ACCESS } from './access.ts';

/**
 * ERP's calls beyond the declared lists and forms. Every step of an order takes `{ version, … }`
 * and answers the order's detail (as `purchaseDetail`); a step the order's state does not allow
 * is 409 with the reason src/domain/erp/purchaseMachine.ts gives (the detail page shows the same
 * reason on the disabled button).
 */
export const erpEndpoints = defineEndpoints({
  name: 'erp',
  label: 'ERP 采购与库存',
  endpoints: {
    models: { method: 'GET', path: '/erp/models', access: ERP_OPTIONS_ACCESS, summary: '机型选项（采购明细、库存筛选用）?q= → { list: [{ value, label, code, letters, price }] }' },
    customers: { method: 'GET', path: '/erp/customers', access: ERP_RELATION_ACCESS, summary: '客户账号选项（关联表单用）?q= 用户名/手机号/姓名 → { list: [{ value, label }] }' },
    openLines: {
      method: 'GET',
      path: '/erp/purchase/open-lines',
      access: ERP_PURCHASE_ACCESS,
      summary: '公司未完结采购单中已有的机型（新建时提醒）?company_id=&product_id=1,2&exclude= → { list: [{ purchase_id, no, state, product_id, product_name, quantity, shipped_quantity }] }',
    },
    purchaseDetail: {
      method: 'GET',
      path: '/erp/purchase/:id/detail',
      access: ERP_PURCHASE_ACCESS,
      summary: '采购单详情：{ order, company, lines, shipments (含 serials), payments, history, actions: { 动作: { allowed, reason? } }, due, amount_in_words }',
    },
    submit: { method: 'POST', path: '/erp/purchase/:id/submit', access: ERP_PURCHASE_ACCESS, summary: '提交审核：草稿 → 待审核 { version }' },
    approve: { method: 'POST', path: '/erp/purchase/:id/approve', access: ERP_PURCHASE_ACCESS, summary: '审核：待审核 → 已审核（金额超过 erp_review_amount 时 → 待复审）{ version, remark? }' },
    review: { method: 'POST', path: '/erp/purchase/:id/review', access: ERP_REVIEW_ACCESS, summary: '复审（超级管理员）：待复审 → 已审核 { version, remark? }' },
    reject: { method: 'POST', path: '/erp/purchase/:id/reject', access: ERP_PURCHASE_ACCESS, summary: '驳回：待审核/待复审 → 草稿 { version, remark }' },
    unapprove: { method: 'POST', path: '/erp/purchase/:id/unapprove', access: ERP_PURCHASE_ACCESS, summary: '反审核：已审核（未发货）→ 草稿 { version, remark }' },
    ship: {
      method: 'POST',
      path: '/erp/purchase/:id/ship',
      access: ERP_PURCHASE_ACCESS,
      summary: '发货：已审核/部分发货 → 部分发货/已发货 { version, courier?, courier_no, remark?, lines: [{ line_id, serials: [序列号] }] }',
    },
    returnSerials: { method: 'POST', path: '/erp/purchase/:id/return', access: ERP_PURCHASE_ACCESS, summary: '退货入库 { version, serials: [序列号], reason }' },
    pay: { method: 'POST', path: '/erp/purchase/:id/payment', access: ERP_PURCHASE_ACCESS, summary: '收款 { version, amount（分）, method, paid_on, remark? }；发完且收齐 → 已完成' },
    close: { method: 'POST', path: '/erp/purchase/:id/close', access: ERP_PURCHASE_ACCESS, summary: '关闭（余量不再发货）{ version, remark }' },
    cancel: { method: 'POST', path: '/erp/purchase/:id/cancel', access: ERP_PURCHASE_ACCESS, summary: '取消（仅未发货）{ version, remark }' },
    serialCheck: {
      method: 'GET',
      path: '/erp/serial-check',
      access: ERP_PURCHASE_ACCESS,
      summary: '发货前检查序列号 ?serial=&product_id= → { serial, valid, reason?, model?, shipped?: { purchase_id, no } }',
    },
    stockAdjust: {
      method: 'POST',
      path: '/erp/stock/adjust',
      access: ERP_STOCK_ADJUST_ACCESS,
      summary: '库存调整/入库 { product_id, kind: adjust|stock_in, quantity（带符号，不为 0）, reason } → { stock, ledger }',
    },
    companyPurchases: {
      method: 'GET',
      path: '/erp/company/:id/purchases',
      access: ERP_COMPANY_PURCHASE_ACCESS,
      summary: '一家公司的采购单 ?page=&pageSize=&state= → { company, summary: { orders, open, total, paid, returned, due }, list, total }',
    },
    dealers: {
      method: 'GET',
      path: '/erp/dealers',
      access: ERP_OPTIONS_ACCESS,
      summary: '客户所属经销商（维修单、申请单的客户旁显示）?phone=手机号,手机号（最多 50 个）→ { list: [{ phone, company_id, company_name }] }',
    },
    stockOf: { method: 'GET', path: '/erp/stock/model/:id', access: ERP_STOCK_ACCESS, summary: '一个机型的库存与最近流水 → { stock, ledger }' },
  },
});
