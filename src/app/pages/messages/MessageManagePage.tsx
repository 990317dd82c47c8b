import { App, Button, Card, Input, Segmented, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useText } from '../../locales/useText.ts';
import { ComposeModal } from './ComposeModal.tsx';
import { ManageEditModal } from './ManageEditModal.tsx';
import { noticeColumns } from './noticeColumns.tsx';
import type { SentMessage } from './types.ts';
import { useMessageCall } from './useMessageCall.ts';
import { usePagedCall } from './usePagedCall.ts';
import { useNarrowScreen } from '../../ui/useNarrowScreen.ts';

/**
 * 站内信管理 (/notification/message, manage_message): the notices sent from here — send, edit
 * (the row then shows 已编辑 with who and when), revoke, resend. Private messages are not here.
 */
export function MessageManagePage() {
  const t = useText();
  const { modal } = App.useApp();
  const [status, setStatus] = useState('');
  const [q, setQ] = useState<string>();
  const [editing, setEditing] = useState<SentMessage | null>(null);
  const [composing, setComposing] = useState(false);
  const list = usePagedCall<SentMessage>('/manage/message', { status, q });
  const { run } = useMessageCall();
  const narrow = useNarrowScreen();
  const confirm = (content: string, act: () => Promise<void>) =>
    modal.confirm({ title: t('settings.manage.title'), content, okText: t('tabs.confirm'), cancelText: t('tabs.cancel'), onOk: () => act().then(() => list.refetch()).catch(() => undefined) });
  const revoke = (m: SentMessage) =>
    confirm(t('settings.manage.revokeConfirm'), () => run('delete', '/manage/message/revoke', {}, t('settings.manage.revoked'), { id: String(m.id), version: String(m.version) }));
  const resend = (m: SentMessage) =>
    confirm(t('settings.manage.resendConfirm'), () => run('post', '/manage/message', {}, t('settings.manage.resent'), { id: String(m.id), version: String(m.version) }));
  return (
    <Card
      title={<Typography.Title level={4} style={{ margin: 0 }}>{t('settings.manage.title')}</Typography.Title>}
      extra={<Button type="primary" onClick={() => setComposing(true)}>{t('settings.manage.compose')}</Button>}
    >
      <Typography.Paragraph>{t('settings.manage.hint')}</Typography.Paragraph>
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
        locale={{ emptyText: t('settings.manage.empty') }}
        scroll={narrow ? undefined : { x: 'max-content' }}
        pagination={{ ...list.pagination, showTotal: (total) => t('list.total', { total }) }}
        expandable={{ expandedRowRender: (m) => <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{m.content}</Typography.Paragraph> }}
        columns={noticeColumns(t, narrow, { edit: setEditing, revoke, resend })}
      />
      <ManageEditModal message={editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); void list.refetch(); }} />
      <ComposeModal kind="notice" open={composing} onClose={() => setComposing(false)} onSent={() => { setComposing(false); void list.refetch(); }} />
    </Card>
  );
}
