import { useList } from '@refinedev/core';
import { List, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { TICKET_STATUSES } from '../../../../../resources/workflow/ticketStates.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { useText } from '../../../locales/useText.ts';
import type { Row } from '../../../schema/row.ts';
import { showPathOf } from '../../../schema/showPath.ts';
import { ALL_TICKETS, questionTicketsPath } from './questionTicketsPath.ts';

/** How many of a problem's tickets the expanded row lists; the rest are in 全部工单, filtered. */
const SHOWN = 10;
const ALL = ALL_TICKETS;

/** A recurring problem's expanded row: how many tickets were filed under it, the newest ten, each linking to its detail page. */
export function QuestionTickets({ record }: { record: Row }) {
  const t = useText();
  const { result, query } = useList<Row>({
    resource: ALL.name,
    pagination: { currentPage: 1, pageSize: SHOWN },
    sorters: [{ field: 'created_at', order: 'desc' }],
    filters: [{ field: 'question_id', operator: 'eq', value: record.id }],
  });
  const total = result.total ?? 0;
  return (
    <section aria-label={t('wfSummary.tickets', { total })} data-testid={`question-tickets:${String(record.id)}`}>
      <Typography.Text strong>{query.isLoading ? null : t('wfSummary.tickets', { total })}</Typography.Text>
      <List
        size="small"
        loading={query.isLoading}
        dataSource={result.data}
        locale={{ emptyText: t('wfSummary.noTickets') }}
        renderItem={(row) => {
          const status = TICKET_STATUSES.find((s) => s.value === row.status);
          return (
            <List.Item extra={<Typography.Text type="secondary">{formatDate(String(row.created_at), 'datetime')}</Typography.Text>}>
              <Space size={8} wrap>
                <Link to={showPathOf(ALL, row.id) ?? ALL.list.path}>{String(row.no ?? row.id)}</Link>
                <span>{String(row.title ?? '')}</span>
                {status ? <Tag color={status.color}>{status.label}</Tag> : null}
                {row.handler_id_label ? <Typography.Text type="secondary">{String(row.handler_id_label)}</Typography.Text> : null}
              </Space>
            </List.Item>
          );
        }}
      />
      {total > SHOWN ? <Link to={questionTicketsPath(record.id)}>{t('wfSummary.moreTickets')}</Link> : null}
    </section>
  );
}
