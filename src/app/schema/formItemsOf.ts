import type { FormRule } from 'antd';
import type { FieldDef } from '../../../resources/define.ts';
import { PHONE_PATTERN } from '../../domain/phone.ts';
import { isValidSerial } from '../../domain/serial.ts';
import { zhText, type Translate } from '../locales/text.ts';
import { formatMoney } from './money.ts';

/** Which form a field list is for. */
export type FormMode = 'create' | 'edit' | 'action';

/** One antd Form.Item of a generated form. */
export interface FormItemSpec {
  name: string;
  label: string;
  field: FieldDef;
  rules: FormRule[];
  help?: string;
}

const SELECTED: ReadonlySet<string> = new Set(['enum', 'boolean', 'date', 'datetime', 'reference', 'image', 'file']);

/**
 * The `required` rule of a field. antd's validator treats a rule without a type as a string
 * rule, so a number (money in fen, a reference id, a numeric enum) or a list would fail it.
 */
function requiredRule(field: FieldDef, message: string): FormRule {
  if (field.type === 'tags' || field.type === 'json') {
    const filled = (v: unknown) => (Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null && v !== '');
    return { required: true, validator: (_r, v: unknown) => (filled(v) ? Promise.resolve() : Promise.reject(new Error(message))) };
  }
  const numericEnum = field.type === 'enum' && (field.options ?? []).every((o) => typeof o.value === 'number');
  if (['number', 'money', 'id', 'reference'].includes(field.type) || numericEnum) return { required: true, type: 'number', message };
  if (field.type === 'boolean') return { required: true, type: 'boolean', message };
  return { required: true, whitespace: true, message };
}

/** Whether a field appears in the create/edit form: `ui.form`, defaulting to "not read-only". */
export const inForm = (field: FieldDef): boolean => field.ui?.form ?? !field.readOnly;

/** antd rules from a field's declared required/min/max/minLength/maxLength/type, with Chinese messages. */
export function rulesOf(field: FieldDef, t: Translate = zhText): FormRule[] {
  const label = field.label;
  const rules: FormRule[] = [];
  if (field.required) {
    const key = SELECTED.has(field.type) ? 'form.requiredSelect' : 'form.required';
    rules.push(requiredRule(field, t(key, { label })));
  }
  if (field.minLength !== undefined) rules.push({ type: 'string', min: field.minLength, message: t('form.minLength', { label, min: field.minLength }) });
  if (field.maxLength !== undefined) rules.push({ type: 'string', max: field.maxLength, message: t('form.maxLength', { label, max: field.maxLength }) });
  const shown = (n: number): string => (field.type === 'money' ? formatMoney(n) : String(n));
  if (field.min !== undefined) rules.push({ type: 'number', min: field.min, message: t('form.min', { label, min: shown(field.min) }) });
  if (field.max !== undefined) rules.push({ type: 'number', max: field.max, message: t('form.max', { label, max: shown(field.max) }) });
  if (field.type === 'email') rules.push({ type: 'email', message: t('form.email') });
  if (field.type === 'phone') rules.push({ pattern: PHONE_PATTERN, message: t('form.phone') });
  if (field.pattern) rules.push({ pattern: new RegExp(field.pattern), message: t('form.pattern', { label }) });
  if (field.type === 'serial') {
    rules.push({
      validator: (_rule, value: unknown) =>
        value === undefined || value === null || value === '' || isValidSerial(value) ? Promise.resolve() : Promise.reject(new Error(t('form.serial'))),
    });
  }
  return rules;
}

/** The Form.Items of a create/edit form (form fields only) or of an action's fields (all of them). */
export function formItemsOf(fields: readonly FieldDef[], mode: FormMode, t: Translate = zhText): FormItemSpec[] {
  return fields
    .filter((f) => mode === 'action' || (inForm(f) && (mode === 'create' || (!f.writeOnly && !f.createOnly))))
    .map((field) => ({ name: field.name, label: field.label, field, rules: rulesOf(field, t), help: field.ui?.help }));
}

/** What an edit sends: the fields whose value differs from the loaded record, plus its version. */
export function changedValues(values: Record<string, unknown>, loaded: Record<string, unknown>): Record<string, unknown> {
  const norm = (v: unknown): string => JSON.stringify(v === undefined || v === '' ? null : v);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) if (norm(v) !== norm(loaded[k])) out[k] = v === undefined ? null : v;
  return { ...out, version: loaded.version };
}
