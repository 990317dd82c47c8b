import { useCustom, useGetIdentity } from '@refinedev/core';
import { Card, Divider, Skeleton } from 'antd';
import { useMemo } from 'react';
import type { FieldDef } from '../../../../resources/define.ts';
import { tickets } from '../../../../resources/workflow/tickets.ts';
import { lockedReason } from '../../../../resources/registry.ts';
import { isActor } from '../../../../resources/catalogs/actionAvailability.ts';
import type { ListPayload } from '../../../domain/envelope.ts';
import type { HistoryEntry } from '../../../domain/wire.ts';
import { useText } from '../../locales/useText.ts';
import type { Identity } from '../../providers/session.ts';
import { useReferenceOptions } from '../../schema/fields/useReferenceOptions.ts';
import { useCaller } from '../../schema/show/useCaller.ts';
import { useRefreshRecord } from '../../schema/show/useRefreshRecord.ts';
import type { ShowPanelProps } from '../../schema/show/showPanelProps.ts';
import { CommentForm } from './CommentForm.tsx';
import { DescEditor } from './DescEditor.tsx';
import { ProcessTimeline } from './ProcessTimeline.tsx';
import { PROCESS_PATH } from './ticketProcesses.ts';
import './ticketPanels.css';

/** The field an action asks for (the handler of 转派, the problem of 关闭工单): its options name the ids the entries keep. */
const actionField = (action: string, field: string): FieldDef =>
  tickets.status?.actions.find((a) => a.name === action)?.fields?.find((f) => f.name === field) ?? { name: field, type: 'text', label: field };

const HANDLER = actionField('assign', 'handler_id');
const QUESTION = actionField('close', 'question_id');

const mapOf = (options: { list: { value: number; label: string }[] } | null): ReadonlyMap<number, string> => new Map((options?.list ?? []).map((o) => [Number(o.value), o.label]));

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
  const handlers = useReferenceOptions(HANDLER);
  const questions = useReferenceOptions(QUESTION);
  const labels = useMemo(() => ({ handlers: mapOf(handlers), questions: mapOf(questions) }), [handlers, questions]);
  const locked = lockedReason(tickets, record);
  const caller = useCaller();
  // 修改描述 is the ticket's actors' (handler, creator, 编辑工单), as the server rules
  const descReason = locked ?? (record && caller && !isActor(tickets, caller, record) ? (tickets.status?.actors?.reason ?? null) : null);
  const list = (result.data as Partial<ListPayload<HistoryEntry>> | undefined)?.list;
  const entries = Array.isArray(list) ? list : [];
  return (
    <Card
      title={t('handling.processes')}
      size="small"
      extra={record && <DescEditor ticketId={record.id as number} description={String(record.description ?? '')} version={record.version} reason={descReason} refresh={refresh} />}
      data-testid="ticket-processes"
    >
      {!record || query.isLoading ? <Skeleton active paragraph={{ rows: 3 }} /> : <ProcessTimeline entries={entries} me={identity?.id} locked={locked} refresh={refresh} labels={labels} />}
      <Divider style={{ margin: '8px 0 16px' }} />
      {id !== undefined && <CommentForm ticketId={id} locked={locked} refresh={refresh} />}
    </Card>
  );
}
