import { useCustomMutation } from '@refinedev/core';
import { App, Button, Card, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { CONFIG_TYPES, SECRET_MASK } from '../../../../resources/systemConfig.ts';
import { formatDate } from '../../../domain/dates.ts';
import { useText } from '../../locales/useText.ts';
import { useNarrowScreen } from '../../ui/useNarrowScreen.ts';
import { usePagedCall } from '../messages/usePagedCall.ts';
import { ConfigFormModal } from './ConfigFormModal.tsx';
import type { ConfigItem } from './types.ts';

function ValueCell({ item }: { item: ConfigItem }) {
  const t = useText();
  if (item.type === 'secret') return <Typography.Text type="secondary">{item.value ? SECRET_MASK : '-'}</Typography.Text>;
  if (item.type === 'boolean') return <Tag color={item.value ? 'green' : 'default'}>{item.value ? t('field.yes') : t('field.no')}</Tag>;
  if (item.type === 'json') return <Typography.Text code ellipsis style={{ maxWidth: 320 }}>{JSON.stringify(item.value)}</Typography.Text>;
  return <Typography.Text copyable ellipsis style={{ maxWidth: 320 }}>{String(item.value ?? '')}</Typography.Text>;
}

/** 全局配置 (/system): config items by key; create, edit, delete; secrets masked. */
export function ConfigPage() {
  const t = useText();
  // on a phone the buttons scroll with their row: pinned, they would cover half of it
  const narrow = useNarrowScreen();
  const { message } = App.useApp();
  const [q, setQ] = useState<string>();
  const [type, setType] = useState<string>();
  const [editing, setEditing] = useState<ConfigItem | null>(null);
  const [open, setOpen] = useState(false);
  const list = usePagedCall<ConfigItem>('/system/config', { q, type });
  const { mutateAsync } = useCustomMutation();
  const remove = async (item: ConfigItem) => {
    await mutateAsync({ url: `/system/config/${item.id}?version=${item.version}`, method: 'delete', values: {}, successNotification: false });
    message.success(t('settings.msg.deleted'));
    await list.refetch();
  };
  const typeLabel = (v: string) => CONFIG_TYPES.find((o) => o.value === v);
  return (
    <Card
      title={<Typography.Title level={4} style={{ margin: 0 }}>{t('settings.config.title')}</Typography.Title>}
      extra={<Button type="primary" onClick={() => { setEditing(null); setOpen(true); }}>{t('settings.config.create')}</Button>}
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear aria-label={t('settings.config.search')} placeholder={t('settings.config.search')} onSearch={(v) => { setQ(v || undefined); list.resetPage(); }} style={{ width: 240 }} />
        <Select allowClear aria-label={t('settings.config.type')} placeholder={t('settings.config.type')} style={{ width: 140 }} options={CONFIG_TYPES.map((o) => ({ value: o.value, label: o.label }))} onChange={(v?: string) => { setType(v); list.resetPage(); }} />
      </Space>
      <Table<ConfigItem>
        rowKey="id"
        size="middle"
        dataSource={list.list}
        loading={list.loading}
        scroll={{ x: 'max-content' }}
        pagination={{ ...list.pagination, showTotal: (total) => t('list.total', { total }) }}
        columns={[
          { title: t('settings.config.key'), dataIndex: 'key', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
          { title: t('settings.config.name'), dataIndex: 'name' },
          { title: t('settings.config.type'), dataIndex: 'type', width: 90, render: (v: string) => <Tag color={typeLabel(v)?.color}>{typeLabel(v)?.label ?? v}</Tag> },
          { title: t('settings.config.value'), key: 'value', render: (_v, item) => <ValueCell item={item} /> },
          { title: t('settings.config.public'), dataIndex: 'is_public', width: 80, render: (v: boolean) => (v ? <Tag color="blue">{t('settings.config.publicYes')}</Tag> : <Tag>{t('settings.config.publicNo')}</Tag>) },
          { title: t('settings.config.updatedAt'), dataIndex: 'updated_at', width: 180, render: (v: string) => formatDate(v) },
          {
            title: t('settings.msg.operation'),
            key: 'op',
            width: 140,
            fixed: narrow ? undefined : 'right',
            render: (_v, item) => (
              <Space>
                <Button type="link" size="small" onClick={() => { setEditing(item); setOpen(true); }}>{t('settings.manage.edit')}</Button>
                <Popconfirm title={t('settings.config.deleteConfirm', { key: item.key })} onConfirm={() => remove(item).catch(() => undefined)}>
                  <Button type="link" size="small" danger>{t('settings.msg.delete')}</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <ConfigFormModal item={editing} open={open} onClose={() => setOpen(false)} onSaved={() => { setOpen(false); void list.refetch(); }} />
    </Card>
  );
}
