import type { NotificationChannel } from './states.ts';

/**
 * The vendors' error codes in Chinese, as the notification pages show them beside the code
 * (a failed row's 错误, its attempts, 统计's reasons) and as the code tables of each channel's
 * page. Aliyun's Dysmsapi SendSms codes and status-report codes, WeChat's template-message
 * errcodes, SMTP reply codes — the ones a deployment meets (the vendors' documentation has the rest).
 */
export interface VendorCode {
  code: string;
  meaning: string;
  /** What staff can do about it. */
  action?: string;
}

export const ALIYUN_SMS_CODES: readonly VendorCode[] = [
  { code: 'isv.BUSINESS_LIMIT_CONTROL', meaning: '触发业务流控：同一号码发送过于频繁', action: '稍后自动重试；阿里云默认同一号码每分钟 1 条、每小时 5 条、每天 10 条' },
  { code: 'isv.DAY_LIMIT_CONTROL', meaning: '已达到当天发送量上限', action: '次日再发，或在阿里云控制台调整上限' },
  { code: 'isv.AMOUNT_NOT_ENOUGH', meaning: '阿里云账户余额不足', action: '充值后自动重试' },
  { code: 'isv.OUT_OF_SERVICE', meaning: '短信业务已停机（账户欠费）', action: '充值后自动重试' },
  { code: 'isv.PRODUCT_UN_SUBSCRIPT', meaning: '未开通阿里云短信服务', action: '在阿里云控制台开通短信服务' },
  { code: 'isv.ACCOUNT_NOT_EXISTS', meaning: '阿里云账户不存在', action: '检查 AccessKey 所属账户' },
  { code: 'isv.ACCOUNT_ABNORMAL', meaning: '阿里云账户异常', action: '联系阿里云客服' },
  { code: 'isv.MOBILE_NUMBER_ILLEGAL', meaning: '手机号码格式错误', action: '核对客户的手机号后重发' },
  { code: 'isv.MOBILE_COUNT_OVER_LIMIT', meaning: '一次提交的手机号码过多' },
  { code: 'isv.SMS_TEMPLATE_ILLEGAL', meaning: '短信模板不存在或未通过审核', action: '在全局配置「短信模板编号」中填写已审核的 SMS_ 编号' },
  { code: 'isv.SMS_SIGNATURE_ILLEGAL', meaning: '短信签名不存在或未通过审核', action: '在全局配置「短信签名」中填写已审核的签名' },
  { code: 'isv.SMS_SIGN_ILLEGAL', meaning: '短信签名被禁止使用', action: '更换签名' },
  { code: 'isv.TEMPLATE_MISSING_PARAMETERS', meaning: '模板缺少变量', action: '核对阿里云模板的变量与通知内容' },
  { code: 'isv.TEMPLATE_PARAMS_ILLEGAL', meaning: '模板变量含有不允许的字符' },
  { code: 'isv.PARAM_LENGTH_LIMIT', meaning: '模板变量超出长度限制' },
  { code: 'isv.INVALID_PARAMETERS', meaning: '请求参数格式不正确' },
  { code: 'isv.BLACK_KEY_CONTROL_LIMIT', meaning: '内容含有禁止发送的关键字' },
  { code: 'isv.SMS_CONTENT_ILLEGAL', meaning: '短信内容含有禁止发送的内容' },
  { code: 'isv.DOMESTIC_NUMBER_NOT_SUPPORTED', meaning: '该签名或模板不支持国内号码' },
  { code: 'isv.RAM_PERMISSION_DENY', meaning: 'AccessKey 没有短信发送权限', action: '在阿里云 RAM 中授予短信权限' },
  { code: 'isp.RAM_PERMISSION_DENY', meaning: 'AccessKey 没有短信发送权限', action: '在阿里云 RAM 中授予短信权限' },
  { code: 'isv.SYSTEM_ERROR', meaning: '阿里云系统错误', action: '稍后重发' },
  { code: 'isp.SYSTEM_ERROR', meaning: '阿里云系统错误', action: '稍后重发' },
  { code: 'SignatureDoesNotMatch', meaning: '请求签名不正确（AccessKey Secret 填写有误）', action: '在全局配置中重新填写 AccessKey Secret' },
  { code: 'InvalidAccessKeyId.NotFound', meaning: 'AccessKey ID 不存在', action: '在全局配置中核对 AccessKey ID' },
  { code: 'Throttling.User', meaning: '请求过于频繁，被阿里云限流', action: '稍后自动重试' },
  { code: 'ServiceUnavailable', meaning: '阿里云短信服务暂时不可用', action: '稍后自动重试' },
  { code: 'InternalError', meaning: '阿里云内部错误', action: '稍后自动重试' },
  { code: 'UNDELIV', meaning: '回执：无法送达（空号、停机或关机）' },
  { code: 'DELIVRD', meaning: '回执：已送达' },
];

export const WECHAT_CODES: readonly VendorCode[] = [
  { code: '-1', meaning: '微信系统繁忙', action: '稍后自动重试' },
  { code: '40001', meaning: '调用凭证无效（AppSecret 错误或凭证过期）', action: '在全局配置中核对公众号 AppSecret' },
  { code: '40003', meaning: '不合法的 OpenID（不是本公众号的用户）', action: '核对客户的公众号 OpenID' },
  { code: '40013', meaning: '不合法的 AppID', action: '在全局配置中核对公众号 AppID' },
  { code: '40014', meaning: '不合法的调用凭证' },
  { code: '40037', meaning: '模板 ID 不存在', action: '在全局配置「微信模板消息」中核对模板 ID' },
  { code: '40125', meaning: '不合法的 AppSecret', action: '在全局配置中核对公众号 AppSecret' },
  { code: '42001', meaning: '调用凭证已过期' },
  { code: '43004', meaning: '接收者未关注公众号', action: '请客户关注公众号后重发' },
  { code: '43101', meaning: '用户拒绝接收此消息' },
  { code: '45009', meaning: '接口调用超过每日上限', action: '次日自动重试' },
  { code: '45047', meaning: '发送条数超过上限', action: '稍后自动重试' },
  { code: '47003', meaning: '模板参数不正确', action: '核对模板的变量' },
  { code: 'failed:user block', meaning: '回执：用户拒收' },
  { code: 'failed:system failed', meaning: '回执：微信系统原因发送失败' },
];

export const SMTP_CODES: readonly VendorCode[] = [
  { code: '421', meaning: '邮件服务器繁忙，暂不接收', action: '稍后自动重试' },
  { code: '450', meaning: '收件邮箱暂时不可用', action: '稍后自动重试' },
  { code: '451', meaning: '邮件服务器临时错误', action: '稍后自动重试' },
  { code: '452', meaning: '邮件服务器存储空间不足', action: '稍后自动重试' },
  { code: '550', meaning: '收件地址不存在或拒收', action: '核对客户邮箱；该邮箱会被标记为退信' },
  { code: '552', meaning: '邮件过大或收件箱已满' },
  { code: '553', meaning: '发件或收件地址不被允许', action: '在全局配置中核对发件人' },
  { code: '554', meaning: '邮件被拒绝投递（可能被判为垃圾邮件）' },
  { code: '535', meaning: 'SMTP 账号或密码错误', action: '在全局配置中核对 SMTP 账号与密码' },
];

/** Network failures any vendor's call may meet (Node's error codes, nodemailer's wording). */
export const NETWORK_CODES: readonly VendorCode[] = [
  { code: 'ETIMEDOUT', meaning: '连接服务商超时', action: '稍后自动重试；一直超时请检查服务器的外网连接' },
  { code: 'Connection timeout', meaning: '连接邮件服务器超时', action: '稍后自动重试；一直超时请检查 SMTP 服务器地址与端口' },
  { code: 'ECONNREFUSED', meaning: '服务商拒绝连接', action: '检查接口地址与端口' },
  { code: 'ENOTFOUND', meaning: '找不到服务商的地址（域名无法解析）', action: '检查接口地址与服务器的 DNS' },
  { code: 'ECONNRESET', meaning: '连接被服务商断开', action: '稍后自动重试' },
];

/** Each channel's table (站内信 has no vendor). */
export const VENDOR_CODES: Readonly<Record<Exclude<NotificationChannel, 'site'>, readonly VendorCode[]>> = {
  sms: [...ALIYUN_SMS_CODES, ...NETWORK_CODES],
  wechat: [...WECHAT_CODES, ...NETWORK_CODES],
  email: [...SMTP_CODES, ...NETWORK_CODES],
};

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A code as a whole word: not inside a longer code or number. */
const codePattern = (code: string): RegExp => new RegExp(`(?<![\\w.:-])${escape(code)}(?![\\w.-])`);

/** The first code of a table the text names, with its place. */
function firstCode(text: string, table: readonly VendorCode[]): { code: VendorCode; at: number } | undefined {
  let best: { code: VendorCode; at: number } | undefined;
  for (const code of table) {
    const at = text.search(codePattern(code.code));
    if (at >= 0 && (!best || at < best.at)) best = { code, at };
  }
  return best;
}

/** A WeChat errcode where WeChat's answer puts it: the text's start, or after 「微信接口错误」. */
function wechatCode(text: string): VendorCode | undefined {
  const named = firstCode(text, WECHAT_CODES.filter((c) => !/^-?\d+$/.test(c.code)));
  if (named) return named.code;
  const m = /(?:^|微信接口错误\s*)(-?\d{1,6})(?!\d)/.exec(text);
  return m ? WECHAT_CODES.find((c) => c.code === m[1]) : undefined;
}

/** An SMTP reply code where a reply starts (the text's start, or after 「: 」): a bare number elsewhere is not one. */
function smtpCode(text: string): VendorCode | undefined {
  const m = /(?:^|:\s)([45]\d\d)(?=[\s-])/.exec(text);
  return m ? SMTP_CODES.find((c) => c.code === m[1]) : undefined;
}

const FINDERS: Readonly<Record<keyof typeof VENDOR_CODES, (text: string) => VendorCode | undefined>> = {
  sms: (text) => firstCode(text, ALIYUN_SMS_CODES)?.code,
  wechat: wechatCode,
  email: smtpCode,
};

/** The vendor code an error text of a channel names (any channel's when not given), if a table has it. */
export function vendorCodeIn(text: string, channel?: string): VendorCode | undefined {
  const finder = channel && channel in FINDERS ? FINDERS[channel as keyof typeof FINDERS] : undefined;
  if (finder) return finder(text) ?? firstCode(text, NETWORK_CODES)?.code;
  for (const find of Object.values(FINDERS)) {
    const code = find(text);
    if (code) return code;
  }
  return firstCode(text, NETWORK_CODES)?.code;
}

/** An error text led by the Chinese meaning of the vendor code it names: `接收者未关注公众号 · 微信接口错误 43004：require subscribe`. */
export function explainVendorError(text: string, channel?: string): string {
  const code = vendorCodeIn(text, channel);
  return code && !text.startsWith(code.meaning) ? `${code.meaning} · ${text}` : text;
}
