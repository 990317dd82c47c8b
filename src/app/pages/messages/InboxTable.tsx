import { Badge, Button, Input, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../domain/dates.ts';
import { useText } from '../../locales/useText.ts';
import type { InboxMessage } from './types.ts';
import { useMessageCall } from './useMessageCall.ts';
import { usePagedCall } from './usePagedCall.ts';

/** 收件箱: unread marked (dot, bold, 未读 tag); opening a message marks it read. */
export function InboxTable() {
  const t = useText();
  const [read, setRead] = useState<string>('');
  const [q, setQ] = useState<string>();
  const list = usePagedCall<InboxMessage>('/admin/message/inbox', { read, q });
  const { run, pending } = useMessageCall();
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
              <Space>
                <Badge status={m.read ? 'default' : 'processing'} />
                <Typography.Text strong={!m.read}>{m.title}</Typography.Text>
              </Space>
            ),
          },
          { title: t('settings.msg.sender'), dataIndex: ['sender', 'name'], width: 140 },
          { title: t('settings.msg.time'), dataIndex: 'delivered_at', width: 180, render: (v: string) => formatDate(v) },
          {
            title: t('settings.msg.state'),
            dataIndex: 'read',
            width: 90,
            render: (v: boolean) => (v ? <Tag>{t('settings.msg.read')}</Tag> : <Tag color="red" data-testid="unread-marker">{t('settings.msg.unread')}</Tag>),
          },
          {
            title: t('settings.msg.operation'),
            key: 'op',
            width: 180,
            render: (_v, m) => (
              <Space onClick={(e) => e.stopPropagation()}>
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
