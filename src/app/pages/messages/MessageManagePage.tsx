import { App, Button, Card, Input, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../domain/dates.ts';
import { useText } from '../../locales/useText.ts';
import { useNarrowScreen } from '../../schema/list/useNarrowScreen.ts';
import { ManageEditModal } from './ManageEditModal.tsx';
import type { SentMessage } from './types.ts';
import { useMessageCall } from './useMessageCall.ts';
import { usePagedCall } from './usePagedCall.ts';

/** 站内信管理 (/notification/message, manage_message): every message; edit, revoke, resend. */
export function MessageManagePage() {
  const t = useText();
  // on a phone the buttons scroll with their row: pinned, they would cover half of it
  const narrow = useNarrowScreen();
  const { modal } = App.useApp();
  const [status, setStatus] = useState('');
  const [q, setQ] = useState<string>();
  const [editing, setEditing] = useState<SentMessage | null>(null);
  const list = usePagedCall<SentMessage>('/manage/message', { status, q });
  const { run } = useMessageCall();
  const confirm = (content: string, act: () => Promise<void>) =>
    modal.confirm({ title: t('settings.manage.title'), content, okText: t('tabs.confirm'), cancelText: t('tabs.cancel'), onOk: () => act().then(() => list.refetch()).catch(() => undefined) });
  const revoke = (m: SentMessage) =>
    confirm(t('settings.manage.revokeConfirm'), () => run('delete', '/manage/message/revoke', {}, t('settings.manage.revoked'), { id: String(m.id), version: String(m.version) }));
  const resend = (m: SentMessage) =>
    confirm(t('settings.manage.resendConfirm'), () => run('post', '/manage/message', {}, t('settings.manage.resent'), { id: String(m.id), version: String(m.version) }));
  return (
    <Card title={<Typography.Title level={4} style={{ margin: 0 }}>{t('settings.manage.title')}</Typography.Title>}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented
          value={status}
          onChange={(v) => { setStatus(String(v)); list.resetPage(); }}
          options={[{ value: '', label: t('settings.msg.filterAll') }, { value: 'sent', label: t('settings.msg.statusSent') }, { value: 'revoked', label: t('settings.msg.statusRevoked') }]}
        />
        <Input.Search allowClear placeholder={t('settings.msg.search')} onSearch={(v) => { setQ(v || undefined); list.resetPage(); }} style={{ width: 220 }} />
      </Space>
      <Table<SentMessage>
        rowKey="id"
        size="middle"
        dataSource={list.list}
        loading={list.loading}
        scroll={{ x: 'max-content' }}
        pagination={{ ...list.pagination, showTotal: (total) => t('list.total', { total }) }}
        expandable={{ expandedRowRender: (m) => <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{m.content}</Typography.Paragraph> }}
        columns={[
          { title: t('settings.msg.title'), dataIndex: 'title' },
          { title: t('settings.msg.sender'), dataIndex: 'sender_name', width: 120 },
          { title: t('settings.msg.recipients'), key: 'to', render: (_v, m) => m.recipients.map((r) => <Tag key={r.id}>{r.name}</Tag>) },
          {
            title: t('settings.msg.state'),
            key: 'state',
            width: 170,
            render: (_v, m) => (
              <Space>
                {m.status === 'revoked' ? <Tag>{t('settings.msg.statusRevoked')}</Tag> : <Tag color="green">{t('settings.msg.statusSent')}</Tag>}
                <span>{t('settings.msg.readCount', { read: m.read_count, total: m.recipients.length })}</span>
              </Space>
            ),
          },
          { title: t('settings.msg.time'), dataIndex: 'sent_at', width: 180, render: (v: string) => formatDate(v) },
          {
            title: t('settings.msg.operation'),
            key: 'op',
            width: 220,
            fixed: narrow ? undefined : 'right',
            render: (_v, m) => (
              <Space>
                <Button type="link" size="small" onClick={() => setEditing(m)}>{t('settings.manage.edit')}</Button>
                {m.status === 'sent' ? <Button type="link" size="small" danger onClick={() => revoke(m)}>{t('settings.manage.revoke')}</Button> : null}
                <Button type="link" size="small" onClick={() => resend(m)}>{t('settings.manage.resend')}</Button>
              </Space>
            ),
          },
        ]}
      />
      <ManageEditModal message={editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); void list.refetch(); }} />
    </Card>
  );
}
