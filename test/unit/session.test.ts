import { describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_MS, isSessionValid } from '../../src/domain/session.ts';
import { errorText, fail, isFailure, ok } from '../../src/domain/envelope.ts';
import { ERRORS } from '../../src/domain/errors.ts';

describe('isSessionValid', () => {
  const now = 1_800_000_000_000;
  it('is 30 days', () => expect(TOKEN_LIFETIME_MS).toBe(30 * 24 * 3600 * 1000));
  it.each([
    ['token', now, true],
    ['token', now - TOKEN_LIFETIME_MS + 1, true],
    ['token', now - TOKEN_LIFETIME_MS, false],
    ['token', now - TOKEN_LIFETIME_MS - 1, false],
    ['', now, false],
    [null, now, false],
    ['token', null, false],
    ['token', NaN, false],
    ['token', now + 3600_000, false],
  ])('token %j, last auth %s → %s', (token, lastAuth, expected) => {
    expect(isSessionValid(token, lastAuth, now)).toBe(expected);
  });
});

describe('envelope', () => {
  it('wraps payloads in data', () => expect(ok([1])).toEqual({ data: [1] }));
  it('builds failures from the catalogue', () => {
    expect(fail('NOT_FOUND')).toEqual({ code: '40400', message: '记录不存在或已被删除', data: null });
    expect(fail('VALIDATION_FAILED', '「故障描述」不能为空').message).toBe('「故障描述」不能为空');
  });
  it.each([
    [{ code: '40400', message: 'x', data: null }, true],
    [{ code: 0, data: 1 }, false],
    [{ code: '', data: 1 }, false],
    [{ code: null, data: 1 }, false],
    [{ data: 1 }, false],
    [null, false],
    ['text', false],
  ])('isFailure(%j) → %s', (body, expected) => expect(isFailure(body)).toBe(expected));
  it('formats [code]message', () => {
    expect(errorText('40900', '记录已被他人修改，请刷新后重试')).toBe('[40900]记录已被他人修改，请刷新后重试');
    expect(errorText(undefined, '请求异常，请稍后重试')).toBe('请求异常，请稍后重试');
  });
  it('has unique codes, 4xx for every client error and Chinese messages', () => {
    const codes = Object.values(ERRORS).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const e of Object.values(ERRORS)) {
      expect(e.code.slice(0, 3)).toBe(String(e.status));
      expect(e.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
