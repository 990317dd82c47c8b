/** The vocabularies of the outbox (issue 20): channels, send states, receipt states, attempt results. */

export const NOTIFICATION_CHANNELS = [
  { value: 'site', label: '站内信', color: 'blue' },
  { value: 'email', label: '邮件', color: 'geekblue' },
  { value: 'wechat', label: '微信', color: 'green' },
  { value: 'sms', label: '短信', color: 'orange' },
] as const;

export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]['value'];

/**
 * 待发送 → 发送中 → 成功 / 失败; 已忽略 when the channel (or template) is switched off;
 * 发送结果未知 when an attempt was cut after the message was handed to a vendor that does not
 * drop a repeat (SMTP after the final dot, Aliyun SMS after the request): the vendor may have it,
 * so it is not sent again by itself — a person decides with 重发 (docs/decisions.md, "Issue 32: mail").
 */
export const SEND_STATES = [
  { value: 'pending', label: '待发送', color: 'default' },
  { value: 'sending', label: '发送中', color: 'processing' },
  { value: 'sent', label: '成功', color: 'success' },
  { value: 'failed', label: '失败', color: 'error' },
  { value: 'skipped', label: '已忽略', color: 'warning' },
  { value: 'uncertain', label: '发送结果未知', color: 'magenta' },
] as const;

export type SendState = (typeof SEND_STATES)[number]['value'];

/** What the provider reported after sending: 未知 → 已送达 / 拒收 / 失败. */
export const RECEIPT_STATES = [
  { value: 'unknown', label: '未知', color: 'default' },
  { value: 'delivered', label: '已送达', color: 'success' },
  { value: 'rejected', label: '拒收', color: 'warning' },
  { value: 'failed', label: '失败', color: 'error' },
] as const;

export type ReceiptState = (typeof RECEIPT_STATES)[number]['value'];

/**
 * One delivery attempt's outcome: sent, failed for good, failed and retried later, or cut after
 * the hand-over with no answer (结果未知: the vendor may have the message).
 */
export const ATTEMPT_RESULTS = [
  { value: 'sent', label: '成功', color: 'success' },
  { value: 'failed', label: '失败', color: 'error' },
  { value: 'retry', label: '稍后重试', color: 'warning' },
  { value: 'uncertain', label: '结果未知', color: 'magenta' },
] as const;

export type AttemptResult = (typeof ATTEMPT_RESULTS)[number]['value'];
