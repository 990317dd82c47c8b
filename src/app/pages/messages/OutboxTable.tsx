import { Button, Input, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useText } from '../../locales/useText.ts';
import { SentTime } from './SentTime.tsx';
import type { SentMessage } from './types.ts';
import { useMessageCall } from './useMessageCall.ts';
import { usePagedCall } from './usePagedCall.ts';
import { useNarrowScreen } from '../../ui/useNarrowScreen.ts';
import { WIDE_ONLY } from './wideOnly.ts';

/** 发件箱: the private messages the caller sent, to whom, how many have read them. */
export function OutboxTable() {
  const t = useText();
  const [q, setQ] = useState<string>();
  const list = usePagedCall<SentMessage>('/admin/message/outbox', { q });
  const { run } = useMessageCall();
  const narrow = useNarrowScreen();
  const state = (m: SentMessage) => (
    <Space size={4} wrap>
      {m.status === 'revoked' ? <Tag color="default">{t('settings.msg.statusRevoked')}</Tag> : <Tag color="green">{t('settings.msg.statusSent')}</Tag>}
      <Tooltip title={m.recipients.filter((r) => !r.read).map((r) => r.name).join('、')}>
        <span>{t('settings.msg.readCount', { read: m.read_count, total: m.recipients.length })}</span>
      </Tooltip>
    </Space>
  );
  const remove = async (m: SentMessage) => {
    await run('delete', '/admin/message', {}, t('settings.msg.deleted'), { id: String(m.id) });
    await list.refetch();
  };
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('settings.msg.search')} onSearch={(v) => { setQ(v || undefined); list.resetPage(); }} style={{ width: 220 }} />
      </Space>
      <Table<SentMessage>
        rowKey="id"
        size="middle"
        dataSource={list.list}
        loading={list.loading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('settings.msg.empty') }}
        pagination={{ ...list.pagination, showTotal: (total) => t('list.total', { total }) }}
        expandable={{
          expandedRowRender: (m) => <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{m.content}</Typography.Paragraph>,
          expandRowByClick: true,
        }}
        columns={[
          {
            title: t('settings.msg.title'),
            dataIndex: 'title',
            render: (v: string, m) => (
              <>
                {v}
                {narrow ? (
                  <div style={{ fontSize: 12, marginTop: 4 }}>
                    <SentTime at={m.sent_at} who={m.recipients.map((r) => r.name).join('、')} />
                    {state(m)}
                  </div>
                ) : null}
              </>
            ),
          },
          {
            title: t('settings.msg.recipients'),
            key: 'to',
            responsive: WIDE_ONLY,
            render: (_v, m) => m.recipients.map((r) => <Tag key={r.id} color={r.read ? 'default' : 'blue'}>{r.name}</Tag>),
          },
          { title: t('settings.msg.state'), key: 'state', width: 160, responsive: WIDE_ONLY, render: (_v, m) => state(m) },
          { title: t('settings.msg.time'), dataIndex: 'sent_at', width: 180, responsive: WIDE_ONLY, render: (v: string) => <SentTime at={v} /> },
          {
            title: t('settings.msg.operation'),
            key: 'op',
            width: narrow ? undefined : 90,
            render: (_v, m) => (
              <span onClick={(e) => e.stopPropagation()}>
                <Popconfirm title={t('settings.msg.deleteConfirm', { box: t('settings.msg.outbox') })} onConfirm={() => remove(m).catch(() => undefined)}>
                  <Button type="link" size="small" danger>{t('settings.msg.delete')}</Button>
                </Popconfirm>
              </span>
            ),
          },
        ]}
      />
    </>
  );
}
