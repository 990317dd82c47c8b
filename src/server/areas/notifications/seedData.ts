import { resources } from '../../../../resources/index.ts';
import type { NotificationChannel } from '../../../../resources/notifications/states.ts';

/**
 * The demo outbox's vocabulary: each channel's provider, the declared templates its rows are
 * rendered from (the triggers' templates, `NOTIFY_TEXT_TEMPLATES` and the email templates) and
 * the errors its vendor answers.
 */

export interface DemoChannel {
  provider: string;
  /** Share of the demo rows. */
  weight: number;
  /** Codes of declared templates (an email template's code; a text template's code otherwise). */
  templates: readonly string[];
  /** Refusals retried later (the vendor was busy or unreachable). */
  transient: readonly string[];
  /** Refusals that fail the row at once. */
  permanent: readonly string[];
}

export const DEMO_CHANNELS: Readonly<Record<NotificationChannel, DemoChannel>> = {
  email: {
    provider: 'smtp',
    weight: 0.35,
    templates: ['repair_status_changed', 'backup_overdue'],
    transient: ['421 4.7.0 服务器繁忙，请稍后重试', 'SMTP 连接超时（10 秒）', '451 4.3.0 临时本地错误'],
    permanent: ['550 5.1.1 收件人地址不存在', '553 5.7.1 发件人地址被拒绝', '552 5.3.4 邮件过大'],
  },
  wechat: {
    provider: 'wechat',
    weight: 0.2,
    templates: ['repair_status_changed', 'backup_overdue'],
    transient: ['-1 系统繁忙，此时请开发者稍候再试', '45009 接口调用超过限额'],
    permanent: ['43004 需要接收者关注（require subscribe）', '40003 不合法的 OpenID', '47003 模板参数不准确'],
  },
  sms: {
    provider: 'aliyun',
    weight: 0.3,
    templates: ['repair_status_changed', 'backup_overdue'],
    transient: ['isv.BUSINESS_LIMIT_CONTROL 触发号码分钟级流控', 'SMS 网关超时'],
    permanent: ['isv.MOBILE_NUMBER_ILLEGAL 手机号码格式错误', 'isv.AMOUNT_NOT_ENOUGH 账户余额不足', 'isv.TEMPLATE_MISSING_PARAMETERS 模板缺少变量'],
  },
  site: {
    provider: 'site',
    weight: 0.15,
    templates: ['ticket_assigned'],
    transient: [],
    permanent: ['账号不存在或已被禁用'],
  },
};

export const DEMO_STATUSES = ['已收件', '检测中', '维修中', '已寄回'] as const;
export const DEMO_NAMES = ['陈志强', '王丽', '刘洋', '赵敏', '孙建华', '周婷', '吴磊', '郑凯'] as const;
export const DEMO_TITLES = ['打标深度不一致', '客户要求上门调试', '备用机寄出延迟', '激光器功率衰减'] as const;
export const DEMO_REMARKS = ['', '原处理人休假', '该客户由华南区跟进'] as const;

/** The declared trigger that renders a template: its name is the row's `trigger`, its variables the ones a row carries. */
export function demoTriggerOf(code: string): { name: string; variables: readonly string[] } {
  const trigger = resources.flatMap((r) => r.notify ?? []).find((t) => t.template === code);
  if (!trigger) throw new Error(`demo outbox: no declared trigger renders template ${code}`);
  return trigger;
}
