import { defineResource } from '../define.ts';
import { idField } from '../commonFields.ts';
import { ACTIVE_LOG_ACCESS } from './access.ts';
import { ACTIVE_CHANNELS, ACTIVE_FAILURES, ACTIVE_RESULTS } from './enums.ts';

/**
 * 解密记录 (/device/active-log): every request a device made for its decryption (activation)
 * code — the serial with its model and warranty from the serial rule, the device code, the
 * customer, the result (成功, or 失败 with its reason), the code issued (masked here; the whole
 * code is in `device_active_code`, shown on demand and logged), who or which channel asked, the
 * address and the time. Append-only: no create, update or delete endpoint of its own; records are
 * appended by `POST /device/active-code` (src/server/areas/device/issueCode.ts) and the seed.
 */
export const deviceActiveLogs = defineResource({
  name: 'deviceActiveLogs',
  label: '解密记录',
  table: 'device_active_log',
  titleField: 'serial',
  access: ACTIVE_LOG_ACCESS,
  defaultSort: '-created_at',
  search: { fields: ['serial', 'device_code'], placeholder: '序列号或设备码（开头）' },
  endpoints: {
    list: { method: 'GET', path: '/device/active-log', summary: '解密记录列表（只增不改）' },
  },
  screens: [
    {
      name: 'deviceActiveLog',
      list: { path: '/device/active-log', title: '解密记录', menu: { group: 'device', icon: 'UnlockOutlined', order: 1 } },
      panel: 'ActiveLogWarnings',
    },
  ],
  fields: [
    idField,
    { name: 'serial', type: 'text', label: '序列号', readOnly: true, maxLength: 32, ui: { list: true, width: 150, filter: 'prefix', display: 'activeLogSerial' } },
    { name: 'model_id', type: 'reference', label: '机型', readOnly: true, reference: { resource: 'products', labelField: 'name', options: 'device.models' }, db: { nullable: true }, ui: { list: true, width: 130, filter: 'eq' } },
    { name: 'warranty_end', type: 'date', label: '保修至', readOnly: true, db: { nullable: true }, ui: { list: true, width: 170, display: 'activeLogWarranty' } },
    { name: 'device_code', type: 'text', label: '设备码', readOnly: true, maxLength: 64, ui: { list: true, width: 150, copyable: true } },
    { name: 'customer_name', type: 'text', label: '客户', readOnly: true, maxLength: 40, db: { nullable: true }, ui: { list: true, width: 100 } },
    { name: 'customer_phone', type: 'phone', label: '客户电话', readOnly: true, db: { nullable: true }, ui: { list: true, width: 120 } },
    { name: 'result', type: 'enum', label: '结果', readOnly: true, options: ACTIVE_RESULTS, ui: { list: true, width: 80, filter: 'eq' } },
    { name: 'reason', type: 'enum', label: '失败原因', readOnly: true, options: ACTIVE_FAILURES, db: { nullable: true }, ui: { list: true, width: 120 } },
    { name: 'code_masked', type: 'text', label: '解密码', readOnly: true, maxLength: 40, db: { nullable: true }, ui: { list: true, width: 240, display: 'activeLogCode' } },
    { name: 'channel', type: 'enum', label: '渠道', readOnly: true, options: ACTIVE_CHANNELS, ui: { list: true, width: 90, filter: 'eq' } },
    { name: 'operator_id', type: 'reference', label: '操作人', readOnly: true, reference: { resource: 'admins', labelField: 'name' }, db: { nullable: true }, ui: { list: true, width: 100 } },
    { name: 'ip', type: 'text', label: 'IP 地址', readOnly: true, maxLength: 45, db: { nullable: true }, ui: { list: true, width: 130 } },
    { name: 'day_count', type: 'number', label: '当日第几次', readOnly: true, integer: true, db: { default: 1 }, ui: { list: true, width: 100, display: 'activeLogDayCount' } },
    { name: 'created_at', type: 'datetime', label: '时间', readOnly: true, ui: { list: true, width: 170, sortable: true, filter: 'range' } },
  ],
  indexes: [
    { columns: ['serial', 'created_at'] },
    { columns: ['device_code'] },
    { columns: ['created_at'] },
    { columns: ['result', 'created_at'] },
    { columns: ['model_id', 'created_at'] },
    { columns: ['channel', 'created_at'] },
  ],
});

/**
 * The whole code each successful request was issued, apart from its record so that no list,
 * export or record answer can carry it: read only by `POST /device/active-log/:id/code`
 * (get_active_log), which writes the action log. No endpoint of its own.
 */
export const deviceActiveCodes = defineResource({
  name: 'deviceActiveCodes',
  label: '解密码',
  table: 'device_active_code',
  titleField: 'log_id',
  access: ACTIVE_LOG_ACCESS,
  defaultSort: '-id',
  endpoints: {},
  screens: [],
  fields: [
    idField,
    { name: 'log_id', type: 'reference', label: '解密记录', readOnly: true, reference: { resource: 'deviceActiveLogs', labelField: 'serial' }, db: { unique: true } },
    { name: 'code', type: 'text', label: '解密码', readOnly: true, maxLength: 40 },
  ],
});
