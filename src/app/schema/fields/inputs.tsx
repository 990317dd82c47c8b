import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DATE_FORMATS } from '../../../domain/dates.ts';
import { useText } from '../../locales/useText.ts';
import { fenToYuan, yuanToFen } from '../../../domain/money.ts';
import type { FieldInputProps } from './types.ts';
import { optionMatches } from './referenceOptions.ts';
import { useReferenceOptions } from './useReferenceOptions.ts';

const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

export function TextInput({ field, value, onChange, id, placeholder }: FieldInputProps) {
  if (field.writeOnly) return <Input.Password id={id} value={str(value)} maxLength={field.maxLength} autoComplete="new-password" placeholder={placeholder ?? field.ui?.placeholder} onChange={(e) => onChange?.(e.target.value)} />;
  return <Input id={id} value={str(value)} maxLength={field.maxLength} placeholder={placeholder ?? field.ui?.placeholder} onChange={(e) => onChange?.(e.target.value)} allowClear />;
}

export function TextAreaInput({ field, value, onChange, id, placeholder }: FieldInputProps) {
  return <Input.TextArea id={id} value={str(value)} maxLength={field.maxLength} showCount={!!field.maxLength} rows={3} placeholder={placeholder ?? field.ui?.placeholder} onChange={(e) => onChange?.(e.target.value)} />;
}

export function NumberInput({ field, value, onChange, id }: FieldInputProps) {
  return <InputNumber id={id} style={{ width: '100%' }} min={field.min} max={field.max} value={typeof value === 'number' ? value : null} onChange={(v) => onChange?.(v ?? null)} />;
}

/** Yuan on screen, integer fen in the form value. */
export function MoneyInput({ field, value, onChange, id }: FieldInputProps) {
  return (
    <InputNumber
      id={id}
      style={{ width: '100%' }}
      prefix="¥"
      precision={2}
      min={field.min === undefined ? undefined : fenToYuan(field.min)}
      max={field.max === undefined ? undefined : fenToYuan(field.max)}
      value={typeof value === 'number' ? fenToYuan(value) : null}
      onChange={(v) => onChange?.(typeof v === 'number' ? yuanToFen(v) : null)}
    />
  );
}

export function BooleanInput({ value, onChange, id }: FieldInputProps) {
  return <Switch id={id} checked={Boolean(value)} onChange={(v) => onChange?.(v)} />;
}

export function EnumInput({ field, value, onChange, id }: FieldInputProps) {
  const t = useText();
  return (
    <Select
      id={id}
      allowClear
      value={value === null || value === '' ? undefined : (value as string | number | undefined)}
      placeholder={t('form.selectPlaceholder')}
      options={(field.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
      onChange={(v: string | number | undefined) => onChange?.(v ?? null)}
    />
  );
}

/** A date as `YYYY-MM-DD`. */
export function DateInput({ value, onChange, id }: FieldInputProps) {
  const parsed = value ? dayjs(String(value)) : null;
  return <DatePicker id={id} style={{ width: '100%' }} value={parsed?.isValid() ? parsed : null} onChange={(d) => onChange?.(d ? d.format(DATE_FORMATS.date) : null)} />;
}

/** A datetime as an ISO string. */
export function DateTimeInput({ value, onChange, id }: FieldInputProps) {
  const parsed = value ? dayjs(String(value)) : null;
  return <DatePicker id={id} showTime style={{ width: '100%' }} value={parsed?.isValid() ? parsed : null} onChange={(d) => onChange?.(d ? d.toISOString() : null)} />;
}

export function TagsInput({ field, value, onChange, id }: FieldInputProps) {
  const list = Array.isArray(value) ? value.map(String) : [];
  if (field.options) {
    const options = field.options.map((o) => ({ value: String(o.value), label: o.label }));
    return <Select id={id} mode="multiple" allowClear value={list} options={options} onChange={(v: string[]) => onChange?.(v)} />;
  }
  return <Select id={id} mode="tags" value={list} onChange={(v: string[]) => onChange?.(v)} open={false} />;
}

/** JSON edited as text; the form value stays the parsed object while the text parses. */
export function JsonInput({ value, onChange, id }: FieldInputProps) {
  const [text, setText] = useState(() => (value === undefined || value === null ? '' : JSON.stringify(value, null, 2)));
  return (
    <Input.TextArea
      id={id}
      rows={5}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        try {
          onChange?.(e.target.value.trim() === '' ? null : JSON.parse(e.target.value));
        } catch {
          onChange?.(e.target.value);
        }
      }}
    />
  );
}

/**
 * A reference: a select over its options endpoint (`optionsEndpointOf`), searched by name or by
 * pinyin initials. A field without one would ask for an id; the declaration test refuses that
 * (test/unit/noIdInputs.test.ts), so the number box is a fallback no declaration reaches.
 */
export function ReferenceInput({ field, value, onChange, id }: FieldInputProps) {
  const options = useReferenceOptions(field);
  if (!options) return <InputNumber id={id} style={{ width: '100%' }} min={1} value={typeof value === 'number' ? value : null} onChange={(v) => onChange?.(v ?? null)} />;
  return (
    <Select id={id} showSearch filterOption={(typed, option) => optionMatches(typed, option)} allowClear loading={options.loading} options={options.list}
      value={typeof value === 'number' ? value : undefined} onChange={(v: number | undefined) => onChange?.(v ?? null)} />
  );
}

/** Image and file fields take a URL until the upload endpoint exists. */
export function UrlInput({ value, onChange, id, placeholder }: FieldInputProps) {
  return <Input id={id} type="url" value={typeof value === 'string' ? value : str((value as { url?: string } | null)?.url)} placeholder={placeholder} onChange={(e) => onChange?.(e.target.value)} allowClear />;
}
