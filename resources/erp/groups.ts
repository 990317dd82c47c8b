import { defineResource } from '../define.ts';
import { idField, timestampFields } from '../commonFields.ts';
import { ERP_GROUP_ACCESS, ERP_OPTIONS_ACCESS } from './access.ts';

/**
 * 分组 (/erp/group): dealer groups — a region and a discount rate (折扣率, whole percent off the
 * order's lines) that every order of the group's companies gets, taken at the order's creation.
 * A group a company is in cannot be deleted (409 naming the companies).
 */
export const erpGroups = defineResource({
  name: 'erpGroups',
  label: '经销商分组',
  table: 'erp_group',
  titleField: 'name',
  access: ERP_GROUP_ACCESS,
  defaultSort: 'sort',
  search: { fields: ['name'], placeholder: '分组名称' },
  endpoints: {
    list: { method: 'GET', path: '/erp/group', summary: '经销商分组列表' },
    one: { method: 'GET', path: '/erp/group/:id', summary: '分组详情' },
    create: { method: 'POST', path: '/erp/group', summary: '新建分组' },
    update: { method: 'PUT', path: '/erp/group/:id', summary: '编辑分组（带 version）' },
    delete: { method: 'DELETE', path: '/erp/group/:id', summary: '删除分组（?version=；有公司在用时 409）' },
    options: { method: 'GET', path: '/erp/group/options', access: ERP_OPTIONS_ACCESS, summary: '可选分组（公司表单与筛选用；员工及以上）' },
  },
  screens: [
    {
      name: 'erpGroup',
      createLabel: '新建分组',
      list: { path: '/erp/group', title: '分组', menu: { group: 'erp', icon: 'ClusterOutlined', order: 4 } },
    },
  ],
  fields: [
    idField,
    { name: 'name', type: 'text', label: '分组名称', required: true, minLength: 1, maxLength: 40, db: { unique: true }, ui: { list: true, width: 160 } },
    { name: 'region', type: 'text', label: '区域', maxLength: 40, db: { nullable: true }, ui: { list: true, width: 120, filter: 'eq' } },
    { name: 'discount_rate', type: 'number', label: '折扣率（%）', required: true, integer: true, min: 0, max: 50, db: { default: 0 }, ui: { list: true, width: 110, help: '该组公司的采购单在行金额合计上再减去的百分比（整数，0–50）' } },
    { name: 'sort', type: 'number', label: '排序', required: true, integer: true, min: 0, max: 9999, db: { default: 100 }, ui: { list: true, width: 80, sortable: true, help: '数字小的排在前面' } },
    { name: 'remark', type: 'textarea', label: '备注', maxLength: 200, db: { nullable: true }, ui: { span: 3 } },
    ...timestampFields(false),
  ],
  indexes: [{ columns: ['sort'] }, { columns: ['region', 'sort'] }],
});
