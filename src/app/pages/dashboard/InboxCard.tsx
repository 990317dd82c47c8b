import { useCustom } from '@refinedev/core';
import { Button, Card, List, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../domain/dates.ts';
import { useText } from '../../locales/useText.ts';
import type { InboxMessage, MessagePage } from '../../shared/messages/types.ts';
import { RecordText } from '../../shared/messages/RecordText.tsx';
import { useMarkReadOnOpen } from '../../shared/messages/useMarkReadOnOpen.ts';

/** Messages the card lists. */
const LATEST = 5;

/** Where the inbox is (ROUTES.md). */
export const INBOX_PAGE = '/account/message';

/** An opened message's text; opening it marked it read. */
function OpenedMessage({ message, onRead }: { message: InboxMessage; onRead: () => void }) {
  useMarkReadOnOpen(message, onRead);
  return (
    <Typography.Paragraph style={{ margin: '4px 0 0' }}>
      <RecordText text={message.content} />
    </Typography.Paragraph>
  );
}

/** One message: its title (the records it names as links), who and when; 展开 shows the text and marks it read. */
function InboxItem({ message, onRead }: { message: InboxMessage; onRead: () => void }) {
  const t = useText();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div style={{ minWidth: 0, width: '100%' }} data-testid="inbox-card-item">
      <div style={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 }}>
        {message.read ? null : <Tag color="blue" bordered={false}>{t('dashboard.unread')}</Tag>}
        <Typography.Text strong={!message.read} style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          <RecordText text={message.title} className="inbox-card-title" />
        </Typography.Text>
        <Button type="link" size="small" aria-expanded={open} aria-controls={id} aria-label={t(open ? 'settings.msg.closeMessage' : 'settings.msg.openMessage', { title: message.title })} onClick={() => setOpen((o) => !o)}>
          {t(open ? 'settings.msg.close' : 'settings.msg.open')}
        </Button>
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('dashboard.inboxFrom', { name: message.sender_id_label ?? '', time: formatDate(message.delivered_at, 'datetime') })}</Typography.Text>
      <div id={id}>{open && <OpenedMessage message={message} onRead={onRead} />}</div>
    </div>
  );
}

/** The newest messages of the caller's inbox (unread ones marked), each opened in place, with the way to all of them. */
export function InboxCard() {
  const t = useText();
  const { result, query } = useCustom<MessagePage<InboxMessage>>({ url: '/admin/message/inbox', method: 'get', config: { query: { page: 1, pageSize: LATEST, withTotal: 0 } } });
  const page = result.data as MessagePage<InboxMessage> | undefined;
  const refetch = () => void query.refetch();
  return (
    <Card size="small" title={t('dashboard.inbox')} extra={<Link to={INBOX_PAGE}>{t('dashboard.viewAll')}</Link>} loading={query.isLoading} data-testid="dashboard-inbox">
      <List
        size="small"
        dataSource={page?.list ?? []}
        locale={{ emptyText: t('dashboard.inboxEmpty') }}
        renderItem={(m) => (
          <List.Item>
            <InboxItem message={m} onRead={refetch} />
          </List.Item>
        )}
      />
    </Card>
  );
}
