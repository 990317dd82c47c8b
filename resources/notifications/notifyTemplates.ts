import type { NotifyChannel } from '../define.ts';

/**
 * The texts of the notification triggers' templates for the channels other than email (an email
 * goes by the email template of the same code, /system/template, which users edit). Mustache
 * variables (`{{no}}`), filled as plain text. An SMS text is what the customer reads (the vendor's
 * template of the same code must say the same); a WeChat template message fills exactly the keys
 * of the official account's template `templateId` as system config `wechat_templates` lists them.
 */
export interface NotifyTextTemplate {
  code: string;
  /** Chinese name. */
  name: string;
  site?: { subject: string; content: string };
  sms?: string;
  wechat?: { templateId: string; data: Readonly<Record<string, string>> };
}

/** A WeChat `thing` value (≤ 20 characters): the model, else the serial number. */
const MODEL_OR_SERIAL = '{{#model}}{{model}}{{/model}}{{^model}}{{serial}}{{/model}}';

export const NOTIFY_TEXT_TEMPLATES = [
  {
    code: 'repair_status_changed',
    name: '维修状态变更',
    sms: '您的维修单{{no}}（{{model}} {{serial}}）状态已更新为「{{status}}」。',
    wechat: { templateId: 'repair_status', data: { character_string1: '{{no}}', thing2: MODEL_OR_SERIAL, phrase3: '{{status}}', time4: '{{time}}' } },
  },
  {
    code: 'backup_overdue',
    name: '备用机逾期未还',
    sms: '您借用的备用机（申请单{{no}}）已超期{{days}}天未归还，请尽快按原包装寄回售后服务中心，逾期将按协议收取占用费。如有疑问请致电400-826-5100。',
    wechat: { templateId: 'backup_overdue', data: { character_string1: '{{no}}', thing2: MODEL_OR_SERIAL, number3: '{{days}}' } },
  },
  {
    code: 'ticket_assigned',
    name: '工单转派',
    site: {
      subject: '工单 {{no}} 已转派给您',
      content: '{{actor}}把工单 {{no}}「{{title}}」转派给您。\n转派原因：{{#remark}}{{remark}}{{/remark}}{{^remark}}（未填写）{{/remark}}',
    },
  },
] as const satisfies readonly NotifyTextTemplate[];

/** The text template of a code, if one is declared. */
export const notifyTextTemplate = (code: string): NotifyTextTemplate | undefined => NOTIFY_TEXT_TEMPLATES.find((t) => t.code === code);

/** Whether a code has a template for a channel (email: the email template seed, checked by the caller). */
export const hasTextTemplate = (code: string, channel: Exclude<NotifyChannel, 'email'>): boolean => Boolean(notifyTextTemplate(code)?.[channel]);

/** The Chinese name of a template code as an outbox row stores it (a WeChat row stores the official account's template id), if one is declared. */
export const notifyTemplateName = (code: string): string | undefined =>
  NOTIFY_TEXT_TEMPLATES.find((t) => t.code === code || ('wechat' in t && t.wechat.templateId === code))?.name;
