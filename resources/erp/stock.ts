import { defineResource } from '../define.ts';
import { idField } from '../commonFields.ts';
import { ERP_STOCK_ACCESS } from './access.ts';
import { LEDGER_KINDS } from './enums.ts';

/**
 * 库存 (/erp/stock): each model's units on hand, reserved by approved orders (what they still
 * have to ship) and available (on hand − reserved; negative is a shortage). Kept by one module
 * (src/server/areas/erp/stockMoves.ts) in the transaction of every move, each move writing a
 * ledger row: on hand never goes below zero (409 naming the model and the numbers). The page's
 * panel adjusts the stock (a reason and the right `adjust_erp_stock`) and opens the whole ledger;
 * a row opens its model's latest moves.
 */
export const erpStock = defineResource({
  name: 'erpStock',
  label: '库存',
  table: 'erp_stock',
  titleField: 'product_id',
  access: ERP_STOCK_ACCESS,
  defaultSort: 'product_id',
  endpoints: {
    list: { method: 'GET', path: '/erp/stock', summary: '各机型库存：在库、已预留（已审核未发货）、可用' },
  },
  screens: [
    {
      name: 'erpStock',
      list: { path: '/erp/stock', title: '库存', menu: { group: 'erp', icon: 'DatabaseOutlined', order: 2 } },
      panel: 'ErpStockTools',
      rowDetail: 'ErpStockLedger',
    },
  ],
  fields: [
    idField,
    { name: 'product_id', type: 'reference', label: '机型', readOnly: true, reference: { resource: 'products', labelField: 'name', options: 'erp.models' }, db: { unique: true }, ui: { list: true, width: 200, filter: 'eq', sortable: true } },
    { name: 'on_hand', type: 'number', label: '在库', readOnly: true, integer: true, db: { default: 0 }, ui: { list: true, width: 90, sortable: true } },
    { name: 'reserved', type: 'number', label: '已预留', readOnly: true, integer: true, db: { default: 0 }, ui: { list: true, width: 90 } },
    { name: 'available', type: 'number', label: '可用', readOnly: true, integer: true, db: { default: 0 }, ui: { list: true, width: 90, sortable: true, display: 'erpAvailable' } },
    { name: 'updated_at', type: 'datetime', label: '最近变动', readOnly: true, ui: { list: true, width: 170, sortable: true } },
  ],
  indexes: [{ columns: ['on_hand'] }, { columns: ['available'] }, { columns: ['updated_at'] }],
});

/**
 * 库存流水: one row per move — its kind, the signed quantity, the model's on-hand balance after
 * it, the order and shipment it came from, the reason, who and when. Append-only; written by
 * stockMoves.ts alone. The balances of a model's rows add up: each is the previous plus the quantity.
 */
export const erpStockLedger = defineResource({
  name: 'erpStockLedger',
  label: '库存流水',
  table: 'erp_stock_ledger',
  titleField: 'id',
  access: ERP_STOCK_ACCESS,
  defaultSort: '-id',
  endpoints: {
    list: { method: 'GET', path: '/erp/stock/ledger', summary: '库存流水（只增不改；?product_id=&kind=&purchase_id=&created_at=from,to）' },
  },
  screens: [],
  fields: [
    idField,
    { name: 'product_id', type: 'reference', label: '机型', readOnly: true, reference: { resource: 'products', labelField: 'name', options: 'erp.models' }, ui: { list: true, width: 180, filter: 'eq' } },
    { name: 'kind', type: 'enum', label: '类型', readOnly: true, options: LEDGER_KINDS, ui: { list: true, width: 100, filter: 'eq' } },
    { name: 'quantity', type: 'number', label: '数量', readOnly: true, integer: true, ui: { list: true, width: 80 } },
    { name: 'balance', type: 'number', label: '结存', readOnly: true, integer: true, ui: { list: true, width: 80 } },
    { name: 'purchase_id', type: 'reference', label: '采购单', readOnly: true, reference: { resource: 'erpPurchases', labelField: 'no' }, db: { nullable: true }, ui: { list: true, width: 170, filter: 'eq', searchForm: false } },
    { name: 'shipment_id', type: 'reference', label: '发货单', readOnly: true, reference: { resource: 'erpShipments', labelField: 'no' }, db: { nullable: true }, ui: { list: true, width: 170 } },
    { name: 'reason', type: 'text', label: '原因', readOnly: true, maxLength: 200, db: { nullable: true }, ui: { list: true, width: 200 } },
    { name: 'operator_id', type: 'reference', label: '操作人', readOnly: true, reference: { resource: 'admins', labelField: 'name' }, db: { nullable: true }, ui: { list: true, width: 90 } },
    { name: 'created_at', type: 'datetime', label: '时间', readOnly: true, ui: { list: true, width: 170, filter: 'range' } },
  ],
  indexes: [
    { columns: ['product_id', 'id'] },
    { columns: ['kind', 'id'] },
    { columns: ['purchase_id', 'id'] },
    { columns: ['created_at', 'id'] },
  ],
});
