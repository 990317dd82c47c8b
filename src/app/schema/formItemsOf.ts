import type { FormRule } from 'antd';
import type { FieldDef } from '../../../resources/define.ts';
import { checkField, isEmptyValue, isNullable, normalisedValue } from '../../domain/fieldRules.ts';
import { zhText, type Translate } from '../locales/text.ts';

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
 * The `required` rule of a field: the asterisk, and 请输入/请选择 when the value is absent (the
 * shared rule's notion of absent: blank text, null, an empty list). It checks presence only; the
 * shared validator checks the value.
 */
const requiredRule = (field: FieldDef, message: string): FormRule => ({
  required: true,
  validator: (_rule, value: unknown) => (isEmptyValue(field, value) ? Promise.reject(new Error(message)) : Promise.resolve()),
});

/** Whether a field appears in the create/edit form: `ui.form`, defaulting to "not read-only". */
export const inForm = (field: FieldDef): boolean => field.ui?.form ?? !field.readOnly;

/**
 * antd rules of a field: antd's `required` rule (the asterisk and 请输入/请选择) and one validator
 * that runs the shared field rule (src/domain/fieldRules.ts), the server's own check, so the form
 * refuses what the server refuses with the same message. Action and operation fields take null;
 * a record's field as its column does.
 */
export function rulesOf(field: FieldDef, t: Translate = zhText, mode: FormMode = 'create'): FormRule[] {
  const nullable = mode === 'action' || isNullable(field);
  const shared: FormRule = {
    validator: (_rule, value: unknown) => {
      if (field.required && isEmptyValue(field, value)) return Promise.resolve();
      const checked = checkField(field, value, nullable);
      return checked.ok ? Promise.resolve() : Promise.reject(new Error(checked.message));
    },
  };
  if (!field.required) return [shared];
  const key = SELECTED.has(field.type) ? 'form.requiredSelect' : 'form.required';
  return [requiredRule(field, t(key, { label: field.label })), shared];
}

/** What the form sends for a field's value: what the server stores of it (trimmed, serials upper-cased). */
export const sentValue = (field: FieldDef, value: unknown): unknown => (isEmptyValue(field, value) ? value : normalisedValue(field, value));

/** The values a form sends: each item's value as the server will check and store it. */
export function sentValues(items: readonly FormItemSpec[], values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const { name, field } of items) if (name in out) out[name] = sentValue(field, out[name]);
  return out;
}

/** The Form.Items of a create/edit form (form fields only) or of an action's fields (all of them). */
export function formItemsOf(fields: readonly FieldDef[], mode: FormMode, t: Translate = zhText): FormItemSpec[] {
  return fields
    .filter((f) => mode === 'action' || (inForm(f) && (mode === 'create' || (!f.writeOnly && !f.createOnly))))
    .map((field) => ({ name: field.name, label: field.label, field, rules: rulesOf(field, t, mode), help: field.ui?.help }));
}

/**
 * What a create form starts with: each field's declared default (`db.default`), the value the
 * server stores when the field is left out, so that an untouched switch or select shows what will
 * be saved (启用 on, 回复方式 回复全部) instead of an empty control. Only choices and numbers: a
 * text's default is the empty text the form already shows.
 */
export function createDefaultsOf(items: readonly FormItemSpec[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { name, field } of items) {
    const value = field.db?.default;
    if (value === undefined || value === null) continue;
    if (field.type === 'boolean' || field.type === 'enum' || field.type === 'number' || field.type === 'money') out[name] = value;
  }
  return out;
}

/** What an edit sends: the fields whose value differs from the loaded record, plus its version. */
export function changedValues(values: Record<string, unknown>, loaded: Record<string, unknown>): Record<string, unknown> {
  const norm = (v: unknown): string => JSON.stringify(v === undefined || v === '' ? null : v);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) if (norm(v) !== norm(loaded[k])) out[k] = v === undefined ? null : v;
  return { ...out, version: loaded.version };
}
