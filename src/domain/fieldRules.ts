import { z, type ZodMiniType } from 'zod/mini';
import type { FieldDef, FieldType } from '../../resources/define.ts';
import { FIELD_CHECKS } from './fieldChecks.ts';
import { formatMoney } from './money.ts';
import { PHONE_PATTERN } from './phone.ts';
import { isValidSerial } from './serial.ts';

/**
 * The one validation of a declared field, for both halves: the server checks every body with
 * `checkField`, and the app's form rules (src/app/schema/formItemsOf.ts) run the same function,
 * so a value is refused by both or by neither, with the same Chinese message. Written with
 * `zod/mini` (functional checks, tree-shaken): the lazy form chunk carries 5.6 KiB (gzip) of it
 * where full zod took 21 KiB (docs/decisions.md, "One validation").
 */

/** The zod schema of one field's value. */
export type FieldSchema = ZodMiniType;
type Schema = FieldSchema;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME_PATTERN = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

const EMAIL = z.email();

const bad = (f: FieldDef): string => `「${f.label}」格式不正确`;

/** A declared domain check (`FieldDef.check`) as a zod check: its own message when it refuses. */
const domainCheck = (problem: (value: string) => string | null) =>
  z.superRefine<string>((value, ctx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  });

function text(f: FieldDef, defaultMax: number): Schema {
  const max = f.maxLength ?? defaultMax;
  return z.string(`「${f.label}」必须是文本`).check(
    z.maxLength(max, `「${f.label}」不能超过 ${max} 个字`),
    ...(f.minLength ? [z.minLength(f.minLength, `「${f.label}」至少 ${f.minLength} 个字`)] : []),
    ...(f.pattern ? [z.regex(new RegExp(f.pattern), bad(f))] : []),
    ...(f.check ? [domainCheck(FIELD_CHECKS[f.check])] : []),
  );
}

/** A bound as staff read it: money in yuan (`¥12.34`), other numbers as they are. */
const shown = (f: FieldDef, n: number): string => (f.type === 'money' ? formatMoney(n) : String(n));

function numeric(f: FieldDef, integer: boolean, nonNegative: boolean): Schema {
  const min = f.min ?? (nonNegative ? 0 : undefined);
  return z.number(`「${f.label}」必须是数字`).check(
    ...(integer ? [z.refine<number>(Number.isInteger, `「${f.label}」必须是整数`)] : []),
    ...(min !== undefined ? [z.gte(min, `「${f.label}」不能小于 ${shown(f, min)}`)] : []),
    ...(f.max !== undefined ? [z.lte(f.max, `「${f.label}」不能大于 ${shown(f, f.max)}`)] : []),
  );
}

/** A positive 32-bit id (a record id, a reference). */
const idOf = (f: FieldDef): Schema =>
  z.number(bad(f)).check(z.refine<number>(Number.isInteger, bad(f)), z.gte(1, bad(f)), z.lte(2 ** 31 - 1, bad(f)));

const validDate = (s: string): boolean => !Number.isNaN(Date.parse(DATE_PATTERN.test(s) ? `${s}T00:00:00Z` : s)) &&
  (!DATE_PATTERN.test(s) || new Date(`${s}T00:00:00Z`).toISOString().startsWith(s));

/**
 * One validator per field type, each naming the field's label in its Chinese messages.
 * Exhaustive: a new FieldType does not compile until it has a validator here.
 */
export const FIELD_VALIDATORS: Record<FieldType, (field: FieldDef) => Schema> = {
  id: idOf,
  text: (f) => text(f, 255),
  textarea: (f) => text(f, 5000),
  number: (f) => numeric(f, f.integer === true, false),
  money: (f) => numeric(f, true, true),
  boolean: (f) => z.boolean(`「${f.label}」必须是是或否`),
  enum: (f) => {
    const values = (f.options ?? []).map((o) => o.value);
    return z.custom<string | number>((v) => values.some((x) => x === v), `「${f.label}」必须是 ${(f.options ?? []).map((o) => o.label).join('、')} 之一`);
  },
  date: (f) => z.string(bad(f)).check(z.regex(DATE_PATTERN, bad(f)), z.refine(validDate, bad(f))),
  datetime: (f) => z.string(bad(f)).check(z.regex(DATETIME_PATTERN, bad(f)), z.refine(validDate, bad(f))),
  serial: (f) => z.string(bad(f)).check(z.refine((s) => isValidSerial(s), bad(f))),
  phone: (f) => z.string(bad(f)).check(z.regex(PHONE_PATTERN, bad(f))),
  email: (f) => z.string(bad(f)).check(z.maxLength(120, bad(f)), z.refine((s) => EMAIL.safeParse(s).success, bad(f))),
  image: (f) => text({ ...f, maxLength: f.maxLength ?? 500 }, 500),
  file: (f) => text({ ...f, maxLength: f.maxLength ?? 500 }, 500),
  html: (f) => text(f, 200_000),
  json: (f) => z.custom<unknown>((v) => v !== undefined, bad(f)),
  tags: (f) => {
    const allowed = f.options ? new Set(f.options.map((o) => String(o.value))) : null;
    const each = f.maxLength ?? 50;
    return z.array(z.string(bad(f)).check(z.minLength(1, bad(f)), z.maxLength(each, `「${f.label}」每个不能超过 ${each} 个字`)), bad(f)).check(
      z.maxLength(100, bad(f)),
      ...(allowed && f.options ? [z.refine<string[]>((xs) => xs.every((x) => allowed.has(x)), `「${f.label}」只能从 ${f.options.map((o) => o.label).join('、')} 中选择`)] : []),
    );
  },
  reference: idOf,
};

const schemas = new WeakMap<FieldDef, Schema>();

/** The zod schema of a field (built once per declaration object). */
export function schemaOf(f: FieldDef): Schema {
  let schema = schemas.get(f);
  if (!schema) schemas.set(f, (schema = FIELD_VALIDATORS[f.type](f)));
  return schema;
}

/** Whether a field's column takes null: an empty value of it is stored as null. */
export const isNullable = (f: FieldDef): boolean => f.db?.nullable === true;

/** The message when a required field is missing or empty. */
export const requiredMessage = (f: FieldDef): string => `「${f.label}」不能为空`;

/** The outcome of checking one value. */
export type FieldCheck = { ok: true; value: unknown } | { ok: false; message: string };

/** An absent value: undefined, null, blank text, and (for a required field) an empty list. */
export const isEmptyValue = (f: FieldDef, v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (f.required === true && Array.isArray(v) && v.length === 0);

/**
 * A filled value as it is checked and stored: text trimmed, serials upper-cased; html and
 * write-only secrets (passwords) are kept as typed.
 */
export function normalisedValue(f: FieldDef, raw: unknown): unknown {
  if (typeof raw !== 'string' || f.type === 'html' || f.writeOnly) return raw;
  return f.type === 'serial' ? raw.trim().toUpperCase() : raw.trim();
}

/**
 * Checks one submitted value of a field: empty values are refused when required, else become
 * null (nullable) or the empty/default value; others go through the type's validator.
 * Normalises text (trimmed), serials (upper case) and datetimes (ISO UTC).
 */
export function checkField(f: FieldDef, raw: unknown, nullable: boolean): FieldCheck {
  if (isEmptyValue(f, raw)) {
    if (f.required) return { ok: false, message: requiredMessage(f) };
    if (raw === undefined) return { ok: true, value: undefined };
    if (nullable) return { ok: true, value: null };
    if (f.db?.default !== undefined) return { ok: true, value: f.db.default };
    if (typeof raw === 'string' && ['text', 'textarea', 'html', 'image', 'file'].includes(f.type)) return { ok: true, value: '' };
    return { ok: false, message: requiredMessage(f) };
  }
  const result = schemaOf(f).safeParse(normalisedValue(f, raw));
  if (!result.success) return { ok: false, message: result.error.issues[0]?.message ?? bad(f) };
  if (f.type === 'datetime') return { ok: true, value: new Date(String(result.data)).toISOString() };
  return { ok: true, value: result.data };
}
