import type { NotificationChannel } from '../../../../resources/notifications/states.ts';

/** The demo outbox's vocabulary: each channel's provider, templates and the errors its vendor answers. */

export interface DemoChannel {
  provider: string;
  /** Share of the demo rows. */
  weight: number;
  templates: readonly { code: string; subject: string | null; text: (v: Record<string, string>) => string }[];
  /** Refusals retried later (the vendor was busy or unreachable). */
  transient: readonly string[];
  /** Refusals that fail the row at once. */
  permanent: readonly string[];
}

export const DEMO_CHANNELS: Readonly<Record<NotificationChannel, DemoChannel>> = {
  email: {
    provider: 'smtp',
    weight: 0.35,
    templates: [
      { code: 'repair_received', subject: null, text: () => '' },
      { code: 'repair_shipped', subject: null, text: () => '' },
    ],
    transient: ['421 4.7.0 服务器繁忙，请稍后重试', 'SMTP 连接超时（10 秒）', '451 4.3.0 临时本地错误'],
    permanent: ['550 5.1.1 收件人地址不存在', '553 5.7.1 发件人地址被拒绝', '552 5.3.4 邮件过大'],
  },
  wechat: {
    provider: 'wechat',
    weight: 0.2,
    templates: [
      { code: 'repair_status', subject: '维修进度提醒', text: (v) => `您的维修单 ${v.no} 状态更新为「${v.status}」，点击查看详情。` },
      { code: 'backup_overdue', subject: '备用机归还提醒', text: (v) => `您借用的备用机（申请单 ${v.no}）已超过约定归还日期，请尽快寄回。` },
    ],
    transient: ['-1 系统繁忙，此时请开发者稍候再试', '45009 接口调用超过限额'],
    permanent: ['43004 需要接收者关注（require subscribe）', '40003 不合法的 OpenID', '47003 模板参数不准确'],
  },
  sms: {
    provider: 'aliyun',
    weight: 0.3,
    templates: [
      { code: 'repair_status', subject: null, text: (v) => `【激光售后】尊敬的${v.name}，您的维修单${v.no}状态已更新为「${v.status}」，维修进度与费用明细可在“激光售后”公众号或官网查询。如有疑问请致电400-826-5100（工作日 9:00–18:00）。` },
      { code: 'backup_overdue', subject: null, text: (v) => `【激光售后】${v.name}您好，您借用的备用机（申请单${v.no}）已逾期未还，请于3日内按原包装寄回售后服务中心，逾期将按协议收取占用费并影响您的后续服务。回T退订` },
      { code: 'verify_code', subject: null, text: (v) => `【激光售后】您的验证码为${v.code}，5分钟内有效。` },
    ],
    transient: ['isv.BUSINESS_LIMIT_CONTROL 触发号码分钟级流控', 'SMS 网关超时'],
    permanent: ['isv.MOBILE_NUMBER_ILLEGAL 手机号码格式错误', 'isv.AMOUNT_NOT_ENOUGH 账户余额不足', 'isv.TEMPLATE_MISSING_PARAMETERS 模板缺少变量'],
  },
  site: {
    provider: 'site',
    weight: 0.15,
    templates: [
      { code: 'workflow_assign', subject: '工单已转派给您', text: (v) => `工单 ${v.no} 已转派给您，请及时处理。` },
      { code: 'repair_overdue', subject: '维修单超时提醒', text: (v) => `维修单 ${v.no} 已超过 3 天未更新，请跟进。` },
    ],
    transient: [],
    permanent: ['账号不存在或已被禁用'],
  },
};

export const DEMO_STATUSES = ['已收件', '检测中', '维修中', '已寄回'] as const;
export const DEMO_NAMES = ['陈志强', '王丽', '刘洋', '赵敏', '孙建华', '周婷', '吴磊', '郑凯'] as const;
export const DEMO_TRIGGERS: Readonly<Record<string, string>> = {
  repair_received: 'repairs.status',
  repair_shipped: 'repairs.status',
  repair_status: 'repairs.status',
  backup_overdue: 'backup.overdue',
  verify_code: 'manual',
  workflow_assign: 'workflow.assign',
  repair_overdue: 'manual',
};
