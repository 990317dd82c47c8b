import { useCustom, useGetIdentity } from '@refinedev/core';
import { Card, Divider } from 'antd';
import { tickets } from '../../../../resources/workflow/tickets.ts';
import { lockedReason } from '../../../../resources/registry.ts';
import type { ListPayload } from '../../../domain/envelope.ts';
import type { HistoryEntry } from '../../../domain/wire.ts';
import { useText } from '../../locales/useText.ts';
import type { Identity } from '../../providers/session.ts';
import { useRefreshRecord } from '../../schema/show/useRefreshRecord.ts';
import type { ShowPanelProps } from '../settings/config/ShowPanels.tsx';
import { CommentForm } from './CommentForm.tsx';
import { DescEditor } from './DescEditor.tsx';
import { ProcessTimeline } from './ProcessTimeline.tsx';
import { PROCESS_PATH } from './ticketProcesses.ts';
import './ticketPanels.css';

/**
 * The ticket detail's 处理记录: the timeline of GET /workflow/process?bucket_id=, the comment box
 * and 修改描述. A closed ticket (`status.locked`) shows them disabled with the reason. The
 * timeline's query names the screen, so an action's refresh (转派, 关闭工单) rereads it too.
 */
export function TicketPanels({ record, screen = 'ticket' }: ShowPanelProps) {
  const t = useText();
  const id = record?.id as number | undefined;
  const { data: identity } = useGetIdentity<Identity | null>();
  const { result, query } = useCustom<ListPayload<HistoryEntry>>({
    url: PROCESS_PATH,
    method: 'get',
    config: { query: { bucket_id: id } },
    meta: { resource: screen },
    queryOptions: { enabled: id !== undefined },
  });
  const refresh = useRefreshRecord(screen, id);
  const locked = lockedReason(tickets, record);
  const list = (result.data as Partial<ListPayload<HistoryEntry>> | undefined)?.list;
  const entries = Array.isArray(list) ? list : [];
  return (
    <Card
      title={t('handling.processes')}
      size="small"
      loading={!record || query.isLoading}
      extra={record && <DescEditor ticketId={record.id as number} description={String(record.description ?? '')} version={record.version} locked={locked} refresh={refresh} />}
      data-testid="ticket-processes"
    >
      <ProcessTimeline entries={entries} me={identity?.id} locked={locked} refresh={refresh} />
      <Divider style={{ margin: '8px 0 16px' }} />
      {id !== undefined && <CommentForm ticketId={id} locked={locked} refresh={refresh} />}
    </Card>
  );
}
