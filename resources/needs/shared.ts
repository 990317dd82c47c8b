import type { FieldDef } from '../define.ts';

/** Field helpers shared by the needs declarations (requests, exchanges, stock, product models). */

export const remark = (label: string, required = false): FieldDef => ({
  name: 'remark',
  type: 'textarea',
  label,
  required,
  maxLength: 500,
});

/** Customer contact fields of a request or an exchange. */
export const customerFields: FieldDef[] = [
  { name: 'customer_name', type: 'text', label: '客户姓名', required: true, maxLength: 40, ui: { list: true, width: 220, display: 'customerDealer', displayWith: ['customer_phone'] } },
  { name: 'customer_phone', type: 'phone', label: '联系电话', required: true, ui: { list: true, width: 140, copyable: true, filter: 'eq' } },
  { name: 'customer_company', type: 'text', label: '公司', maxLength: 80, db: { nullable: true } },
  { name: 'address', type: 'textarea', label: '收货地址', maxLength: 200, db: { nullable: true }, ui: { span: 3 } },
];
