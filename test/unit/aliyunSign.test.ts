import { describe, expect, it } from 'vitest';
import { aliyunSignature, canonicalQuery, percentEncode } from '../../src/server/areas/notifications/providers/aliyunSign.ts';

describe('Aliyun RPC signature', () => {
  it('percent-encodes by RFC 3986: space %20, * %2A, ~ kept, Chinese as UTF-8', () => {
    expect(percentEncode("a b*~'()!")).toBe('a%20b%2A~%27%28%29%21');
    expect(percentEncode('短信')).toBe('%E7%9F%AD%E4%BF%A1');
    expect(percentEncode('/')).toBe('%2F');
  });

  it('sorts the parameters by name and leaves Signature out', () => {
    expect(canonicalQuery({ b: '2', Signature: 'x', a: '1 1' })).toBe('a=1%201&b=2');
  });

  it("matches the worked example of Aliyun's SMS signature documentation", () => {
    const params = {
      AccessKeyId: 'testId', Action: 'SendSms', Format: 'XML', OutId: '123', PhoneNumbers: '15300000001', RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用', SignatureMethod: 'HMAC-SHA1', SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466', SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007', TemplateParam: '{"customer":"test"}', Timestamp: '2017-07-12T02:42:19Z', Version: '2017-05-25',
    };
    expect(aliyunSignature('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });
});
