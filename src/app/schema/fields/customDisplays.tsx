import { Tag } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';
import { actionLabel, resourceLabel } from '../../../../resources/index.ts';
import { actionResult } from '../../../../resources/catalogs/actionResults.ts';
import { formatDate } from '../../../domain/dates.ts';
import { plainAddress } from '../../../domain/ipAddress.ts';
import { useText } from '../../locales/useText.ts';
import type { FieldViewProps } from './types.ts';

const EMPTY = '-';

/** What stands in for a lazy display while it loads: the value as text, a time in China time by the one formatter (never a raw ISO string). */
function plainText({ field, value }: FieldViewProps): string {
  if (value === null || value === undefined || typeof value === 'object') return EMPTY;
  if (field.type === 'datetime') return formatDate(String(value), 'datetime');
  if (field.type === 'date') return formatDate(String(value), 'date');
  return String(value);
}

/**
 * An area's display, loaded with the first cell that shows it (its own chunk, so every other
 * list does not carry it); the value as text stands in while it loads.
 */
function lazyDisplay(load: () => Promise<ComponentType<FieldViewProps>>): ComponentType<FieldViewProps> {
  const Display = lazy(async () => ({ default: await load() }));
  return function LazyDisplay(props: FieldViewProps) {
    const plain = plainText(props);
    return (
      <Suspense fallback={<span>{plain}</span>}>
        <Display {...props} />
      </Suspense>
    );
  };
}

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

/** Hand-written list displays a field names with `ui.display`. */
export const CUSTOM_DISPLAYS: Record<string, ComponentType<FieldViewProps>> = {
  ActionLabel,
  ResourceLabel,
  ActionResult,
  IpAddress,
  EditedMark,
  ActionRecord: lazyDisplay(() => import('../../areas/people/ActionRecord.tsx').then((m) => m.ActionRecord)),
  ticketDue: lazyDisplay(() => import('../../areas/workflow/displays/TicketDue.tsx').then((m) => m.TicketDue)),
  ticketLink: lazyDisplay(() => import('../../areas/workflow/displays/TicketLink.tsx').then((m) => m.TicketLink)),
  ticketExtra: lazyDisplay(() => import('../../areas/workflow/displays/TicketExtra.tsx').then((m) => m.TicketExtra)),
  ticketAttachments: lazyDisplay(() => import('../../areas/workflow/displays/TicketAttachments.tsx').then((m) => m.TicketAttachments)),
  recordText: lazyDisplay(() => import('../../areas/settings/messages/RecordText.tsx').then((m) => m.RecordTextDisplay)),
  notifyProvider: lazyDisplay(() => import('../../areas/notifications/displays/NotifyWords.tsx').then((m) => m.NotifyProvider)),
  notifyTrigger: lazyDisplay(() => import('../../areas/notifications/displays/NotifyWords.tsx').then((m) => m.NotifyTrigger)),
  notifyKey: lazyDisplay(() => import('../../areas/notifications/displays/NotifyWords.tsx').then((m) => m.NotifyKey)),
  notifyError: lazyDisplay(() => import('../../areas/notifications/displays/NotifyWords.tsx').then((m) => m.NotifyError)),
  notifyTemplate: lazyDisplay(() => import('../../areas/notifications/displays/NotifyTemplate.tsx').then((m) => m.NotifyTemplate)),
  ticketFormSummary: lazyDisplay(() => import('../../areas/workflow/displays/TicketFormSummary.tsx').then((m) => m.TicketFormSummary)),
};
