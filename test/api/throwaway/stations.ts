import { defineResource } from '../../../resources/define.ts';
import { idField, timestampFields } from '../../../resources/commonFields.ts';
import type { PermissionAction } from '../../../src/domain/permissions.ts';

/**
 * A throwaway entity, 维修站, with a list, a detail page, forms, a 停用/启用 action, a permission
 * of its own and demo rows: throwawayEntity.test.ts adds it to a temporary registry, and
 * throwawayArea.test.ts builds an area around it.
 */

export const MANAGE_STATION = 'manage_station' as PermissionAction;

export const stations = defineResource({
  name: 'stations',
  label: '维修站',
  table: 'station',
  titleField: 'name',
  access: { permission: MANAGE_STATION },
  defaultSort: '-created_at',
  search: { fields: ['name'], placeholder: '维修站名称' },
  endpoints: {
    list: { method: 'GET', path: '/station/list', summary: '维修站列表' },
    one: { method: 'GET', path: '/station/:id', summary: '维修站详情' },
    create: { method: 'POST', path: '/station', summary: '新建维修站' },
    update: { method: 'PUT', path: '/station/:id', summary: '编辑维修站' },
    delete: { method: 'DELETE', path: '/station/:id', summary: '删除维修站' },
    action: { method: 'PUT', path: '/station/:id/status', summary: '停用或启用维修站' },
    history: { method: 'GET', path: '/station/:id/history', summary: '维修站变更记录' },
  },
  screens: [
    {
      name: 'station',
      createLabel: '新建维修站',
      list: { path: '/station/list', title: '维修站', menu: { group: 'repair', icon: 'EnvironmentOutlined', order: 9 } },
      show: { path: '/station/:id', title: '维修站详情', activeMenu: '/station/list' },
    },
  ],
  fields: [
    idField,
    { name: 'name', type: 'text', label: '名称', required: true, maxLength: 40, db: { unique: true }, ui: { list: true, filter: 'prefix' } },
    { name: 'city', type: 'text', label: '城市', required: true, maxLength: 20, ui: { list: true, filter: 'eq' } },
    { name: 'phone', type: 'phone', label: '电话', db: { nullable: true }, ui: { list: true } },
    {
      name: 'status', type: 'enum', label: '状态', readOnly: true, db: { default: 'active' }, ui: { list: true, filter: 'eq' },
      options: [{ value: 'active', label: '营业中', color: 'green' }, { value: 'disabled', label: '已停用', color: 'default' }],
    },
    ...timestampFields(true),
  ],
  indexes: [
    { columns: ['created_at'] }, { columns: ['updated_at'] }, { columns: ['name', 'created_at'] },
    { columns: ['city', 'created_at'] }, { columns: ['city', 'updated_at'] }, { columns: ['status', 'created_at'] }, { columns: ['status', 'updated_at'] },
  ],
  status: {
    field: 'status',
    initial: 'active',
    open: [],
    actions: [
      { name: 'disable', label: '停用', from: ['active'], to: 'disabled', confirm: '确认停用该维修站？', danger: true },
      { name: 'enable', label: '启用', from: ['disabled'], to: 'active', confirm: '确认启用该维修站？' },
    ],
  },
});

export const DEMO_STATIONS = [
  { name: '深圳南山站', city: '深圳', phone: '0755-26012345' },
  { name: '苏州园区站', city: '苏州', phone: null },
];
