import { defineResource } from '../define.ts';
import { idField, timestampFields } from '../commonFields.ts';
import { ERP_RELATION_ACCESS } from './access.ts';

/**
 * 关联 (/erp/relation, hidden; reached from 公司): which dealer company a customer account (the
 * /user area) belongs to — one company per account. A customer's repairs and requests then show
 * their dealer (the device file and the repair/request detail read it).
 */
export const erpRelations = defineResource({
  name: 'erpRelations',
  label: '账号关联',
  table: 'erp_relation',
  titleField: 'user_id',
  access: ERP_RELATION_ACCESS,
  defaultSort: '-created_at',
  endpoints: {
    list: { method: 'GET', path: '/erp/relation', summary: '客户账号与公司的关联列表' },
    one: { method: 'GET', path: '/erp/relation/:id', summary: '关联详情' },
    create: { method: 'POST', path: '/erp/relation', summary: '关联客户账号到公司（每个账号一家公司）' },
    update: { method: 'PUT', path: '/erp/relation/:id', summary: '修改关联（带 version）' },
    delete: { method: 'DELETE', path: '/erp/relation/:id', summary: '解除关联（?version=）' },
  },
  screens: [
    {
      name: 'erpRelation',
      createLabel: '新建关联',
      list: { path: '/erp/relation', title: '关联', activeMenu: '/erp/company' },
    },
  ],
  fields: [
    idField,
    { name: 'user_id', type: 'reference', label: '客户账号', required: true, reference: { resource: 'customers', labelField: 'username', options: 'erp.customers' }, db: { unique: true }, ui: { list: true, width: 160, filter: 'eq' } },
    { name: 'company_id', type: 'reference', label: '公司', required: true, reference: { resource: 'erpCompanies', labelField: 'name' }, ui: { list: true, width: 220, filter: 'eq' } },
    { name: 'remark', type: 'text', label: '备注', maxLength: 100, db: { nullable: true }, ui: { list: true, width: 200 } },
    ...timestampFields(true),
  ],
  indexes: [{ columns: ['created_at'] }, { columns: ['updated_at'] }, { columns: ['company_id', 'created_at'] }, { columns: ['company_id', 'updated_at'] }],
});
