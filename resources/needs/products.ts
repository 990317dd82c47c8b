import { defineResource, type EnumOption } from '../define.ts';
import { idField, timestampFields } from '../commonFields.ts';

/**
 * Product models (机型配置): the serial rule of each model (two-digit code + letters) and its
 * default warranty. The serial checker and every serial display read these rules.
 */
export const PRODUCT_CATEGORIES = [
  { value: 'fiber', label: '光纤打标机', color: 'blue' },
  { value: 'uv', label: '紫外打标机', color: 'purple' },
  { value: 'co2', label: 'CO2 切割机', color: 'orange' },
  { value: 'engraver', label: '桌面雕刻机', color: 'cyan' },
] as const satisfies readonly EnumOption[];

export const SALE_STATES = [
  { value: 'on_sale', label: '在售', color: 'green' },
  { value: 'upcoming', label: '即将上市', color: 'blue' },
  { value: 'discontinued', label: '已停产', color: 'default' },
] as const satisfies readonly EnumOption[];

export const products = defineResource({
  name: 'products',
  label: '机型',
  table: 'product_model',
  titleField: 'name',
  access: { permission: 'manage_needs_production' },
  defaultSort: '-created_at',
  search: { fields: ['name', 'code'], placeholder: '机型名称 / 型号代码' },
  endpoints: {
    list: { method: 'GET', path: '/needs/production/models', summary: '机型列表' },
    one: { method: 'GET', path: '/needs/production/model/:id', summary: '机型详情' },
    create: { method: 'POST', path: '/needs/production/model', summary: '新增机型' },
    update: { method: 'PUT', path: '/needs/production/model/:id', summary: '编辑机型' },
    delete: { method: 'DELETE', path: '/needs/production/model/:id', summary: '删除机型' },
    history: { method: 'GET', path: '/needs/production/model/:id/history', summary: '机型修改记录' },
  },
  screens: [
    {
      name: 'production',
      createLabel: '新增机型',
      panel: 'SerialChecker',
      list: { path: '/production/index', title: '机型配置', menu: { group: 'production', icon: 'AppstoreOutlined', order: 1 } },
    },
  ],
  fields: [
    idField,
    { name: 'name', type: 'text', label: '机型名称', required: true, maxLength: 60, db: { unique: true }, ui: { list: true, width: 180 } },
    { name: 'code', type: 'text', label: '型号代码', required: true, pattern: '^\\d{2}$', ui: { list: true, width: 90, help: '序列号 SUP 后的两位数字' } },
    { name: 'letters', type: 'text', label: '序列号字母', pattern: '^[A-Z]{1,2}$', db: { nullable: true }, ui: { list: true, width: 100, help: '一到两位大写字母；留空表示该代码下的任意字母' } },
    { name: 'category', type: 'enum', label: '类型', required: true, options: PRODUCT_CATEGORIES, db: { default: 'fiber' }, ui: { list: true, width: 120, filter: 'eq' } },
    { name: 'sale_state', type: 'enum', label: '销售状态', required: true, options: SALE_STATES, db: { default: 'on_sale' }, ui: { list: true, width: 100, filter: 'eq' } },
    { name: 'warranty_months', type: 'number', label: '默认保修（月）', required: true, integer: true, min: 0, max: 120, db: { default: 12 }, ui: { list: true, width: 120 } },
    { name: 'price', type: 'money', label: '指导价', min: 0, max: 100_000_000, db: { default: 0 }, ui: { list: true, width: 110 } },
    { name: 'launched_on', type: 'date', label: '上市日期', db: { nullable: true }, ui: { list: true, width: 110 } },
    { name: 'remark', type: 'textarea', label: '备注', maxLength: 500, db: { nullable: true }, ui: { span: 3 } },
    ...timestampFields(true),
  ],
  indexes: [
    { columns: ['created_at'] },
    { columns: ['updated_at'] },
    { columns: ['category', 'created_at'] },
    { columns: ['category', 'updated_at'] },
    { columns: ['sale_state', 'created_at'] },
    { columns: ['sale_state', 'updated_at'] },
    { columns: ['code', 'letters'] },
  ],
});
