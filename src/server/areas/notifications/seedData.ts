import type { NotificationChannel } from '../../../../resources/notifications/states.ts';

/**
 * The demo outbox's vocabulary: each channel's provider and the errors its vendor answers, worded
 * as the providers write them (providers/*.ts: `阿里云短信错误 <Code>：<Message>`, `微信接口错误
 * <errcode>：<errmsg>`, nodemailer's message), and the receipts' wording (receiptHandlers.ts).
 */

export interface DemoChannel {
  provider: string;
  /** Refusals retried later (the vendor was busy or unreachable). */
  transient: readonly string[];
  /** Refusals that fail the row at once. */
  permanent: readonly string[];
  /** A receipt that says the message did not arrive (receipt 失败). */
  receiptFailed: readonly string[];
}

export const DEMO_CHANNELS: Readonly<Record<NotificationChannel, DemoChannel>> = {
  email: {
    provider: 'smtp',
    transient: ['421 4.7.0 Service not available, closing transmission channel', 'Connection timeout', '451 4.3.0 Temporary local problem - please try later'],
    permanent: ["Can't send mail - all recipients were rejected: 550 5.1.1 Recipient address rejected: User unknown", '553 5.7.1 Sender address rejected: not owned by user', '552 5.3.4 Message size exceeds fixed limit'],
    receiptFailed: [],
  },
  wechat: {
    provider: 'wechat',
    transient: ['微信接口错误 -1：system error', '微信接口错误 45009：reach max api daily quota limit'],
    permanent: ['微信接口错误 43004：require subscribe', '微信接口错误 40003：invalid openid', '微信接口错误 47003：argument invalid! data.time4.value invalid'],
    receiptFailed: ['回执：failed:system failed'],
  },
  sms: {
    provider: 'aliyun',
    transient: ['阿里云短信错误 isv.BUSINESS_LIMIT_CONTROL：触发号码分钟级流控Permits:1', '阿里云短信错误 isv.AMOUNT_NOT_ENOUGH：账户余额不足', '阿里云短信接口无法连接：connect ETIMEDOUT'],
    permanent: ['阿里云短信错误 isv.MOBILE_NUMBER_ILLEGAL：非法手机号', '阿里云短信错误 isv.TEMPLATE_MISSING_PARAMETERS：模板缺少变量', '阿里云短信错误 isv.SMS_SIGNATURE_ILLEGAL：签名不合法'],
    receiptFailed: ['回执：UNDELIV 用户停机', '回执：UNDELIV 空号', '回执：MK:1008 用户不在服务区'],
  },
  site: {
    provider: 'site',
    transient: [],
    permanent: [],
    receiptFailed: [],
  },
};

/** WeChat's receipt when the user blocked the official account's messages (receipt 拒收). */
export const WECHAT_BLOCKED = '回执：failed:user block';
