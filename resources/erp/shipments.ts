import { defineResource } from '../define.ts';
import { idField } from '../commonFields.ts';
import { ERP_PURCHASE_ACCESS } from './access.ts';
import { PAYMENT_METHODS } from './enums.ts';

/**
 * 发货 of an order: the courier and its number, who and when. Written only by
 * `POST /erp/purchase/:id/ship` (src/server/areas/erp/); read by the order's detail.
 */
export const erpShipments = defineResource({
  name: 'erpShipments',
  label: '发货单',
  table: 'erp_shipment',
  titleField: 'no',
  access: ERP_PURCHASE_ACCESS,
  defaultSort: '-created_at',
  endpoints: {},
  screens: [],
  fields: [
    idField,
    { name: 'no', type: 'text', label: '发货单号', readOnly: true, db: { unique: true } },
    { name: 'purchase_id', type: 'reference', label: '采购单', readOnly: true, reference: { resource: 'erpPurchases', labelField: 'no' } },
    { name: 'courier', type: 'text', label: '快递公司', readOnly: true, maxLength: 20, db: { nullable: true } },
    { name: 'courier_no', type: 'text', label: '快递单号', readOnly: true, maxLength: 40 },
    { name: 'quantity', type: 'number', label: '件数', readOnly: true, integer: true },
    { name: 'remark', type: 'text', label: '备注', readOnly: true, maxLength: 200, db: { nullable: true } },
    { name: 'operator_id', type: 'reference', label: '发货人', readOnly: true, reference: { resource: 'admins', labelField: 'name' }, db: { nullable: true } },
    { name: 'created_at', type: 'datetime', label: '发货时间', readOnly: true },
  ],
  indexes: [{ columns: ['purchase_id', 'created_at'] }],
});

/**
 * Each serial ever shipped, once (unique): its order, line, model and shipment, and whether and
 * when it came back. A serial in this table is never shipped again (409 naming its order).
 */
export const erpShipmentSerials = defineResource({
  name: 'erpShipmentSerials',
  label: '发货序列号',
  table: 'erp_shipment_serial',
  titleField: 'serial',
  access: ERP_PURCHASE_ACCESS,
  defaultSort: 'id',
  endpoints: {},
  screens: [],
  fields: [
    idField,
    { name: 'serial', type: 'serial', label: '序列号', readOnly: true, db: { unique: true } },
    { name: 'shipment_id', type: 'reference', label: '发货单', readOnly: true, reference: { resource: 'erpShipments', labelField: 'no' } },
    { name: 'purchase_id', type: 'reference', label: '采购单', readOnly: true, reference: { resource: 'erpPurchases', labelField: 'no' } },
    { name: 'line_id', type: 'reference', label: '采购明细', readOnly: true, reference: { resource: 'erpPurchaseLines', labelField: 'product_id' } },
    { name: 'product_id', type: 'reference', label: '机型', readOnly: true, reference: { resource: 'products', labelField: 'name' } },
    { name: 'returned_at', type: 'datetime', label: '退货时间', readOnly: true, db: { nullable: true } },
    { name: 'return_reason', type: 'text', label: '退货原因', readOnly: true, maxLength: 200, db: { nullable: true } },
  ],
  indexes: [{ columns: ['purchase_id'] }, { columns: ['shipment_id'] }],
});

/** 收款 against an order (amount in fen, method, day); written only by `POST /erp/purchase/:id/payment`. */
export const erpPayments = defineResource({
  name: 'erpPayments',
  label: '收款记录',
  table: 'erp_payment',
  titleField: 'amount',
  access: ERP_PURCHASE_ACCESS,
  defaultSort: '-created_at',
  endpoints: {},
  screens: [],
  fields: [
    idField,
    { name: 'purchase_id', type: 'reference', label: '采购单', readOnly: true, reference: { resource: 'erpPurchases', labelField: 'no' } },
    { name: 'amount', type: 'money', label: '金额', readOnly: true },
    { name: 'method', type: 'enum', label: '方式', readOnly: true, options: PAYMENT_METHODS },
    { name: 'paid_on', type: 'date', label: '收款日期', readOnly: true },
    { name: 'remark', type: 'text', label: '备注', readOnly: true, maxLength: 200, db: { nullable: true } },
    { name: 'operator_id', type: 'reference', label: '经手人', readOnly: true, reference: { resource: 'admins', labelField: 'name' }, db: { nullable: true } },
    { name: 'created_at', type: 'datetime', label: '记录时间', readOnly: true },
  ],
  indexes: [{ columns: ['purchase_id', 'created_at'] }],
});
