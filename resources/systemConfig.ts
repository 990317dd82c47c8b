import { defineEndpoints } from './define.ts';

/**
 * System config items (section 7 "System"), addressed by key. Values are typed
 * (CONFIG_TYPES); `secret` values are write-only through the API (masked in every answer) and
 * never public. `GET /system/config/key/:key` serves every logged-in user for a public key
 * (e.g. `express_phone_sys`, `express_phone_erp`) and needs `manage_system_config` otherwise.
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

export const configEndpoints = defineEndpoints({
  name: 'config',
  endpoints: {
    list: { method: 'GET', path: '/system/config', access: { permission: 'manage_system_config' }, summary: '配置项列表（密钥打码）' },
    create: { method: 'POST', path: '/system/config', access: { permission: 'manage_system_config' }, summary: '新建配置项' },
    update: { method: 'PUT', path: '/system/config/:id', access: { permission: 'manage_system_config' }, summary: '修改配置项（带 version；密钥留空则不变）' },
    delete: { method: 'DELETE', path: '/system/config/:id', access: { permission: 'manage_system_config' }, summary: '删除配置项（?version=）' },
    byKey: { method: 'GET', path: '/system/config/key/:key', access: {}, summary: '按键读取配置：公开键所有登录用户可读，其余需全局配置权限' },
  },
});
