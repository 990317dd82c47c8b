import { Button, Card, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../domain/dates.ts';
import { useText } from '../../locales/useText.ts';
import { usePagedCall } from '../messages/usePagedCall.ts';
import type { EmailTemplate } from './types.ts';

/** 邮件模板 (/system/template): the templates; a row opens its detail (editor + preview). */
export function TemplateListPage() {
  const t = useText();
  const navigate = useNavigate();
  const [q, setQ] = useState<string>();
  const list = usePagedCall<EmailTemplate>('/system/template', { q });
  return (
    <Card
      title={<Typography.Title level={4} style={{ margin: 0 }}>{t('settings.tpl.title')}</Typography.Title>}
      extra={<Button type="primary" onClick={() => navigate('/system/template/detail')}>{t('settings.tpl.create')}</Button>}
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('settings.tpl.search')} onSearch={(v) => { setQ(v || undefined); list.resetPage(); }} style={{ width: 240 }} />
      </Space>
      <Table<EmailTemplate>
        rowKey="id"
        size="middle"
        dataSource={list.list}
        loading={list.loading}
        scroll={{ x: 'max-content' }}
        pagination={{ ...list.pagination, showTotal: (total) => t('list.total', { total }) }}
        columns={[
          { title: t('settings.tpl.code'), dataIndex: 'code', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
          { title: t('settings.tpl.name'), dataIndex: 'name', render: (v: string, r) => <Link to={`/system/template/detail?id=${r.id}`}>{v}</Link> },
          { title: t('settings.tpl.subject'), dataIndex: 'subject' },
          { title: t('settings.tpl.variables'), dataIndex: 'variables', render: (v: string[]) => v.map((x) => <Tag key={x}>{x}</Tag>) },
          { title: t('settings.config.updatedAt'), dataIndex: 'updated_at', width: 180, render: (v: string) => formatDate(v) },
          { title: t('settings.msg.operation'), key: 'op', width: 90, render: (_v, r) => <Link to={`/system/template/detail?id=${r.id}`}>{t('settings.manage.edit')}</Link> },
        ]}
      />
    </Card>
  );
}
