import { useList } from '@refinedev/core';
import { Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { notifications } from '../../../../../resources/notifications/outbox.ts';
import { fieldOf, screenOfRecord } from '../../../../../resources/registry.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { useText } from '../../../locales/useText.ts';
import type { Row } from '../../../schema/row.ts';
import { showPathOf } from '../../../schema/showPath.ts';

const SEND_STATES = fieldOf(notifications, 'send_state')?.options ?? [];

/** A related row: `#id`, a link to its detail page where its channel has one, its state and when it was made. */
function RelatedRow({ row }: { row: Row }) {
  const t = useText();
  const screen = screenOfRecord(notifications, row);
  const path = screen ? showPathOf(screen, row.id) : null;
  const state = SEND_STATES.find((s) => s.value === row.send_state);
  const label = t('nt.openRow', { id: String(row.id) });
  return (
    <Space size={8} wrap data-testid={`related-${String(row.id)}`}>
      {path ? <Link to={path}>{label}</Link> : <span>{label}</span>}
      {state && <Tag color={state.color}>{state.label}</Tag>}
      {typeof row.created_at === 'string' && <Typography.Text type="secondary">{formatDate(row.created_at, 'datetime')}</Typography.Text>}
    </Space>
  );
}

/**
 * The rows a notification is linked with by 重发: the original it was resent from (same channel), and the rows
 * resent from it (newest first; the screen's list, so a 重发 on this page shows its new row here).
 */
export function RelatedRows({ screen, record }: { screen: string; record: Row }) {
  const t = useText();
  const originalId = record.resend_of;
  const { result: resends } = useList<Row>({
    resource: screen,
    pagination: { currentPage: 1, pageSize: 10 },
    sorters: [{ field: 'created_at', order: 'desc' }],
    filters: [{ field: 'resend_of', operator: 'eq', value: record.id }],
  });
  return (
    <Space direction="vertical" size={4} data-testid="nt-related">
      {originalId !== null && originalId !== undefined && (
        <Space size={8} wrap>
          <Typography.Text type="secondary">{t('nt.original')}：</Typography.Text>
          <RelatedRow row={{ id: originalId, channel: record.channel }} />
        </Space>
      )}
      {resends.data.length > 0 && (
        <Space size={8} wrap align="start">
          <Typography.Text type="secondary">{t('nt.resends')}：</Typography.Text>
          <Space direction="vertical" size={2}>{resends.data.map((r) => <RelatedRow key={String(r.id)} row={r} />)}</Space>
        </Space>
      )}
    </Space>
  );
}
