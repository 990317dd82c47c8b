import { defineResource } from '../define.ts';

/**
 * Email addresses that bounced (`email_bounce`): flagged when SMTP answers the recipient with a
 * permanent 5xx (550 user unknown); a mail queued to a flagged address is a 失败 row
 * 「该邮箱曾退信：…」 until the flag is cleared (`DELETE /notification/bounce/:address`).
 * One row per address. No endpoints or screens of its own: the refused row's error names the
 * flag, and the email log offers 清除退信标记 on it.
 */
export const emailBounces = defineResource({
  name: 'emailBounces',
  label: '退信邮箱',
  table: 'email_bounce',
  titleField: 'address',
  access: { permission: 'manage_message' },
  defaultSort: '-bounced_at',
  endpoints: {},
  screens: [],
  fields: [
    { name: 'id', type: 'id', label: 'ID', readOnly: true, ui: { show: false } },
    { name: 'address', type: 'text', label: '邮箱', readOnly: true, maxLength: 254, db: { unique: true }, ui: { list: true, width: 220, filter: 'eq' } },
    { name: 'reason', type: 'text', label: '退信原因', readOnly: true, maxLength: 500, ui: { list: true, width: 320 } },
    { name: 'bounced_at', type: 'datetime', label: '退信时间', readOnly: true, ui: { list: true, width: 170, sortable: true } },
  ],
  indexes: [{ columns: ['bounced_at'] }],
});
