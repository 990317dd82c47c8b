import type { FieldDef } from '../../../resources/define.ts';
import { CHINA_OFFSET } from '../../domain/chinaTime.ts';
import { ApiError } from '../errors.ts';
import { FIELD_VALIDATORS, type FieldSchema } from '../../domain/fieldRules.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const invalid = (f: FieldDef): ApiError => new ApiError('FILTER_INVALID', `筛选条件「${f.label}」不正确`);

function coerce(f: FieldDef, raw: string): unknown {
  switch (f.type) {
    case 'enum': {
      const option = (f.options ?? []).find((o) => String(o.value) === raw);
      if (!option) throw invalid(f);
      return option.value;
    }
    case 'id':
    case 'number':
    case 'money':
    case 'reference':
      // their columns are whole numbers (schemaDiff.ts columnTypeOf): a fraction or a number past
      // 2^53 matches nothing, and PostgreSQL refuses to compare one with a bigint (a 500)
      if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) throw invalid(f);
      return Number(raw);
    case 'boolean':
      if (raw === 'true' || raw === '1') return true;
      if (raw === 'false' || raw === '0') return false;
      throw invalid(f);
    case 'serial':
      return raw.trim().toUpperCase();
    default:
      return raw.trim();
  }
}

const filterValidators = new WeakMap<FieldDef, FieldSchema>();

/** The type validator of a field's filter values (no minimum length), built once per field. */
function filterValidatorOf(f: FieldDef): FieldSchema {
  let v = filterValidators.get(f);
  if (!v) filterValidators.set(f, (v = FIELD_VALIDATORS[f.type]({ ...f, minLength: undefined })));
  return v;
}

/** One filter value, checked by the field's type validator; bad → 400 FILTER_INVALID. */
export function parseFilterValue(f: FieldDef, raw: string): unknown {
  const value = coerce(f, raw);
  const checked = f.type === 'text' || f.type === 'textarea' ? typeof value === 'string' && value.length <= 200 : filterValidatorOf(f).safeParse(value).success;
  if (!checked) throw invalid(f);
  if (f.type === 'boolean') return value ? 1 : 0;
  return value;
}

/** Whether `yyyy-MM-dd` is a day of the calendar (Date.parse rolls 2026-02-30 over to March 2). */
const realDay = (day: string): boolean => {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
};

function instant(f: FieldDef, raw: string, endOfDay: boolean): { value: string; dateOnly: boolean } {
  const dateOnly = DATE_ONLY.test(raw);
  const ms = Date.parse(dateOnly ? `${raw}T00:00:00${CHINA_OFFSET}` : raw);
  if (Number.isNaN(ms) || (!dateOnly && !/^\d{4}-\d{2}-\d{2}T/.test(raw))) throw invalid(f);
  if (!realDay(raw.slice(0, 10))) throw invalid(f);
  if (f.type === 'date') return { value: raw, dateOnly: true };
  return { value: new Date(dateOnly && endOfDay ? ms + DAY_MS : ms).toISOString(), dateOnly };
}

/** A `from,to` range; either side may be empty; a date-only `to` includes that whole day. */
export function parseRange(f: FieldDef, raw: string): { from?: string; to?: string; toInclusive: boolean } {
  const parts = raw.split(',');
  if (parts.length > 2) throw invalid(f);
  const [fromRaw = '', toRaw = ''] = parts.map((p) => p.trim());
  const from = fromRaw ? instant(f, fromRaw, false).value : undefined;
  if (!toRaw) return { from, toInclusive: true };
  const to = instant(f, toRaw, true);
  return { from, to: to.value, toInclusive: f.type === 'date' || !to.dateOnly };
}
