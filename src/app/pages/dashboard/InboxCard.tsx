import { useCustom } from '@refinedev/core';
import { Card, List, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../domain/dates.ts';
import { useText } from '../../locales/useText.ts';
import type { InboxMessage, MessagePage } from '../../areas/settings/messages/types.ts';

/** Messages the card lists. */
const LATEST = 5;

/** Where the inbox is (ROUTES.md). */
export const INBOX_PAGE = '/account/message';

/** The newest messages of the caller's inbox (unread ones marked), with the way to all of them. */
export function InboxCard() {
  const t = useText();
  const { result, query } = useCustom<MessagePage<InboxMessage>>({ url: '/admin/message/inbox', method: 'get', config: { query: { page: 1, pageSize: LATEST, withTotal: 0 } } });
  const page = result.data as MessagePage<InboxMessage> | undefined;
  return (
    <Card size="small" title={t('dashboard.inbox')} extra={<Link to={INBOX_PAGE}>{t('dashboard.viewAll')}</Link>} loading={query.isLoading} data-testid="dashboard-inbox">
      <List
        size="small"
        dataSource={page?.list ?? []}
        locale={{ emptyText: t('dashboard.inboxEmpty') }}
        renderItem={(m) => (
          <List.Item>
            <div style={{ minWidth: 0, width: '100%' }}>
              <Link to={INBOX_PAGE} style={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
                {m.read ? null : <Tag color="blue" bordered={false}>{t('dashboard.unread')}</Tag>}
                <Typography.Text strong={!m.read} ellipsis style={{ color: 'inherit' }}>{m.title}</Typography.Text>
              </Link>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('dashboard.inboxFrom', { name: m.sender_id_label ?? '', time: formatDate(m.delivered_at, 'datetime') })}</Typography.Text>
            </div>
          </List.Item>
        )}
      />
    </Card>
  );
}
