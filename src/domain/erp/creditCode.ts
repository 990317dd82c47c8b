/**
 * The unified social credit code (统一社会信用代码, GB 32100-2015), checked the same way by the
 * company form and the server (the field declares `check: 'creditCode'`, src/domain/fieldChecks.ts):
 * - 18 characters of 0-9 A-H J-N P-R T U W-Y (no I, O, Z, S, V), positions 3–8 the 6-digit
 *   administrative division code;
 * - positions 9–17 are the organisation code (GB 11714): 8 characters and its own check digit
 *   (weights 3,7,9,10,5,8,4,2; 11 − (Σ mod 11), 10 → X, 11 → 0; letters count A=10 … Z=35);
 * - the 18th is the code's check digit: weights 3^(i−1) mod 31, 31 − (Σ mod 31), 31 → 0, read
 *   back as a character of the alphabet above.
 */

/** The 31 characters of a code, each worth its index. */
export const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

const WEIGHTS_18 = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const WEIGHTS_ORG = [3, 7, 9, 10, 5, 8, 4, 2] as const;
const FORMAT = /^[0-9A-HJ-NPQRTUW-Y]{18}$/;

/** The value of a character in the organisation code (GB 11714): digits as they are, letters A=10 … Z=35. */
const orgValue = (ch: string): number => (ch >= '0' && ch <= '9' ? Number(ch) : ch.charCodeAt(0) - 55);

/** The check digit of the organisation code's first 8 characters. */
export function orgCheckDigit(first8: string): string {
  const sum = [...first8].reduce((acc, ch, i) => acc + orgValue(ch) * WEIGHTS_ORG[i], 0);
  const c = 11 - (sum % 11);
  return c === 11 ? '0' : c === 10 ? 'X' : String(c);
}

/** The 18th character of a code whose first 17 are given. */
export function creditCheckDigit(first17: string): string {
  const sum = [...first17].reduce((acc, ch, i) => acc + CREDIT_CODE_CHARS.indexOf(ch) * WEIGHTS_18[i], 0);
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31];
}

/**
 * A whole code from its first 16 or 17 characters: with 16, the organisation code's check digit
 * is added first; then the 18th. For seeds and tests.
 */
export function withCheckDigit(first: string): string {
  const first17 = first.length === 16 ? first + orgCheckDigit(first.slice(8, 16)) : first;
  return first17 + creditCheckDigit(first17);
}

/** Why a value is not a valid code (in Chinese), or null when it is one. */
export function creditCodeProblem(value: string): string | null {
  if (!FORMAT.test(value)) return '统一社会信用代码应为 18 位数字或大写字母（不含 I、O、Z、S、V）';
  if (!/^\d{6}$/.test(value.slice(2, 8))) return '统一社会信用代码第 3–8 位应为 6 位数字的行政区划代码';
  const org = orgCheckDigit(value.slice(8, 16));
  if (value[16] !== org) return `统一社会信用代码第 17 位（组织机构代码校验位）不正确，应为 ${org}`;
  const check = creditCheckDigit(value.slice(0, 17));
  if (value[17] !== check) return `统一社会信用代码校验位不正确，应为 ${check}`;
  return null;
}
