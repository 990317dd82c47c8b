import { defineResource, type ActionStock, type EnumOption, type ResourceDef, type StockEffect } from '../define.ts';
import { idField, timestampFields } from '../commonFields.ts';

/**
 * Stock of backup units and accessories (备件库存). Requests and exchanges draw on it with their
 * actions' declared stock effects, in the same transaction as the status change: approval
 * reserves, sending takes the reserved units out, cancelling releases them, a return puts them
 * back. Always 0 ≤ reserved ≤ on hand; available = on hand − reserved.
 */
export const STOCK_KINDS = [
  { value: 'backup', label: '备用机', color: 'blue' },
  { value: 'accessory', label: '配件', color: 'green' },
  { value: 'unit', label: '整机（换货）', color: 'purple' },
] as const satisfies readonly EnumOption[];

export const stockItems = defineResource({
  name: 'stockItems',
  label: '库存物品',
  table: 'stock_item',
  titleField: 'name',
  access: { permission: 'manage_needs_stock' },
  defaultSort: '-created_at',
  search: { fields: ['name', 'sku', 'model'], placeholder: '名称 / 物料编码 / 适用机型' },
  endpoints: {
    list: { method: 'GET', path: '/needs/stock/items', summary: '库存列表' },
    one: { method: 'GET', path: '/needs/stock/item/:id', summary: '库存详情' },
    create: { method: 'POST', path: '/needs/stock/item', summary: '新增库存物品' },
    update: { method: 'PUT', path: '/needs/stock/item/:id', summary: '编辑库存（盘点调整）' },
    delete: { method: 'DELETE', path: '/needs/stock/item/:id', summary: '删除库存物品' },
    history: { method: 'GET', path: '/needs/stock/item/:id/history', summary: '库存变动记录' },
    options: { method: 'GET', path: '/needs/stock/item-options', access: { group: 64 }, summary: '库存物品选项（申请单、换货单选择物品用；员工及以上）' },
  },
  screens: [
    {
      name: 'inventory',
      createLabel: '新增库存物品',
      list: { path: '/production/inventory', title: '备件库存', menu: { group: 'production', icon: 'ShopOutlined', order: 3 } },
      show: { path: '/production/inventory/:id', title: '库存详情', activeMenu: '/production/inventory' },
    },
  ],
  fields: [
    idField,
    { name: 'name', type: 'text', label: '名称', required: true, maxLength: 60, ui: { list: true, width: 200 } },
    { name: 'sku', type: 'text', label: '物料编码', required: true, maxLength: 40, db: { unique: true }, ui: { list: true, width: 140, copyable: true } },
    { name: 'kind', type: 'enum', label: '类别', required: true, options: STOCK_KINDS, db: { default: 'backup' }, ui: { list: true, width: 110, filter: 'eq' } },
    { name: 'model', type: 'text', label: '适用机型', maxLength: 60, db: { nullable: true }, ui: { list: true, width: 150 } },
    { name: 'quantity', type: 'number', label: '库存数量', required: true, integer: true, min: 0, max: 100_000, db: { default: 0 }, ui: { list: true, width: 100, sortable: true, help: '盘点调整时不能少于已预留的数量' } },
    { name: 'reserved', type: 'number', label: '已预留', readOnly: true, integer: true, db: { default: 0 }, ui: { list: true, width: 90 } },
    { name: 'warn_level', type: 'number', label: '预警数量', integer: true, min: 0, max: 100_000, db: { default: 2 }, ui: { list: true, width: 100 } },
    { name: 'location', type: 'text', label: '库位', maxLength: 40, db: { nullable: true }, ui: { list: true, width: 100 } },
    { name: 'remark', type: 'textarea', label: '备注', maxLength: 500, db: { nullable: true }, ui: { span: 3 } },
    ...timestampFields(true),
  ],
  indexes: [
    { columns: ['created_at'] },
    { columns: ['updated_at'] },
    { columns: ['quantity'] },
    { columns: ['kind', 'created_at'] },
    { columns: ['kind', 'updated_at'] },
    { columns: ['kind', 'quantity'] },
    { columns: ['name'] },
    { columns: ['model'] },
  ],
});

/** On hand and reserved units of one stock item. */
export interface StockLevel {
  quantity: number;
  reserved: number;
}

/** Per unit: how an effect changes on hand and reserved. */
export const STOCK_EFFECT_DELTAS: Record<StockEffect, StockLevel> = {
  reserve: { quantity: 0, reserved: 1 },
  consume: { quantity: -1, reserved: -1 },
  release: { quantity: 0, reserved: -1 },
  restock: { quantity: 1, reserved: 0 },
};

/**
 * The level after `n` units of an effect, or null when the rules forbid it: on hand and reserved
 * never go below zero, and a reservation never exceeds what is on hand.
 */
export function stockAfter(level: StockLevel, effect: StockEffect, n: number): StockLevel | null {
  const d = STOCK_EFFECT_DELTAS[effect];
  const next = { quantity: level.quantity + d.quantity * n, reserved: level.reserved + d.reserved * n };
  if (next.quantity < 0 || next.reserved < 0) return null;
  if (d.reserved > 0 && next.reserved > next.quantity) return null;
  return next;
}

/** The stock item id and unit count an action's stock effect applies to on a record. */
export function stockTargetOf(stock: ActionStock, record: Readonly<Record<string, unknown>>): { stockId: number; units: number } {
  return { stockId: Number(record[stock.item]), units: typeof stock.quantity === 'number' ? stock.quantity : Number(record[stock.quantity]) };
}

/** The states in which a record holds a stock reservation: those its reserving actions lead to. */
export const reservingStates = (resource: ResourceDef): Set<string> =>
  new Set((resource.status?.actions ?? []).filter((a) => a.stock?.effect === 'reserve').map((a) => a.to));
