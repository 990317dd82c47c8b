import { defineResource } from '../define.ts';
import { ATTEMPT_RESULTS, NOTIFICATION_CHANNELS, RECEIPT_STATES, SEND_STATES } from './states.ts';

const ACCESS = { permission: 'manage_message' } as const;

/** The list columns every channel shows after its own first ones (fit 1440 px). */
const STATE_COLUMNS = ['send_state', 'receipt_state', 'attempts', 'error', 'created_at'] as const;

/**
 * The outbox (issue 20): every outgoing notification — 站内信, 邮件, 微信, 短信 — is one row of
 * `notification`, written by the server only (src/server/areas/notifications/outbox.ts
 * `enqueueNotification`) and delivered by the worker (worker.ts) through the channel's provider.
 * The channel pages are screens of this one declaration with `channel` fixed; a row is never
 * edited or deleted through the API — 重新发送 makes a new row linked by `resend_of`. The states,
 * the retry schedule and the idempotency reasoning are in docs/decisions.md, "Notifications: the outbox".
 */
export const notifications = defineResource({
  name: 'notifications',
  label: '通知记录',
  table: 'notification',
  titleField: 'recipient',
  access: ACCESS,
  defaultSort: '-created_at',
  search: { fields: ['recipient', 'subject'], placeholder: '接收人 / 标题' },
  endpoints: {
    list: { method: 'GET', path: '/notification/outbox', summary: '通知发送记录（?channel=）' },
    one: { method: 'GET', path: '/notification/outbox/:id', summary: '一条通知发送记录（含每次发送尝试）' },
  },
  screens: [
    {
      name: 'notificationEmail',
      fixed: { channel: 'email' },
      list: { path: '/notification/email', title: '邮件', keepAlive: true, menu: { group: 'notification', icon: 'MailOutlined', order: 2 } },
      show: { path: '/notification/email/detail', title: '邮件详情', activeMenu: '/notification/email' },
      columns: ['recipient', 'subject', 'template_code', ...STATE_COLUMNS],
      canDelete: false,
      panel: 'ProviderNotice',
      // 重发 in the row as well as on the detail page: a failed mail is resent from the list
      listOperations: ['resend'],
      // the mail drawn in its sandboxed frame and the variables as a table: not again as HTML source and JSON above them
      detailPanelFields: ['content', 'variables'],
    },
    {
      name: 'notificationWechat',
      fixed: { channel: 'wechat' },
      list: { path: '/notification/wechat', title: '微信', keepAlive: true, menu: { group: 'notification', icon: 'WechatOutlined', order: 3 } },
      columns: ['recipient', 'recipient_name', 'template_code', ...STATE_COLUMNS],
      canDelete: false,
      panel: 'ProviderNotice',
      rowDetail: 'NotificationRowDetail',
    },
    {
      name: 'notificationSms',
      fixed: { channel: 'sms' },
      list: { path: '/notification/phmsg', title: '短信', keepAlive: true, menu: { group: 'notification', icon: 'MobileOutlined', order: 4 } },
      columns: ['recipient', 'content', 'segments', 'template_code', ...STATE_COLUMNS],
      canDelete: false,
      panel: 'ProviderNotice',
      rowDetail: 'NotificationRowDetail',
    },
  ],
  // 重发 on a row and on the email detail page: a new row linked to this one (not while it is still
  // being sent); on a 发送结果未知 row it is the person's decision the worker does not take
  operations: [{ name: 'resend', label: '重发', endpoint: 'notifications.resend', fields: [], confirm: '将按原内容生成一条新的通知并重新发送，原记录保持不变。确定重发？', when: { send_state: ['sent', 'failed', 'skipped', 'uncertain'] } }],
  fields: [
    { name: 'id', type: 'id', label: 'ID', readOnly: true, ui: { show: false } },
    { name: 'channel', type: 'enum', label: '渠道', readOnly: true, options: NOTIFICATION_CHANNELS },
    { name: 'template_code', type: 'text', label: '模板', readOnly: true, db: { nullable: true }, ui: { list: true, width: 140, filter: 'eq', display: 'notifyTemplate', choices: 'notifyTemplates' } },
    { name: 'recipient', type: 'text', label: '接收人', readOnly: true, ui: { list: true, width: 190, filter: 'prefix', copyable: true } },
    { name: 'recipient_name', type: 'text', label: '接收人姓名', readOnly: true, db: { nullable: true }, ui: { list: true, width: 100 } },
    { name: 'subject', type: 'text', label: '标题', readOnly: true, db: { nullable: true }, ui: { list: true, width: 220, display: 'recordText' } },
    { name: 'content', type: 'textarea', label: '内容', readOnly: true, ui: { span: 3, display: 'recordText' } },
    { name: 'variables', type: 'json', label: '模板变量', readOnly: true, db: { column: 'variables_json', nullable: true }, ui: { span: 3 } },
    // wide enough for the whole 发送结果未知 tag (the 错误 column gives up the 20 px)
    { name: 'send_state', type: 'enum', label: '发送状态', readOnly: true, options: SEND_STATES, db: { default: 'pending' }, ui: { list: true, width: 110, filter: 'in' } },
    { name: 'receipt_state', type: 'enum', label: '回执状态', readOnly: true, options: RECEIPT_STATES, db: { default: 'unknown' }, ui: { list: true, width: 90, filter: 'in' } },
    // the detail answer's `attempts` is the list of them (the timeline), so the count is a list column only
    { name: 'attempts', type: 'number', label: '尝试次数', readOnly: true, db: { default: 0 }, ui: { list: true, width: 80, show: false } },
    { name: 'max_attempts', type: 'number', label: '最多尝试', readOnly: true, db: { default: 5 } },
    { name: 'next_attempt_at', type: 'datetime', label: '下次尝试', readOnly: true },
    { name: 'lease_until', type: 'datetime', label: '占用至', readOnly: true, db: { nullable: true }, ui: { show: false } },
    // set when an attempt hands the message to a vendor that may deliver it (the SMTP final dot, the
    // HTTP request): until when sending it again is safe (the vendor drops a repeated key until then;
    // SMTP, Aliyun SMS, 站内信: the hand-over itself). Null while no hand-over is unanswered. A due row
    // past it becomes 发送结果未知 instead of being sent again (claim.ts).
    { name: 'retry_safe_until', type: 'datetime', label: '可安全重试至', readOnly: true, db: { nullable: true }, ui: { show: false } },
    { name: 'provider', type: 'text', label: '服务商', readOnly: true, ui: { display: 'notifyProvider' } },
    { name: 'provider_message_id', type: 'text', label: '服务商消息 ID', readOnly: true, db: { nullable: true }, ui: { copyable: true } },
    { name: 'error', type: 'textarea', label: '错误', readOnly: true, db: { nullable: true }, ui: { list: true, width: 180, display: 'notifyError', displayWith: ['channel'] } },
    { name: 'idempotency_key', type: 'text', label: '防重发标识', readOnly: true, db: { unique: true }, ui: { display: 'notifyKey' } },
    { name: 'segments', type: 'number', label: '条数', readOnly: true, db: { nullable: true }, ui: { list: true, width: 70 } },
    { name: 'trigger', type: 'text', label: '触发来源', readOnly: true, ui: { filter: 'eq', display: 'notifyTrigger', choices: 'notifyTriggers' } },
    { name: 'triggered_by', type: 'reference', label: '触发人', readOnly: true, db: { nullable: true }, reference: { resource: 'admins', labelField: 'name' } },
    { name: 'resend_of', type: 'number', label: '重发自', readOnly: true, db: { nullable: true }, ui: { filter: 'eq', searchForm: false } },
    { name: 'sent_at', type: 'datetime', label: '发送时间', readOnly: true, db: { nullable: true } },
    { name: 'delivered_at', type: 'datetime', label: '送达时间', readOnly: true, db: { nullable: true } },
    { name: 'created_at', type: 'datetime', label: '创建时间', readOnly: true, ui: { list: true, width: 170, sortable: true, filter: 'range' } },
    { name: 'updated_at', type: 'datetime', label: '更新时间', readOnly: true },
    { name: 'version', type: 'number', label: '版本', readOnly: true, db: { default: 1 }, ui: { show: false } },
  ],
  // every filter and the search within a channel, newest first; the worker's claim (due rows by state)
  indexes: [
    { columns: ['created_at'] },
    { columns: ['channel', 'created_at'] },
    ...['send_state', 'receipt_state', 'template_code', 'recipient', 'subject', 'trigger'].map((filter) => ({ columns: ['channel', filter, 'created_at'] })),
    { columns: ['send_state', 'next_attempt_at'] },
    { columns: ['resend_of'] },
    // the rows resent from one row, newest first (the detail's 重发生成的通知)
    { columns: ['channel', 'resend_of', 'created_at'] },
  ],
});

/**
 * The attempts of a notification (`notification_attempt`): one row per provider call, shown as the
 * timeline of its detail page (`GET /notification/outbox/:id` answers them as `attempts`). Written by
 * the worker only; it has no endpoints or screens of its own.
 */
export const notificationAttempts = defineResource({
  name: 'notificationAttempts',
  label: '发送尝试',
  table: 'notification_attempt',
  titleField: 'attempt',
  access: ACCESS,
  defaultSort: 'id',
  endpoints: {},
  screens: [],
  fields: [
    { name: 'id', type: 'id', label: 'ID', readOnly: true },
    { name: 'notification_id', type: 'number', label: '通知', readOnly: true },
    { name: 'attempt', type: 'number', label: '第几次', readOnly: true },
    { name: 'started_at', type: 'datetime', label: '开始时间', readOnly: true },
    { name: 'finished_at', type: 'datetime', label: '结束时间', readOnly: true, db: { nullable: true } },
    { name: 'result', type: 'enum', label: '结果', readOnly: true, options: ATTEMPT_RESULTS, db: { nullable: true } },
    { name: 'error', type: 'textarea', label: '错误', readOnly: true, db: { nullable: true } },
    { name: 'provider_message_id', type: 'text', label: '服务商消息 ID', readOnly: true, db: { nullable: true } },
  ],
  indexes: [{ columns: ['notification_id', 'attempt'], unique: true }],
});
