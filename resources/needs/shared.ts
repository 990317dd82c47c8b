import type { FieldDef } from '../define.ts';

/** Field helpers shared by the needs declarations (requests, exchanges, stock, product models). */

export const remark = (label: string, required = false): FieldDef => ({
  name: 'remark',
  type: 'textarea',
  label,
  required,
  maxLength: 500,
});

/** id, created_at, updated_at and version: the bookkeeping fields every record has. */
export const idField: FieldDef = { name: 'id', type: 'id', label: 'ID', readOnly: true, ui: { show: false } };

export const timestampFields = (sortable: boolean): FieldDef[] => [
  { name: 'created_at', type: 'datetime', label: '创建时间', readOnly: true, ui: { list: true, width: 170, sortable, filter: sortable ? 'range' : undefined } },
  { name: 'updated_at', type: 'datetime', label: '更新时间', readOnly: true, ui: { list: true, width: 170, sortable } },
  { name: 'version', type: 'number', label: '版本', readOnly: true, db: { default: 1 }, ui: { show: false } },
];

/** Customer contact fields of a request or an exchange. */
export const customerFields: FieldDef[] = [
  { name: 'customer_name', type: 'text', label: '客户姓名', required: true, maxLength: 40, ui: { list: true, width: 100 } },
  { name: 'customer_phone', type: 'phone', label: '联系电话', required: true, ui: { list: true, width: 140, copyable: true, filter: 'eq' } },
  { name: 'customer_company', type: 'text', label: '公司', maxLength: 80, db: { nullable: true } },
  { name: 'address', type: 'textarea', label: '收货地址', maxLength: 200, db: { nullable: true }, ui: { span: 3 } },
];
