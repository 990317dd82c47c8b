import { CopyOutlined } from '@ant-design/icons';
import { Space, Tag, theme } from 'antd';
import { formatDate } from '../../../domain/dates.ts';
import { formatFileSize } from '../../../domain/fileSize.ts';
import { avatarThumb, forceHttps } from '../../../domain/image.ts';
import { WARRANTY_LABELS, type WarrantyState } from '../../../domain/serial.ts';
import { checkSerial } from '../../../domain/warrantyRules.ts';
import { formatMoney } from '../money.ts';
import { useText } from '../../locales/useText.ts';
import type { FieldViewProps } from './types.ts';
import { useCopy } from './useCopy.ts';
import { useWarrantyRules } from './useWarrantyRules.ts';

const EMPTY = '-';

const isBlank = (v: unknown): boolean => v === undefined || v === null || v === '';

/** Any value as display text. */
export const textOf = (v: unknown): string =>
  isBlank(v) ? EMPTY : typeof v === 'object' ? JSON.stringify(v) : String(v);

/**
 * The value, copied on click (or Enter) with 复制成功 when the field is copyable. Plain elements,
 * not antd Typography: lists render these, and Typography's editable and ellipsis parts would
 * weigh on every list's first load.
 */
export function PlainValue({ field, value }: FieldViewProps) {
  const copy = useCopy();
  const text = textOf(value);
  if (!field.ui?.copyable || isBlank(value)) return <span>{text}</span>;
  return (
    <a role="button" tabIndex={0} onClick={() => void copy(text)} onKeyDown={(e) => e.key === 'Enter' && void copy(text)} data-copy={field.name}>
      {text} <CopyOutlined />
    </a>
  );
}

export function MultilineValue(props: FieldViewProps) {
  return <div style={{ whiteSpace: 'pre-wrap' }}><PlainValue {...props} /></div>;
}

export function EnumValue({ field, value }: FieldViewProps) {
  if (isBlank(value)) return <span>{EMPTY}</span>;
  const option = field.options?.find((o) => String(o.value) === String(value));
  return <Tag color={option?.color}>{option?.label ?? String(value)}</Tag>;
}

export function MoneyValue({ value }: FieldViewProps) {
  return <span>{formatMoney(value)}</span>;
}

export function BooleanValue({ value }: FieldViewProps) {
  const t = useText();
  if (isBlank(value)) return <span>{EMPTY}</span>;
  return <Tag color={value ? 'green' : 'default'}>{value ? t('field.yes') : t('field.no')}</Tag>;
}

export const DateValue = ({ value }: FieldViewProps) => <span>{formatDate(value as string, 'date')}</span>;

export const DateTimeValue = ({ value }: FieldViewProps) => <span>{formatDate(value as string, 'datetime')}</span>;

const WARRANTY_COLORS = { in: 'green', out: 'red', invalid: 'default' } as const;

/**
 * The serial plus its warranty tag (在保 / 已过保 / 不是有效的序列号) as of today, with the
 * model's warranty months when a product model matches (12 otherwise); the tooltip names the end.
 */
export function SerialValue(props: FieldViewProps) {
  const rules = useWarrantyRules();
  if (isBlank(props.value)) return <span>{EMPTY}</span>;
  const { info, rule } = checkSerial(rules, props.value);
  const state: WarrantyState = !info.valid ? 'invalid' : formatDate(new Date(), 'date') <= info.warrantyEnd ? 'in' : 'out';
  const title = info.valid ? `${rule?.name ?? ''} 保修至 ${info.warrantyEnd}`.trim() : undefined;
  return (
    <Space size={4} wrap>
      <PlainValue {...props} />
      <Tag color={WARRANTY_COLORS[state]} title={title} data-warranty-end={info.valid ? info.warrantyEnd : undefined}>{WARRANTY_LABELS[state]}</Tag>
    </Space>
  );
}

/** A 64 px square thumbnail (a plain img: antd Avatar brings Popover for its groups). */
export function ImageValue({ value, field }: FieldViewProps) {
  const { token } = theme.useToken();
  if (isBlank(value)) return <span>{EMPTY}</span>;
  return <img src={avatarThumb(String(value))} alt={field.label} width={64} height={64} style={{ objectFit: 'cover', borderRadius: token.borderRadius, background: token.colorFillSecondary, display: 'block' }} />;
}

/** A file: `{url, name, size}` or a URL string, as a link with its size. */
export function FileValue({ value }: FieldViewProps) {
  const { token } = theme.useToken();
  if (isBlank(value)) return <span>{EMPTY}</span>;
  const file = typeof value === 'object' && value !== null ? (value as { url?: string; name?: string; size?: number }) : { url: String(value) };
  const name = file.name ?? file.url?.split('/').pop() ?? EMPTY;
  return (
    <Space size={4}>
      <a href={forceHttps(file.url)} target="_blank" rel="noreferrer">{name}</a>
      {file.size !== undefined && <span style={{ color: token.colorTextSecondary }}>{formatFileSize(file.size)}</span>}
    </Space>
  );
}

/** HTML shown as its text (never injected). */
export function HtmlValue({ value }: FieldViewProps) {
  if (isBlank(value)) return <span>{EMPTY}</span>;
  const text = new DOMParser().parseFromString(String(value), 'text/html').body.textContent ?? '';
  return <div title={text} style={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>{text}</div>;
}

export function JsonValue({ value }: FieldViewProps) {
  if (isBlank(value)) return <span>{EMPTY}</span>;
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{text}</pre>;
}

export function TagsValue({ field, value }: FieldViewProps) {
  const list = Array.isArray(value) ? value : typeof value === 'string' && value ? value.split(',') : [];
  if (list.length === 0) return <span>{EMPTY}</span>;
  const option = (v: unknown) => field.options?.find((o) => String(o.value) === String(v));
  return <Space size={4} wrap>{list.map((v) => <Tag key={String(v)} color={option(v)?.color}>{option(v)?.label ?? String(v)}</Tag>)}</Space>;
}

/** A reference: the referenced record's label field when embedded, else the id. */
export function ReferenceValue({ field, value, record }: FieldViewProps) {
  const embedded = record?.[`${field.name}_label`];
  return <span>{textOf(embedded ?? value)}</span>;
}
