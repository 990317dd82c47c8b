import { Tag } from 'antd';
import type { ComponentType } from 'react';
import { actionLabel, resourceLabel } from '../../../../resources/index.ts';
import { actionResult } from '../../../../resources/catalogs/actionResults.ts';
import { formatDate } from '../../../domain/dates.ts';
import { formatFileSize } from '../../../domain/fileSize.ts';
import type { AppAreaSet } from '../../appArea.ts';
import { useAreas } from '../../AreasProvider.tsx';
import { plainAddress } from '../../../domain/ipAddress.ts';
import { useText } from '../../locales/useText.ts';
import type { FieldDef } from '../../../../resources/define.ts';
import type { FieldViewProps } from './types.ts';

const EMPTY = '-';

/** An action-log code by its Chinese name; the code itself in the tooltip. */
function ActionLabel({ value }: FieldViewProps) {
  if (typeof value !== 'string' || !value) return <span>{EMPTY}</span>;
  return <span title={value}>{actionLabel(value)}</span>;
}

/** An action-log resource with its Chinese name. */
function ResourceLabel({ value }: FieldViewProps) {
  return <span title={typeof value === 'string' ? value : undefined}>{typeof value === 'string' && value ? resourceLabel(value) : EMPTY}</span>;
}

/** An action-log row's status code as 成功, or 失败 with the reason (the row's `after.reason`, else the catalogue's message). */
function ActionResult({ value, record }: FieldViewProps) {
  const t = useText();
  if (typeof value !== 'number') return <span>{EMPTY}</span>;
  const result = actionResult(value, record?.after);
  if (result.ok) return <Tag color="green" title={String(value)}>{t('actionLog.ok')}</Tag>;
  return (
    <span title={String(value)}>
      <Tag color="error">{t('actionLog.failed')}</Tag>
      {result.reason}
    </span>
  );
}

/** A caller's address, IPv4 as plain IPv4 (also for rows written before the log normalised it). */
function IpAddress({ value }: FieldViewProps) {
  return <span>{typeof value === 'string' && value ? plainAddress(value) : EMPTY}</span>;
}

/** A notice's last edit (`edited_at`): 已编辑 with who (`edited_by`'s label) and when; nothing for a message never edited. */
function EditedMark({ value, record }: FieldViewProps) {
  const t = useText();
  if (typeof value !== 'string' || !value) return <span>{EMPTY}</span>;
  const time = formatDate(value);
  const who = typeof record?.edited_by_label === 'string' ? record.edited_by_label : '';
  return (
    <span data-testid="edited-mark">
      <Tag color="orange">{t('settings.msg.edited')}</Tag>
      {who ? t('settings.msg.editedBy', { name: who, time }) : t('settings.msg.editedAt', { time })}
    </span>
  );
}

/** A byte count in B, KB or MB (section 9), the exact count in the tooltip. */
function FileSize({ value }: FieldViewProps) {
  return typeof value === 'number' ? <span title={`${value} B`}>{formatFileSize(value)}</span> : <span>{EMPTY}</span>;
}

/**
 * The displays every area may use, a field names with `ui.display`; the areas bring their own
 * (src/app/areas/<area>/area.ts, handed down by AreasProvider).
 */
const CORE_DISPLAYS = {
  ActionLabel,
  ResourceLabel,
  ActionResult,
  IpAddress,
  EditedMark,
  FileSize,
} satisfies Record<string, ComponentType<FieldViewProps>>;

/** The displays the schema brings itself (composition.ts checks the areas bring the rest). */
export type CoreDisplayName = keyof typeof CORE_DISPLAYS;

/** The hand-written display a field names (`ui.display`): the schema's own, else an area's. */
export function customDisplayOf(field: FieldDef, displays: AppAreaSet['displays'] | undefined): ComponentType<FieldViewProps> | undefined {
  const name = field.ui?.display;
  if (!name) return undefined;
  return (CORE_DISPLAYS as Record<string, ComponentType<FieldViewProps>>)[name] ?? displays?.[name];
}

/** `customDisplayOf` over the areas the app was given. */
export function useDisplayOf(): (field: FieldDef) => ComponentType<FieldViewProps> | undefined {
  const { displays } = useAreas();
  return (field) => customDisplayOf(field, displays);
}
