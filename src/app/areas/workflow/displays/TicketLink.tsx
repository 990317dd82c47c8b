import { useDataProvider } from '@refinedev/core';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { findResource, routeTable } from '../../../../../resources/registry.ts';
import { TICKET_LINK_KINDS } from '../../../../../resources/workflow/ticketStates.ts';
import type { FieldDef } from '../../../../../resources/define.ts';
import { useText } from '../../../locales/useText.ts';
import { SerialValue } from '../../../schema/fields/displays.tsx';
import type { FieldViewProps } from '../../../schema/fields/types.ts';
import { showPathOf } from '../../../schema/showPath.ts';
import { canOpen } from '../../../shell/menuItems.ts';
import { useAccessUser } from '../../../shell/useAccessUser.ts';

/** The resource a ticket's link kind names (a serial has none). */
export const LINKED_RESOURCE: Readonly<Record<string, string>> = { repair: 'repairs', request: 'requests', exchange: 'exchanges' };

const SERIAL_FIELD: FieldDef = { name: 'link_no', type: 'serial', label: '设备序列号' };

const kindLabel = (kind: unknown): string => TICKET_LINK_KINDS.find((k) => k.value === kind)?.label ?? '';

/** The first detail screen of a resource: its records open there (the page moves to their own screen). */
const detailScreenOf = (resource: string) => findResource(resource)?.screens.find((s) => s.show);

/**
 * A linked repair, request or exchange number, as a link to its detail page when the user may
 * open it: the number is looked up (the resource's list, `q` = the number) when clicked, not
 * for every row.
 */
function LinkedNumber({ kind, no }: { kind: string; no: string }) {
  const t = useText();
  const { user } = useAccessUser();
  const navigate = useNavigate();
  const getProvider = useDataProvider();
  const { message } = App.useApp();
  const resource = findResource(LINKED_RESOURCE[kind] ?? '');
  const screen = detailScreenOf(resource?.name ?? '');
  const listPath = resource?.endpoints.list?.path;
  const label = kindLabel(kind);
  if (!resource || !screen?.show || !listPath || !canOpen(routeTable(), user, screen.show.path)) return <span>{label} {no}</span>;
  const open = async () => {
    try {
      const res = await getProvider().custom?.<{ list: { id: number; no: string }[] }>({ url: listPath, method: 'get', query: { q: no, pageSize: 20 } });
      const hit = res?.data.list?.find((r) => r.no === no);
      const path = hit && showPathOf(screen, hit.id);
      if (path) void navigate(path);
      else void message.warning(t('wf.link.notFound', { kind: label, no }));
    } catch (err) {
      void message.error(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <a role="link" tabIndex={0} aria-label={t('wf.link.open', { kind: label, no })} onClick={() => void open()} onKeyDown={(e) => e.key === 'Enter' && void open()} data-link-kind={kind}>
      {label} {no}
    </a>
  );
}

/** What a ticket is linked to: a repair/request/exchange number (a link), or a serial with its warranty state. */
export function TicketLink({ value, record }: FieldViewProps) {
  if (typeof value !== 'string' || !value) return <span>-</span>;
  const kind = record?.link_kind;
  if (kind === 'serial') return <SerialValue field={SERIAL_FIELD} value={value} record={record} />;
  if (typeof kind === 'string' && LINKED_RESOURCE[kind]) return <LinkedNumber kind={kind} no={value} />;
  return <span>{value}</span>;
}
