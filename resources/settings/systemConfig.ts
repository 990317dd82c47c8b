import { defineEndpoints, defineResource } from '../define.ts';

/**
 * System config items (section 7 "System"), addressed by key. Values are typed
 * (CONFIG_TYPES); `secret` values are write-only through the API (masked in every answer) and
 * never public. `GET /system/config/key/:key` serves every logged-in user for a public key
 * (e.g. `express_phone_sys`, `express_phone_erp`) and needs `manage_system_config` otherwise.
 * What the declaration cannot say (the typed value, the mask, the kept secret)
 * are the server hooks of `config` (src/server/areas/settings/configHooks.ts).
 */
export const CONFIG_TYPES = [
  { value: 'string', label: '文本', color: 'blue' },
  { value: 'number', label: '数字', color: 'cyan' },
  { value: 'boolean', label: '开关', color: 'green' },
  { value: 'json', label: 'JSON', color: 'purple' },
  { value: 'secret', label: '密钥', color: 'red' },
] as const;

export type ConfigType = (typeof CONFIG_TYPES)[number]['value'];

/** What a secret's value looks like in every answer. */
export const SECRET_MASK = '******';

/** The public courier phone keys the repair and request pages show. */
export const EXPRESS_PHONE_KEYS = ['express_phone_sys', 'express_phone_erp'] as const;

/** A key: lower-case letter first, then letters, digits, `_` or `.`, 2–64 characters. */
export const CONFIG_KEY_PATTERN = '^[a-z][a-z0-9_.]{1,63}$';

export const systemConfig = defineResource({
  name: 'config',
  label: '配置项',
  table: 'system_config',
  titleField: 'key',
  access: { permission: 'manage_system_config' },
  defaultSort: 'key',
  search: { fields: ['key', 'name'], placeholder: '键 / 名称' },
  endpoints: {
    list: { method: 'GET', path: '/system/config', summary: '配置项列表（密钥打码）' },
    create: { method: 'POST', path: '/system/config', summary: '新建配置项' },
    update: { method: 'PUT', path: '/system/config/:id', summary: '修改配置项（带 version；密钥留空则不变）' },
    delete: { method: 'DELETE', path: '/system/config/:id', summary: '删除配置项（?version=）' },
  },
  screens: [
    {
      name: 'systemConfig',
      createLabel: '新建配置项',
      list: { path: '/system', title: '全局配置', menu: { group: 'system', icon: 'SettingOutlined', order: 1 } },
      panel: 'ExpressPhones',
    },
  ],
  fields: [
    { name: 'id', type: 'id', label: 'ID', readOnly: true, ui: { show: false } },
    { name: 'key', type: 'text', label: '键', required: true, createOnly: true, maxLength: 64, pattern: CONFIG_KEY_PATTERN, db: { unique: true }, ui: { list: true, width: 200, copyable: true, sortable: true, help: '小写字母开头，只含小写字母、数字、下划线和点，创建后不能修改' } },
    { name: 'name', type: 'text', label: '名称', required: true, maxLength: 60, ui: { list: true, width: 160 } },
    { name: 'type', type: 'enum', label: '类型', required: true, options: CONFIG_TYPES, db: { default: 'string' }, ui: { list: true, width: 90, filter: 'eq' } },
    { name: 'value', type: 'json', label: '值', db: { nullable: true }, ui: { list: true, width: 320, span: 3, help: '文本直接填写；数字、true/false、JSON 按类型填写；密钥留空则不变' } },
    { name: 'is_public', type: 'boolean', label: '公开', db: { default: false }, ui: { list: true, width: 80, help: '公开的配置所有登录用户可按键读取（密钥不能公开）' } },
    { name: 'remark', type: 'textarea', label: '备注', maxLength: 500, db: { nullable: true }, ui: { span: 3 } },
    { name: 'created_at', type: 'datetime', label: '创建时间', readOnly: true, ui: { width: 170 } },
    { name: 'updated_at', type: 'datetime', label: '更新时间', readOnly: true, ui: { list: true, width: 170, sortable: true } },
    { name: 'version', type: 'number', label: '版本', readOnly: true, db: { default: 1 }, ui: { show: false } },
  ],
  indexes: [
    { columns: ['type', 'key'] },
    { columns: ['type', 'updated_at'] },
    { columns: ['updated_at'] },
    { columns: ['name'] },
  ],
});

/** Reading one item by key: not a list, so an endpoint of its own with its handler. */
export const configEndpoints = defineEndpoints({
  name: 'config',
  endpoints: {
    byKey: { method: 'GET', path: '/system/config/key/:key', access: {}, summary: '按键读取配置：公开键所有登录用户可读，其余需全局配置权限' },
  },
});
