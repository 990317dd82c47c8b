import { createHmac } from 'node:crypto';
import { listen, sendJson, type FakeServer } from './listen.ts';

/**
 * A fake of Aliyun's dysmsapi `SendSms` (RPC, GET), for tests. It checks the signature with its
 * own reading of Aliyun's rule (not the adapter's code): the parameters but Signature, sorted,
 * RFC 3986 encoded, `GET&%2F&` + the encoded query, HMAC-SHA1 with secret + `&`. A wrong key is
 * InvalidAccessKeyId.NotFound, a wrong signature SignatureDoesNotMatch (HTTP 400), a number that
 * is not 11 digits isv.MOBILE_NUMBER_ILLEGAL; 13900000001 answers isv.BUSINESS_LIMIT_CONTROL and
 * 13900000002 isv.AMOUNT_NOT_ENOUGH.
 */
export interface FakeAliyunSms extends FakeServer {
  accessKeyId: string;
  accessKeySecret: string;
  /** Accepted messages, in order. */
  sent: { phone: string; signName: string; templateCode: string; templateParam: Record<string, string>; outId: string; bizId: string }[];
}

const rfc3986 = (s: string): string => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export const ALIYUN_ERRORS: Readonly<Record<string, { Code: string; Message: string }>> = {
  '13900000001': { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发号码天级流控Permits:10' },
  '13900000002': { Code: 'isv.AMOUNT_NOT_ENOUGH', Message: '账户余额不足' },
};

export async function startFakeAliyunSms(): Promise<FakeAliyunSms> {
  const accessKeyId = 'LTAI_fake_key';
  const accessKeySecret = 'fake_key_secret';
  const sent: FakeAliyunSms['sent'] = [];
  let nextBiz = 1;
  const server = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const params = [...url.searchParams.entries()];
    const get = (k: string): string => url.searchParams.get(k) ?? '';
    const requestId = `REQ-${nextBiz}`;
    if (req.method !== 'GET' || get('Action') !== 'SendSms' || get('Version') !== '2017-05-25') return sendJson(res, 404, { Code: 'InvalidAction.NotFound', Message: 'Specified api is not found', RequestId: requestId });
    if (get('AccessKeyId') !== accessKeyId) return sendJson(res, 404, { Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.', RequestId: requestId });
    const canonical = params.filter(([k]) => k !== 'Signature').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`).join('&');
    const expected = createHmac('sha1', `${accessKeySecret}&`).update(`GET&%2F&${rfc3986(canonical)}`).digest('base64');
    if (get('Signature') !== expected) return sendJson(res, 400, { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.', RequestId: requestId });
    const phone = get('PhoneNumbers');
    if (!/^1\d{10}$/.test(phone)) return sendJson(res, 200, { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号', RequestId: requestId });
    // Aliyun knows only the templates it issued (SMS_ and digits); SMS_0 stands for one deleted there
    if (!/^SMS_\d+$/.test(get('TemplateCode')) || get('TemplateCode') === 'SMS_0') return sendJson(res, 200, { Code: 'isv.SMS_TEMPLATE_ILLEGAL', Message: '该账号下找不到对应模板', RequestId: requestId });
    const error = ALIYUN_ERRORS[phone];
    if (error) return sendJson(res, 200, { ...error, RequestId: requestId });
    const bizId = `${String(nextBiz++).padStart(6, '0')}^0`;
    sent.push({ phone, signName: get('SignName'), templateCode: get('TemplateCode'), templateParam: JSON.parse(get('TemplateParam') || '{}') as Record<string, string>, outId: get('OutId'), bizId });
    sendJson(res, 200, { Code: 'OK', Message: 'OK', BizId: bizId, RequestId: requestId });
  });
  return { ...server, accessKeyId, accessKeySecret, sent };
}
