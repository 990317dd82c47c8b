import { describe, expect, it } from 'vitest';
import { creditCheckDigit, creditCodeProblem, orgCheckDigit, withCheckDigit } from '../../../src/domain/erp/creditCode.ts';
import { checkField } from '../../../src/domain/fieldRules.ts';
import { erpCompanies } from '../../../resources/erp/companies.ts';

/**
 * 统一社会信用代码 (GB 32100-2015): real codes pass; each kind of fault is named (length and
 * characters, the division code, the organisation code's check digit, the 18th check digit, with
 * the digit it should be); the company's declared field refuses with the same message.
 */

/** Codes published by the companies themselves (business licences). */
const REAL = ['914403001922038216', '91330100799655058B', '91350100M000100Y43'];

describe('creditCodeProblem', () => {
  it.each(REAL)('accepts the real code %s', (code) => {
    expect(creditCodeProblem(code)).toBeNull();
    expect(withCheckDigit(code.slice(0, 17))).toBe(code);
    expect(withCheckDigit(code.slice(0, 16))).toBe(code);
  });

  it('names the 18th digit it should be', () => {
    for (const code of REAL) {
      const wrong = code.slice(0, 17) + (code[17] === '0' ? '1' : '0');
      expect(creditCodeProblem(wrong)).toBe(`统一社会信用代码校验位不正确，应为 ${code[17]}`);
    }
  });

  it('names the organisation code\'s check digit (position 17) it should be', () => {
    expect(creditCodeProblem('91350100M000100Y53')).toBe('统一社会信用代码第 17 位（组织机构代码校验位）不正确，应为 4');
    expect(orgCheckDigit('M000100Y')).toBe('4');
    // 10 is written X, 11 is written 0
    expect(orgCheckDigit('MA1FL3C1')).toBe('X');
    expect(orgCheckDigit('10000004')).toBe('0');
  });

  it('refuses a wrong length, lower case and the letters I O Z S V', () => {
    const format = '统一社会信用代码应为 18 位数字或大写字母（不含 I、O、Z、S、V）';
    for (const bad of ['', '9144030019220382', '9144030019220382160', '914403001922038216 ', '91330100799655058b', ...['I', 'O', 'Z', 'S', 'V'].map((x) => `9133010079965505${x}B`)]) {
      expect(creditCodeProblem(bad), bad).toBe(format);
    }
  });

  it('refuses letters in the administrative division code (positions 3–8)', () => {
    expect(creditCodeProblem('9144A3001922038216')).toBe('统一社会信用代码第 3–8 位应为 6 位数字的行政区划代码');
  });

  it('the 18th digit is 31 − (Σ mod 31), 31 → 0, as a character of the 31', () => {
    // Σ of 91350100M000100Y4 with the weights 1,3,9,…,28 is 1640; 1640 mod 31 = 28; 31 − 28 = 3
    expect(creditCheckDigit('91350100M000100Y4')).toBe('3');
    for (let i = 0; i < 200; i += 1) {
      const first17 = withCheckDigit(`9144030${String(i).padStart(9, '0')}`).slice(0, 17);
      expect(creditCodeProblem(first17 + creditCheckDigit(first17))).toBeNull();
    }
  });
});

describe('the company field', () => {
  const field = erpCompanies.fields.find((f) => f.name === 'credit_code');
  it('declares the check, so the form and the server refuse with the same message', () => {
    if (!field) throw new Error('no credit_code field');
    expect(checkField(field, '91350100M000100Y44', false)).toEqual({ ok: false, message: '统一社会信用代码校验位不正确，应为 3' });
    expect(checkField(field, ' 91350100M000100Y43 ', false)).toEqual({ ok: true, value: '91350100M000100Y43' });
    expect(checkField(field, '', false)).toEqual({ ok: false, message: '「统一社会信用代码」不能为空' });
  });
});
