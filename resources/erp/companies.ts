import { defineResource } from '../define.ts';
import { idField, updatedSortableFields } from '../commonFields.ts';
import { ERP_COMPANY_ACCESS, ERP_OPTIONS_ACCESS } from './access.ts';
import { COMPANY_STATES } from './enums.ts';

/**
 * 公司 (/erp/company): the dealer companies the provider sells to — the unified social credit
 * code (统一社会信用代码, its check digit checked by src/domain/erp/creditCode.ts on both halves),
 * the group (its discount), the contact, the credit limit and the state. Each row links to the
 * company's orders (/erp/company/purchase/:id). A company with orders or linked accounts cannot be
 * deleted (409).
 */
export const erpCompanies = defineResource({
  name: 'erpCompanies',
  label: '公司',
  table: 'erp_company',
  titleField: 'name',
  access: ERP_COMPANY_ACCESS,
  defaultSort: '-updated_at',
  search: { fields: ['name', 'credit_code', 'phone'], placeholder: '公司名称 / 信用代码 / 电话' },
  endpoints: {
    list: { method: 'GET', path: '/erp/company', summary: '公司列表' },
    one: { method: 'GET', path: '/erp/company/:id', summary: '公司详情' },
    create: { method: 'POST', path: '/erp/company', summary: '新建公司（校验统一社会信用代码）' },
    update: { method: 'PUT', path: '/erp/company/:id', summary: '编辑公司（带 version）' },
    delete: { method: 'DELETE', path: '/erp/company/:id', summary: '删除公司（?version=；有采购单或关联账号时 409）' },
    options: { method: 'GET', path: '/erp/company/options', access: ERP_OPTIONS_ACCESS, summary: '可选公司（采购单、关联表单与筛选用；员工及以上）' },
  },
  screens: [
    {
      name: 'erpCompany',
      createLabel: '新建公司',
      list: { path: '/erp/company', title: '公司', menu: { group: 'erp', icon: 'BankOutlined', order: 3 } },
    },
  ],
  fields: [
    idField,
    { name: 'name', type: 'text', label: '公司名称', required: true, minLength: 2, maxLength: 60, db: { unique: true }, ui: { list: true, width: 220, display: 'erpCompanyName' } },
    {
      name: 'credit_code',
      type: 'text',
      label: '统一社会信用代码',
      required: true,
      check: 'creditCode',
      db: { unique: true },
      ui: { list: true, width: 200, copyable: true, help: '18 位，最后一位为校验位' },
    },
    { name: 'group_id', type: 'reference', label: '分组', required: true, reference: { resource: 'erpGroups', labelField: 'name' }, ui: { list: true, width: 120, filter: 'eq' } },
    { name: 'contact', type: 'text', label: '联系人', required: true, maxLength: 20, ui: { list: true, width: 90 } },
    { name: 'phone', type: 'phone', label: '联系电话', required: true, ui: { list: true, width: 130 } },
    { name: 'address', type: 'text', label: '地址', maxLength: 120, db: { nullable: true }, ui: { width: 240, span: 2 } },
    { name: 'credit_limit', type: 'money', label: '信用额度', min: 0, max: 2_000_000_000, db: { default: 0 }, ui: { list: true, width: 120, help: '未付金额超过额度时，新采购单提交审核会被拒绝' } },
    { name: 'state', type: 'enum', label: '状态', required: true, options: COMPANY_STATES, db: { default: 'active' }, ui: { list: true, width: 100, filter: 'eq' } },
    { name: 'remark', type: 'textarea', label: '备注', maxLength: 500, db: { nullable: true }, ui: { span: 3 } },
    ...updatedSortableFields(),
  ],
  indexes: [{ columns: ['updated_at'] }, { columns: ['group_id', 'updated_at'] }, { columns: ['state', 'updated_at'] }, { columns: ['phone'] }],
});
