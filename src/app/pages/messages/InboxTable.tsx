import { Badge, Button, Input, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useText } from '../../locales/useText.ts';
import { SentTime } from './SentTime.tsx';
import { useNarrowScreen } from '../../ui/useNarrowScreen.ts';
import { WIDE_ONLY } from './wideOnly.ts';
import type { InboxMessage } from './types.ts';
import { useMessageCall } from './useMessageCall.ts';
import { usePagedCall } from './usePagedCall.ts';

/**
 * 收件箱: private messages and notices (a 通知 tag; an edited notice shows 已编辑 with who and
 * when); unread marked (dot, bold, 未读 tag); opening a message marks it read.
 */
export function InboxTable() {
  const t = useText();
  const [read, setRead] = useState<string>('');
  const [q, setQ] = useState<string>();
  const list = usePagedCall<InboxMessage>('/admin/message/inbox', { read, q });
  const { run, pending } = useMessageCall();
  const narrow = useNarrowScreen();
  const readTag = (m: InboxMessage) => (m.read ? <Tag>{t('settings.msg.read')}</Tag> : <Tag color="red" data-testid="unread-marker">{t('settings.msg.unread')}</Tag>);
  const mark = async (m: InboxMessage, value: boolean, quiet = false) => {
    await run('put', `/admin/message/${m.id}`, { read: value }, quiet ? null : value ? t('settings.msg.markedRead') : t('settings.msg.markedUnread'));
    await list.refetch();
  };
  const remove = async (m: InboxMessage) => {
    await run('delete', '/admin/message', {}, t('settings.msg.deleted'), { id: String(m.id) });
    await list.refetch();
  };
  const markAll = async () => {
    await run('put', '/admin/message/count', {}, t('settings.msg.allRead'));
    await list.refetch();
  };
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented
          value={read}
          onChange={(v) => { setRead(String(v)); list.resetPage(); }}
          options={[{ value: '', label: t('settings.msg.filterAll') }, { value: '0', label: t('settings.msg.unread') }, { value: '1', label: t('settings.msg.read') }]}
        />
        <Input.Search allowClear placeholder={t('settings.msg.search')} onSearch={(v) => { setQ(v || undefined); list.resetPage(); }} style={{ width: 220 }} />
        <Button onClick={() => void markAll().catch(() => undefined)} loading={pending}>{t('settings.msg.markAllRead')}</Button>
      </Space>
      <Table<InboxMessage>
        rowKey="id"
        size="middle"
        dataSource={list.list}
        loading={list.loading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('settings.msg.empty') }}
        pagination={{ ...list.pagination, showTotal: (total) => t('list.total', { total }) }}
        expandable={{
          expandedRowRender: (m) => <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{m.content}</Typography.Paragraph>,
          onExpand: (expanded, m) => { if (expanded && !m.read) void mark(m, true, true).catch(() => undefined); },
          expandRowByClick: true,
        }}
        rowClassName={(m) => (m.read ? 'msg-read' : 'msg-unread')}
        columns={[
          {
            title: t('settings.msg.title'),
            dataIndex: 'title',
            render: (_v, m) => (
              <>
                <Space>
                  <Badge status={m.read ? 'default' : 'processing'} />
                  {m.kind === 'notice' ? <Tag color="blue" style={{ marginInlineEnd: 0 }}>{t('settings.msg.kindNotice')}</Tag> : null}
                  <Typography.Text strong={!m.read}>{m.title}</Typography.Text>
                </Space>
                {narrow ? (
                  <div style={{ fontSize: 12, marginTop: 4 }}>
                    <SentTime at={m.delivered_at} who={m.sender.name} mark={m} />
                    {readTag(m)}
                  </div>
                ) : null}
              </>
            ),
          },
          { title: t('settings.msg.sender'), dataIndex: ['sender', 'name'], width: 140, responsive: WIDE_ONLY },
          { title: t('settings.msg.time'), dataIndex: 'delivered_at', width: 180, responsive: WIDE_ONLY, render: (v: string, m) => <SentTime at={v} mark={m} /> },
          { title: t('settings.msg.state'), dataIndex: 'read', width: 90, responsive: WIDE_ONLY, render: (_v: boolean, m) => readTag(m) },
          {
            title: t('settings.msg.operation'),
            key: 'op',
            width: narrow ? undefined : 180,
            render: (_v, m) => (
              <Space direction={narrow ? 'vertical' : 'horizontal'} size={narrow ? 0 : 'small'} onClick={(e) => e.stopPropagation()}>
                <Button type="link" size="small" onClick={() => void mark(m, !m.read).catch(() => undefined)}>
                  {m.read ? t('settings.msg.markUnread') : t('settings.msg.markRead')}
                </Button>
                <Popconfirm title={t('settings.msg.deleteConfirm', { box: t('settings.msg.inbox') })} onConfirm={() => remove(m).catch(() => undefined)}>
                  <Button type="link" size="small" danger>{t('settings.msg.delete')}</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
