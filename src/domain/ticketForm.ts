import type { FieldDef } from '../../resources/define.ts';
import { checkField } from './fieldRules.ts';

/**
 * A ticket type's extra form fields (`workflow_type.form_json`) and a ticket's values of them
 * (`workflow_bucket.extra_json`). Each extra field is turned into an ordinary FieldDef, so the
 * app renders it with the declared inputs and the server checks it with `checkField`: one rule
 * for both halves.
 */

export const TICKET_FORM_TYPES = [
  { value: 'text', label: '文本' },
  { value: 'number', label: '数字' },
  { value: 'select', label: '选项' },
  { value: 'date', label: '日期' },
  { value: 'serial', label: '序列号' },
  { value: 'image', label: '图片' },
] as const;

export type TicketFormType = (typeof TICKET_FORM_TYPES)[number]['value'];

/** One extra field of a ticket type. */
export interface TicketFormField {
  /** The key in `extra_json`: a lower-case letter, then lower-case letters, digits or `_` (at most 30). */
  name: string;
  /** The Chinese label (1–20 characters). */
  label: string;
  type: TicketFormType;
  required?: boolean;
  /** The choices of a `select` (1–30, each 1–30 characters, no repeats). */
  options?: readonly string[];
}

export const TICKET_FORM_LIMITS = { fields: 20, options: 30, optionLength: 30, labelLength: 20, textLength: 200 } as const;

const NAME_PATTERN = /^[a-z][a-z0-9_]{0,29}$/;

/** The FieldDef an extra field is rendered and checked as. */
export function fieldOfExtra(f: TicketFormField): FieldDef {
  const base = { name: f.name, label: f.label, required: f.required === true };
  switch (f.type) {
    case 'text':
      return { ...base, type: 'text', maxLength: TICKET_FORM_LIMITS.textLength };
    case 'number':
      return { ...base, type: 'number', min: -1e9, max: 1e9 };
    case 'select':
      return { ...base, type: 'enum', options: (f.options ?? []).map((o) => ({ value: o, label: o })) };
    case 'date':
      return { ...base, type: 'date' };
    case 'serial':
      return { ...base, type: 'serial' };
    case 'image':
      return { ...base, type: 'image' };
  }
}

export type FormCheck<T> = { ok: true; value: T } | { ok: false; message: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks a type's `form_json` as submitted; null or an empty list means no extra fields. */
export function checkTicketForm(raw: unknown): FormCheck<TicketFormField[]> {
  if (raw === null || raw === undefined) return { ok: true, value: [] };
  if (!Array.isArray(raw)) return { ok: false, message: '「附加字段」必须是字段列表' };
  if (raw.length > TICKET_FORM_LIMITS.fields) return { ok: false, message: `附加字段最多 ${TICKET_FORM_LIMITS.fields} 个` };
  const out: TicketFormField[] = [];
  const names = new Set<string>();
  for (const [i, item] of raw.entries()) {
    const at = `第 ${i + 1} 个附加字段`;
    if (!isObject(item)) return { ok: false, message: `${at}格式不正确` };
    const unknown = Object.keys(item).find((k) => !['name', 'label', 'type', 'required', 'options'].includes(k));
    if (unknown) return { ok: false, message: `${at}不认识「${unknown}」` };
    const { name, label, type, required, options } = item;
    if (typeof name !== 'string' || !NAME_PATTERN.test(name)) return { ok: false, message: `${at}的字段名须以小写字母开头，只含小写字母、数字和下划线，最多 30 个字符` };
    if (names.has(name)) return { ok: false, message: `字段名「${name}」重复` };
    names.add(name);
    if (typeof label !== 'string' || label.trim() === '' || label.trim().length > TICKET_FORM_LIMITS.labelLength) return { ok: false, message: `${at}的名称须为 1–${TICKET_FORM_LIMITS.labelLength} 个字符` };
    if (!TICKET_FORM_TYPES.some((t) => t.value === type)) return { ok: false, message: `${at}的类型不正确` };
    if (required !== undefined && typeof required !== 'boolean') return { ok: false, message: `${at}的「必填」须为是或否` };
    const field: TicketFormField = { name, label: label.trim(), type: type as TicketFormType, ...(required ? { required: true } : {}) };
    if (field.type === 'select') {
      if (!Array.isArray(options) || options.length === 0 || options.length > TICKET_FORM_LIMITS.options) return { ok: false, message: `「${field.label}」须有 1–${TICKET_FORM_LIMITS.options} 个选项` };
      const texts = options.map((o) => (typeof o === 'string' ? o.trim() : ''));
      if (texts.some((o) => o === '' || o.length > TICKET_FORM_LIMITS.optionLength)) return { ok: false, message: `「${field.label}」的每个选项须为 1–${TICKET_FORM_LIMITS.optionLength} 个字符` };
      if (new Set(texts).size !== texts.length) return { ok: false, message: `「${field.label}」的选项重复` };
      field.options = texts;
    } else if (options !== undefined) return { ok: false, message: `「${field.label}」不是选项字段，不能设置选项` };
    out.push(field);
  }
  return { ok: true, value: out };
}

/**
 * Checks a ticket's extra values against its type's fields: every key must be a field of the
 * type, each value passes its field's rule, required ones are present. Returns the stored object
 * (empty values left out).
 */
export function checkTicketExtra(fields: readonly TicketFormField[], raw: unknown): FormCheck<Record<string, unknown>> {
  if (raw !== null && raw !== undefined && !isObject(raw)) return { ok: false, message: '「附加字段」格式不正确' };
  const values = raw ?? {};
  const unknown = Object.keys(values).find((k) => !fields.some((f) => f.name === k));
  if (unknown) return { ok: false, message: `该类型没有附加字段「${unknown}」` };
  const out: Record<string, unknown> = {};
  const messages: string[] = [];
  for (const f of fields) {
    const checked = checkField(fieldOfExtra(f), values[f.name], true);
    if (!checked.ok) messages.push(checked.message);
    else if (checked.value !== undefined && checked.value !== null && checked.value !== '') out[f.name] = checked.value;
  }
  return messages.length ? { ok: false, message: messages.join('；') } : { ok: true, value: out };
}
