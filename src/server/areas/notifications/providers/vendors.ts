import type { Db } from '../../../db/database.ts';
import { smtpSettings } from '../../../shared/notify/mailer.ts';
import { aliyunSmsProvider } from './aliyunSms.ts';
import { configKeyText, DEFAULT_SMS_API_BASE, DEFAULT_WECHAT_API_BASE } from '../../../shared/notify/providerConfigs.ts';
import { PROVIDER_LABELS } from '../../../../../resources/notifications/notifyWords.ts';
import { configValues, textOf } from '../config.ts';
import { smtpProvider } from './smtp.ts';
import type { NotificationChannel as Channel } from '../../../../../resources/notifications/states.ts';
import type { Provider } from './types.ts';
import { wechatProvider } from './wechat.ts';

/** The outside channels and the vendors each may use besides `log` (system config `notify_provider_<channel>`). */
export const VENDOR_CHOICES = { email: 'smtp', wechat: 'wechat', sms: 'aliyun' } as const;

type OutsideChannel = keyof typeof VENDOR_CHOICES;

const VENDOR_LABELS: Record<OutsideChannel, string> = { email: 'SMTP', wechat: '微信公众号', sms: '阿里云短信' };


const KEYS = [
  'notify_provider_email', 'notify_provider_wechat', 'notify_provider_sms',
  'wechat_api_base', 'wechat_appid', 'wechat_secret',
  'sms_api_base', 'sms_access_key_id', 'sms_access_key_secret', 'sms_sign_name', 'sms_templates',
] as const;

/** What the config says for one outside channel: the vendor asked for (or null for log), the keys it still lacks, and its provider when it has them all. */
interface Choice {
  chosen: string | null;
  missing: string[];
  build?: (now: () => number) => Provider;
}

/** `sms_templates` as a map of texts (anything else in it is ignored). */
const templatesOf = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};

async function choices(db: Db): Promise<Record<OutsideChannel, Choice>> {
  const config = await configValues(db, KEYS);
  const chosen = (channel: OutsideChannel): string | null => (textOf(config, `notify_provider_${channel}`) === VENDOR_CHOICES[channel] ? VENDOR_CHOICES[channel] : null);
  const lacking = (keys: readonly string[]): string[] => keys.filter((k) => !textOf(config, k));
  const trimBase = (key: string, fallback: string): string => (textOf(config, key) ?? fallback).replace(/\/+$/, '');

  const smtpHost = await smtpSettings(db).then(() => true, () => false);
  const wechatMissing = lacking(['wechat_appid', 'wechat_secret']);
  const smsMissing = lacking(['sms_access_key_id', 'sms_access_key_secret', 'sms_sign_name']);
  const account = { base: trimBase('wechat_api_base', DEFAULT_WECHAT_API_BASE), appid: textOf(config, 'wechat_appid') ?? '', secret: textOf(config, 'wechat_secret') ?? '' };
  const sms = { base: trimBase('sms_api_base', DEFAULT_SMS_API_BASE), accessKeyId: textOf(config, 'sms_access_key_id') ?? '', accessKeySecret: textOf(config, 'sms_access_key_secret') ?? '', signName: textOf(config, 'sms_sign_name') ?? '', templates: templatesOf(config.get('sms_templates')) };
  return {
    email: { chosen: chosen('email'), missing: smtpHost ? [] : ['smtp_host'], build: smtpHost ? (now) => smtpProvider(db, now) : undefined },
    wechat: { chosen: chosen('wechat'), missing: wechatMissing, build: wechatMissing.length ? undefined : (now) => wechatProvider(account, now) },
    sms: { chosen: chosen('sms'), missing: smsMissing, build: smsMissing.length ? undefined : (now) => aliyunSmsProvider(sms, now) },
  };
}

/** The vendor provider of an outside channel when the config chooses it and has its keys; null means the `log` provider. */
export async function vendorProviderFor(db: Db, channel: Channel, now: () => number = Date.now): Promise<Provider | null> {
  if (channel === 'site') return null;
  const choice = (await choices(db))[channel];
  return choice.chosen && choice.build ? choice.build(now) : null;
}

/** What each channel sends through, for the pages: `configured` is false when messages are only logged. */
export interface ProviderState {
  provider: string;
  configured: boolean;
  note: string;
}

/** Each channel's provider and a plain sentence about it (the log provider sends nothing). */
export async function providerStatus(db: Db): Promise<Record<Channel, ProviderState>> {
  const all = await choices(db);
  const LOGGED = '消息只记录在发送记录中并标记为已送达，不会真正发出';
  const stateOf = (channel: OutsideChannel): ProviderState => {
    const c = all[channel];
    const label = VENDOR_LABELS[channel];
    if (!c.chosen) return { provider: 'log', configured: false, note: `未启用${label}：${configKeyText(`notify_provider_${channel}`)} 为「${PROVIDER_LABELS.log}」(log)。${LOGGED}` };
    if (!c.build) return { provider: 'log', configured: false, note: `已选择${label}，但缺少配置 ${c.missing.map(configKeyText).join('、')}：${LOGGED}` };
    return { provider: c.chosen, configured: true, note: `通过${label}发送` };
  };
  return {
    site: { provider: 'site', configured: true, note: '站内信直接写入收件人的收件箱' },
    email: stateOf('email'),
    wechat: stateOf('wechat'),
    sms: stateOf('sms'),
  };
}
