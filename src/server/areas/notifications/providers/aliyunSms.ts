import { randomUUID } from 'node:crypto';
import { aliyunSignature, percentEncode } from './aliyunSign.ts';
import { ProviderError, type OutgoingMessage, type Provider, type SendContext, type SendResult } from './types.ts';
import { vendorJson } from './vendorHttp.ts';

/** The keys of an Aliyun SMS account (system config `sms_*`). */
export interface AliyunSmsAccount {
  base: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** Our template codes to Aliyun's (`SMS_…`), from system config `sms_templates`. */
  templates: Readonly<Record<string, string>>;
}

/** An Aliyun template code as Aliyun issues them. */
const ALIYUN_TEMPLATE = /^SMS_\d+$/;

/** The Aliyun template code of a message: one already in Aliyun's form as it is, else its entry in `sms_templates`. */
export function aliyunTemplateOf(account: Pick<AliyunSmsAccount, 'templates'>, code: string | null | undefined): string | null {
  if (!code) return null;
  if (ALIYUN_TEMPLATE.test(code)) return code;
  const mapped = account.templates[code]?.trim();
  return mapped && ALIYUN_TEMPLATE.test(mapped) ? mapped : null;
}

/** Codes worth retrying later: flow control, an empty balance, the service busy. */
const TRANSIENT_CODES = new Set(['isv.BUSINESS_LIMIT_CONTROL', 'isv.AMOUNT_NOT_ENOUGH', 'isv.OUT_OF_SERVICE', 'Throttling.User', 'ServiceUnavailable', 'InternalError']);

/** Aliyun's timestamp: UTC without milliseconds. */
const timestampOf = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The signed query of a SendSms call. */
export function sendSmsQuery(account: AliyunSmsAccount, m: OutgoingMessage & { templateCode: string }, now: number, nonce: string = randomUUID()): string {
  const params: Record<string, string> = {
    AccessKeyId: account.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    OutId: m.idempotencyKey,
    PhoneNumbers: m.recipient,
    RegionId: 'cn-hangzhou',
    SignName: account.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: nonce,
    SignatureVersion: '1.0',
    TemplateCode: m.templateCode,
    TemplateParam: JSON.stringify(Object.fromEntries(Object.entries(m.variables ?? {}).map(([k, v]) => [k, String(v)]))),
    Timestamp: timestampOf(now),
    Version: '2017-05-25',
  };
  const signature = aliyunSignature('GET', params, account.accessKeySecret);
  return `Signature=${percentEncode(signature)}&${Object.entries(params).map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&')}`;
}

/**
 * SMS through Aliyun dysmsapi SendSms (RPC style, HMAC-SHA1 signed GET). The message is
 * Aliyun's template of the row's template (`sms_templates` maps our codes to Aliyun's `SMS_…`;
 * a row without one fails before any call) filled with the variables on Aliyun's side; `OutId` is the row's
 * idempotency key. `{Code: 'OK', BizId}` is sent; flow control and an empty balance are
 * retried; any other Code (isv.MOBILE_NUMBER_ILLEGAL, SignatureDoesNotMatch …) is 失败 with
 * Aliyun's message.
 * SendSms does not de-duplicate: Aliyun's reference says "国内短信、国际短信及多媒体短信目前均不
 * 支持幂等的能力" and, after a timeout, to check the receipt before retrying. `OutId` is only
 * echoed in the status report (`out_id`), so a repeat after the request went out would send a
 * second SMS (and bill it): `dedupe: 'never'`.
 */
export function aliyunSmsProvider(account: AliyunSmsAccount, now: () => number): Provider {
  return {
    name: 'aliyun',
    dedupe: 'never',
    async send(m: OutgoingMessage, ctx?: SendContext): Promise<SendResult> {
      if (!m.templateCode) throw new ProviderError('阿里云短信缺少模板编号（TemplateCode）', true);
      const templateCode = aliyunTemplateOf(account, m.templateCode);
      if (!templateCode) throw new ProviderError(`短信模板「${m.templateCode}」没有对应的阿里云模板编号：请在系统配置「短信模板编号」(sms_templates) 中填写 SMS_ 开头的编号`, true);
      const query = sendSmsQuery(account, { ...m, templateCode }, now());
      await ctx?.handOver();
      const answer = await vendorJson('阿里云短信', `${account.base}/?${query}`);
      const code = String(answer.Code ?? '');
      if (code === 'OK' && typeof answer.BizId === 'string') return { providerMessageId: answer.BizId };
      throw new ProviderError(`阿里云短信错误 ${code || '未知'}：${String(answer.Message ?? '')}`, !TRANSIENT_CODES.has(code));
    },
  };
}
