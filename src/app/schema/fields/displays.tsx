import CopyOutlinedSvg from '@ant-design/icons-svg/es/asn/CopyOutlined';
import { Space, theme } from 'antd';
import { formatDate } from '../../../domain/dates.ts';
import { formatFileSize } from '../../../domain/fileSize.ts';
import { avatarThumb, forceHttps } from '../../../domain/image.ts';
import { WARRANTY_LABELS, type WarrantyState } from '../../../domain/serial.ts';
import { checkSerial, type WarrantyRule } from '../../../domain/warrantyRules.ts';
import { formatMoney } from '../../../domain/money.ts';
import { useText } from '../../locales/useText.ts';
import type { FieldViewProps } from './types.ts';
import './displays.css';
import { LightTag } from '../../ui/LightTag.tsx';
import { staticIcon } from '../../ui/staticIcon.tsx';
import { useSharedCopy } from './sharedCopy.tsx';
import { SerialLink } from './SerialLink.tsx';
import { useCopy } from './useCopy.ts';
import { useWarrantyRules } from './useWarrantyRules.ts';
import { useSharedWarrantyRules } from './WarrantyRulesScope.tsx';

const EMPTY = '-';

const isBlank = (v: unknown): boolean => v === undefined || v === null || v === '';

/** Any value as display text. */
export const textOf = (v: unknown): string =>
  isBlank(v) ? EMPTY : typeof v === 'object' ? JSON.stringify(v) : String(v);

const COPY_ICON = staticIcon(CopyOutlinedSvg);

function CopyLink({ name, text, copy }: { name: string; text: string; copy: (text: string) => Promise<void> }) {
  return (
    <a role="button" tabIndex={0} onClick={() => void copy(text)} onKeyDown={(e) => e.key === 'Enter' && void copy(text)} data-copy={name}>
      {text} {COPY_ICON}
    </a>
  );
}

function CopyLinkOwnCopy(props: { name: string; text: string }) {
  return <CopyLink {...props} copy={useCopy()} />;
}

/** A copyable text: the list's shared copy function (sharedCopy.tsx), or its own outside one. */
function CopyableText(props: { name: string; text: string }) {
  const copy = useSharedCopy();
  return copy ? <CopyLink {...props} copy={copy} /> : <CopyLinkOwnCopy {...props} />;
}

/**
 * The value, copied on click (or Enter) with 复制成功 when the field is copyable. Plain elements,
 * not antd Typography: lists render these, and Typography's editable and ellipsis parts would
 * weigh on every list's first load (so do hooks: a value that is not copyable has none).
 */
export function PlainValue({ field, value }: FieldViewProps) {
  const text = textOf(value);
  if (!field.ui?.copyable || isBlank(value)) return <span>{text}</span>;
  return <CopyableText name={field.name} text={text} />;
}

export function MultilineValue(props: FieldViewProps) {
  return <div style={{ whiteSpace: 'pre-wrap' }}><PlainValue {...props} /></div>;
}

export function EnumValue({ field, value }: FieldViewProps) {
  if (isBlank(value)) return <span>{EMPTY}</span>;
  const option = field.options?.find((o) => String(o.value) === String(value));
  return <LightTag color={option?.color}>{option?.label ?? String(value)}</LightTag>;
}

export function MoneyValue({ value }: FieldViewProps) {
  return <span>{formatMoney(value)}</span>;
}

export function BooleanValue({ value }: FieldViewProps) {
  const t = useText();
  if (isBlank(value)) return <span>{EMPTY}</span>;
  return <LightTag color={value ? 'green' : 'default'}>{value ? t('field.yes') : t('field.no')}</LightTag>;
}

export const DateValue = ({ value }: FieldViewProps) => <span>{formatDate(value as string, 'date')}</span>;

export const DateTimeValue = ({ value }: FieldViewProps) => <span>{formatDate(value as string, 'datetime')}</span>;

const WARRANTY_COLORS = { in: 'green', out: 'red', invalid: 'default' } as const;

function SerialWithRules({ rules, ...props }: FieldViewProps & { rules: readonly WarrantyRule[] }) {
  const { info, rule } = checkSerial(rules, props.value);
  const state: WarrantyState = !info.valid ? 'invalid' : formatDate(new Date(), 'date') <= info.warrantyEnd ? 'in' : 'out';
  const title = info.valid ? `${rule?.name ?? ''} 保修至 ${info.warrantyEnd}`.trim() : undefined;
  return (
    <span className="serial-value">
      <SerialLink serial={textOf(props.value)} copyable={props.field.ui?.copyable} copyName={props.field.name} fallback={<PlainValue {...props} />} />
      <LightTag color={WARRANTY_COLORS[state]} title={title} data-warranty-end={info.valid ? info.warrantyEnd : undefined}>{WARRANTY_LABELS[state]}</LightTag>
    </span>
  );
}

function SerialOwnRules(props: FieldViewProps) {
  return <SerialWithRules {...props} rules={useWarrantyRules()} />;
}

/**
 * The serial (a link to its device file when the user may open it: SerialLink) plus its warranty
 * tag (在保 / 已过保 / 不是有效的序列号) as of today, with the
 * model's warranty months when a product model matches (12 otherwise); the tooltip names the end.
 * The rules come from the list's one read (WarrantyRulesScope) or, outside a list, their own.
 */
export function SerialValue(props: FieldViewProps) {
  const shared = useSharedWarrantyRules();
  if (isBlank(props.value)) return <span>{EMPTY}</span>;
  return shared ? <SerialWithRules {...props} rules={shared} /> : <SerialOwnRules {...props} />;
}

/** A 64 px square thumbnail (a plain img: antd Avatar brings Popover for its groups). */
export function ImageValue({ value, field }: FieldViewProps) {
  const { token } = theme.useToken();
  if (isBlank(value)) return <span>{EMPTY}</span>;
  return <img src={avatarThumb(String(value))} alt={field.label} width={64} height={64} style={{ objectFit: 'cover', borderRadius: token.borderRadius, background: token.colorFillSecondary, display: 'block' }} />;
}

/** A list row's thumbnail: 24 px, so the row stays one line high (schemaList.css). */
export function ImageThumb({ value, field }: FieldViewProps) {
  if (isBlank(value)) return <span>{EMPTY}</span>;
  return <img className="list-thumb" src={avatarThumb(String(value))} alt={field.label} width={24} height={24} />;
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

/**
 * A JSON value in a list row or a phone's card: one line, ending in an ellipsis, the whole on
 * hover (the detail page shows it laid out). A long list (智能助手's dictionary) laid out in a card
 * pushed every other card out of a phone's first screen.
 */
export function JsonLine({ value }: FieldViewProps) {
  if (isBlank(value)) return <span>{EMPTY}</span>;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return <span title={text} style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{text}</span>;
}

export function TagsValue({ field, value }: FieldViewProps) {
  const list = Array.isArray(value) ? value : typeof value === 'string' && value ? value.split(',') : [];
  if (list.length === 0) return <span>{EMPTY}</span>;
  const option = (v: unknown) => field.options?.find((o) => String(o.value) === String(v));
  return <Space size={4} wrap>{list.map((v) => <LightTag key={String(v)} color={option(v)?.color}>{option(v)?.label ?? String(v)}</LightTag>)}</Space>;
}

/** The tags a list row shows before the rest fold into `+n` (named on hover). */
const LIST_TAGS = 3;

/** Tags on one line of a list row: the first three, then `+n` with the others' names as its title. */
export function TagsLine({ field, value }: FieldViewProps) {
  const list = Array.isArray(value) ? value : typeof value === 'string' && value ? value.split(',') : [];
  if (list.length === 0) return <span>{EMPTY}</span>;
  const option = (v: unknown) => field.options?.find((o) => String(o.value) === String(v));
  const label = (v: unknown) => option(v)?.label ?? String(v);
  const rest = list.slice(LIST_TAGS);
  return (
    <span className="list-tags">
      {list.slice(0, LIST_TAGS).map((v) => <LightTag key={String(v)} color={option(v)?.color}>{label(v)}</LightTag>)}
      {rest.length > 0 && <LightTag title={rest.map(label).join('、')}>{`+${rest.length}`}</LightTag>}
    </span>
  );
}

/** A reference: the referenced record's label field when embedded, else the id. */
export function ReferenceValue({ field, value, record }: FieldViewProps) {
  const embedded = record?.[`${field.name}_label`];
  return <span>{textOf(embedded ?? value)}</span>;
}
