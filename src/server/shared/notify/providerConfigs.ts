export const DEFAULT_WECHAT_API_BASE = 'https://api.weixin.qq.com';
export const DEFAULT_SMS_API_BASE = 'https://dysmsapi.aliyuncs.com';

/** A system config item as the settings seed writes it. */
export interface ConfigSeed {
  key: string;
  name: string;
  type: string;
  value: unknown;
  is_public: number;
  remark: string | null;
}

/** The SMTP server of the email channel and of the email templates' test sends (the demo's values; env SMTP_* stand in where unset). */
export const SMTP_CONFIGS: readonly ConfigSeed[] = [
  { key: 'smtp_host', name: 'SMTP 服务器', type: 'string', value: 'smtp.exmail.qq.com', is_public: 0, remark: '发送邮件模板使用' },
  { key: 'smtp_port', name: 'SMTP 端口', type: 'number', value: 465, is_public: 0, remark: null },
  { key: 'smtp_secure', name: 'SMTP 使用 SSL', type: 'boolean', value: true, is_public: 0, remark: null },
  { key: 'smtp_user', name: 'SMTP 账号', type: 'string', value: 'service@laser-demo.cn', is_public: 0, remark: null },
  { key: 'smtp_password', name: 'SMTP 密码', type: 'secret', value: 'demo-smtp-secret', is_public: 0, remark: '仅可修改，不可查看' },
  { key: 'smtp_from', name: '发件人', type: 'string', value: '激光设备售后服务 <service@laser-demo.cn>', is_public: 0, remark: null },
];

/**
 * The config items of the channels' providers, seeded empty (the secrets too): with no keys
 * every channel uses the `log` provider, which sends nothing. `wechat_templates` declares the
 * official account's templates that a WeChat message's variables are checked against.
 */
export const NOTIFY_PROVIDER_CONFIGS: readonly ConfigSeed[] = [
  { key: 'notify_provider_email', name: '邮件发送方式', type: 'string', value: 'log', is_public: 0, remark: 'log（只记录，不外发）或 smtp（使用 SMTP 配置）' },
  { key: 'notify_provider_wechat', name: '微信发送方式', type: 'string', value: 'log', is_public: 0, remark: 'log（只记录，不外发）或 wechat（公众号模板消息）' },
  { key: 'notify_provider_sms', name: '短信发送方式', type: 'string', value: 'log', is_public: 0, remark: 'log（只记录，不外发）或 aliyun（阿里云短信）' },
  { key: 'wechat_api_base', name: '微信接口地址', type: 'string', value: DEFAULT_WECHAT_API_BASE, is_public: 0, remark: null },
  { key: 'wechat_appid', name: '公众号 AppID', type: 'string', value: '', is_public: 0, remark: '公众号后台「基本配置」中的开发者 ID' },
  { key: 'wechat_secret', name: '公众号 AppSecret', type: 'secret', value: '', is_public: 0, remark: '仅可修改，不可查看' },
  {
    key: 'wechat_templates',
    name: '微信模板消息',
    type: 'json',
    value: {
      repair_status: { title: '维修进度通知', keys: ['character_string1', 'thing2', 'phrase3', 'time4'] },
      backup_overdue: { title: '备用机归还提醒', keys: ['character_string1', 'thing2', 'number3'] },
    },
    is_public: 0,
    remark: '{模板 ID: {title: 标题, keys: [变量名…]}}，发送前按此校验变量',
  },
  { key: 'sms_api_base', name: '短信接口地址', type: 'string', value: DEFAULT_SMS_API_BASE, is_public: 0, remark: null },
  { key: 'sms_access_key_id', name: '阿里云 AccessKey ID', type: 'string', value: '', is_public: 0, remark: null },
  { key: 'sms_access_key_secret', name: '阿里云 AccessKey Secret', type: 'secret', value: '', is_public: 0, remark: '仅可修改，不可查看' },
  {
    key: 'sms_templates',
    name: '短信模板编号',
    type: 'json',
    value: { repair_status_changed: '', backup_overdue: '' },
    is_public: 0,
    remark: '{模板编码: 阿里云模板编号 SMS_…}，模板在阿里云审核通过后填写；未填写的模板发送失败',
  },
  { key: 'sms_sign_name', name: '短信签名', type: 'string', value: '激光设备售后', is_public: 0, remark: '短信开头【】中的签名，计入字数' },
  { key: 'notify_callback_token', name: '回执回调令牌', type: 'secret', value: '', is_public: 0, remark: '微信与阿里云回执地址中的 ?token=，仅可修改，不可查看' },
];

/** A config key with its Chinese name, as the pages show it to staff: `「短信发送方式」(notify_provider_sms)`. */
export function configKeyText(key: string): string {
  const name = [...SMTP_CONFIGS, ...NOTIFY_PROVIDER_CONFIGS].find((c) => c.key === key)?.name;
  return name ? `「${name}」(${key})` : key;
}
