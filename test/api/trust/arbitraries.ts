import fc from 'fast-check';
import type { FieldDef, FieldType } from '../../../resources/define.ts';
import { CREDIT_CODE_CHARS, withCheckDigit } from '../../../src/domain/erp/creditCode.ts';
import type { FieldCheckName } from '../../../src/domain/fieldChecks.ts';

/**
 * fast-check arbitraries derived from field declarations: values each field type accepts, the
 * strings and numbers that break careless code, and values of the wrong type.
 */

/**
 * Characters that break careless code: quotes, LIKE wildcards, CR/LF, RTL marks, a 4-byte CJK
 * character, full-width digits. Not NUL: no database stores it in text (PostgreSQL refuses it),
 * so a body with one is refused (the `nulInText` breaker of cases.ts).
 */
export const NASTY_PIECES = ["'", '"', '`', '%', '_', '\\', '\r\n', '\u202e', '\u200f', '𠮷', '１２３', '；', '<script>', '--', '/*', "' OR '1'='1", '${x}', '{{x}}', '😀'];

const cjk = fc.constantFrom('激', '光', '维', '修', '客', '户', '设', '备', '张', '王', '李', '深', '圳');

/** A string of 1..max UTF-16 units that starts and ends with a visible character and mixes in the nasty pieces. */
export function nastyText(min: number, max: number): fc.Arbitrary<string> {
  const piece = fc.oneof({ weight: 3, arbitrary: cjk }, { weight: 2, arbitrary: fc.constantFrom(...NASTY_PIECES) }, { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 4 }) });
  return fc
    .array(piece, { minLength: 1, maxLength: 12 })
    .map((parts) => `甲${parts.join('')}乙`)
    // cut by UTF-16 units, never inside a surrogate pair (half of 😀 or 𠮷 is a lone surrogate, which no valid text holds)
    .map((s) => (s.length > max ? `${s.slice(0, Math.max(1, max - 1)).replace(/[\uD800-\uDBFF]$/, '')}乙` : s))
    .map((s) => (s.length < min ? s + '字'.repeat(min - s.length) : s))
    .filter((s) => s.length >= min && s.length <= max && s.trim() === s);
}

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

const dateArb = fc.record({ y: fc.integer({ min: 2000, max: 2035 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) }).map(({ y, m, d }) => `${y}-${pad(m)}-${pad(d)}`);

const serialArb = fc
  .record({ model: fc.integer({ min: 0, max: 99 }), letters: fc.stringMatching(/^[A-Z]{1,2}$/), yy: fc.integer({ min: 15, max: 30 }), mm: fc.integer({ min: 1, max: 12 }) })
  .map(({ model, letters, yy, mm }) => `SUP${pad(model)}${letters}${pad(yy)}${pad(mm)}`);

const codeChars = (n: number) => fc.array(fc.constantFrom(...CREDIT_CODE_CHARS), { minLength: n, maxLength: n }).map((xs) => xs.join(''));

/** Values each declared domain check (`FieldDef.check`) accepts (exhaustive). */
const CHECKED_VALUES: Record<FieldCheckName, fc.Arbitrary<string>> = {
  creditCode: fc.tuple(codeChars(2), fc.integer({ min: 110000, max: 659999 }), codeChars(8)).map(([head, region, org]) => withCheckDigit(`${head}${region}${org}`)),
};

function textOf(f: FieldDef, defaultMax: number): fc.Arbitrary<string> {
  if (f.check) return CHECKED_VALUES[f.check];
  const max = Math.min(f.maxLength ?? defaultMax, 60);
  const min = f.minLength ?? 1;
  if (f.pattern) {
    const re = new RegExp(f.pattern);
    const limit = f.maxLength ?? defaultMax;
    return fc
      .stringMatching(re)
      .map((s) => (s.length >= min || s.length === 0 ? s : s.repeat(Math.ceil(min / s.length))).slice(0, limit))
      .filter((s) => s.length >= min && re.test(s) && s.trim() === s);
  }
  return nastyText(min, Math.max(min, max));
}

function numberOf(f: FieldDef, integer: boolean, nonNegative: boolean): fc.Arbitrary<number> {
  const min = f.min ?? (nonNegative ? 0 : -1_000_000);
  const max = f.max ?? 1_000_000;
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((x) => (Object.is(x, -0) ? 0 : x));
}

/** Ids that exist, per referenced resource, supplied by the caller. */
export type RefIds = (f: FieldDef) => number[];

/** One accepted value per field type (exhaustive: a new type fails to compile until it has one). */
export const VALID_VALUES: Record<FieldType, (f: FieldDef, refIds: RefIds) => fc.Arbitrary<unknown>> = {
  id: (_f, ids) => fc.constantFrom(...(ids(_f).length ? ids(_f) : [1])),
  text: (f) => textOf(f, 255),
  textarea: (f) => textOf(f, 5000),
  number: (f) => numberOf(f, f.integer === true, false),
  money: (f) => numberOf(f, true, true),
  boolean: () => fc.boolean(),
  enum: (f) => fc.constantFrom(...(f.options ?? []).map((o) => o.value)),
  date: () => dateArb,
  datetime: () => fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString()),
  serial: () => serialArb,
  phone: () => fc.tuple(fc.integer({ min: 3, max: 9 }), fc.integer({ min: 0, max: 999_999_999 })).map(([a, b]) => `1${a}${String(b).padStart(9, '0')}`),
  email: () => fc.tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/), fc.constantFrom('example.com', 'qq.com', '163.com')).map(([u, d]) => `${u}@${d}`),
  image: () => fc.constantFrom('/uploads/a.png', 'https://cdn.example.com/x.jpg'),
  file: () => fc.constantFrom('/uploads/manual.pdf', 'https://cdn.example.com/a.zip'),
  html: (f) => textOf({ ...f, maxLength: Math.min(f.maxLength ?? 200, 200) }, 200).map((s) => `<p>${s}</p>`),
  // a json field with a reference holds a list of that resource's ids (a notice's recipients)
  json: (f, ids) => (f.reference ? fc.subarray(ids(f).length ? ids(f) : [1], { minLength: 1, maxLength: 3 }) : fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.oneof(fc.string(), fc.integer(), fc.boolean()))),
  tags: (f) => (f.options?.length ? fc.subarray(f.options.map((o) => o.value)) : fc.array(nastyText(1, 20), { maxLength: 5 })),
  reference: (f, ids) => fc.constantFrom(...(ids(f).length ? ids(f) : [1])),
};

/** A valid value of a field. */
export const validValue = (f: FieldDef, refIds: RefIds): fc.Arbitrary<unknown> => VALID_VALUES[f.type](f, refIds);

/** Values of the wrong JSON type for a field (never null or empty, which may be allowed). */
export function wrongTypeValues(f: FieldDef): unknown[] {
  switch (f.type) {
    case 'json':
      return [];
    case 'number':
    case 'money':
    case 'id':
    case 'reference':
      return ['12', true, { n: 1 }, [1]];
    case 'boolean':
      return ['true', 1, { b: true }, []];
    case 'tags':
      return ['标签', 7, { t: 1 }];
    case 'enum':
      return [{ v: 1 }, [1], true, 'no-such-option'];
    default:
      return [123, true, { s: 'x' }, ['x']];
  }
}

/** Raw JSON number texts that must never pass a numeric field with limits. */
export const NASTY_NUMBERS = ['-1', '9007199254740993', '1e309', '-1e309', '1.5'];

/** Impossible or malformed dates. */
export const IMPOSSIBLE_DATES = ['2026-02-30', '2026-13-01', '2026-00-10', '0000-00-00', '2026-02-29T25:61:00Z', '明天', '2026/01/01'];

/** Keys a body must never be able to set. */
export const PRIVILEGED_KEYS = ['group', 'grp', 'permissions', 'id', 'created_by', 'created_at', 'updated_at', 'admin_id', 'is_super', 'role'];

/** A JSON text nested `depth` levels deep. */
export const deepNesting = (depth: number): string => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** `Authorization` headers that must never log anyone in. */
export function badAuthHeaders(validTokens: string[]): string[] {
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const token = validTokens[0] ?? 'x'.repeat(43);
  return [
    'Basic',
    'Basic ',
    'Basic !!!!',
    'Bearer abc',
    `Basic ${b64('1')}`,
    `Basic ${b64(':')}`,
    `Basic ${b64(`0:${token}`)}`,
    `Basic ${b64(`-1:${token}`)}`,
    `Basic ${b64(`99999:${token}`)}`,
    `Basic ${b64(`1:${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)}`,
    `Basic ${b64(`1:${'A'.repeat(43)}`)}`,
    `Basic ${b64(`1:${token}' OR '1'='1`)}`,
    `Basic ${b64(`１:${token}`)}`,
    `Basic ${'A'.repeat(5000)}`,
    `Digest username="admin"`,
  ];
}
