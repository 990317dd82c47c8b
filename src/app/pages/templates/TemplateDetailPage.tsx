import { useCustom, useCustomMutation } from '@refinedev/core';
import { App, Alert, Button, Card, Col, Form, Input, Popconfirm, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loadFormValues, markFormSaved, useFormUnsaved } from '../../shell/tabs/useUnsavedChanges.ts';
import { useText } from '../../locales/useText.ts';
import { parseSample } from './previewDocument.ts';
import { TemplatePreview } from './TemplatePreview.tsx';
import { TestSendModal } from './TestSendModal.tsx';
import type { EmailTemplate } from './types.ts';

const HtmlEditor = lazy(() => import('../../libs/HtmlEditor.tsx').then((m) => ({ default: m.HtmlEditor })));

interface Meta {
  code: string;
  name: string;
  subject: string;
}

const LIST_PATH = '/system/template';

/** 邮件模板详情 (/system/template/detail?id=N; no id = new): source editor, live preview, save, test send, delete. */
export function TemplateDetailPage() {
  const t = useText();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const validId = id !== null && /^[1-9]\d{0,9}$/.test(id);
  const { query } = useCustom<EmailTemplate>({ url: `/system/template/${id}`, method: 'get', queryOptions: { enabled: validId } });
  const record = query.data?.data;
  const [form] = Form.useForm<Meta>();
  const subject = Form.useWatch('subject', form) ?? '';
  const [body, setBody] = useState('');
  const [sampleText, setSampleText] = useState('{}');
  const [testing, setTesting] = useState(false);
  const sample = useMemo(() => parseSample(sampleText), [sampleText]);
  const { mutateAsync, mutation } = useCustomMutation<EmailTemplate>();
  useEffect(() => {
    if (!record) return;
    loadFormValues(form, { code: record.code, name: record.name, subject: record.subject });
    setBody(record.body);
    setSampleText(JSON.stringify(record.sample ?? {}, null, 2));
  }, [record, form]);
  useFormUnsaved(form, record ? body !== record.body : body !== '');
  if (id !== null && !validId) return <Alert type="error" showIcon message={t('show.notFound')} />;
  if (query.isError) return <Alert type="error" showIcon message={query.error?.message ?? t('show.notFound')} />;
  if (validId && !record) return <Skeleton active />;
  const save = async () => {
    const meta = await form.validateFields();
    if (!sample) return;
    markFormSaved(form);
    if (record) {
      await mutateAsync({ url: `/system/template/${record.id}`, method: 'put', values: { name: meta.name, subject: meta.subject, body, sample, version: record.version }, successNotification: false });
      await query.refetch();
    } else {
      const created = await mutateAsync({ url: LIST_PATH, method: 'post', values: { ...meta, body, sample }, successNotification: false });
      navigate(`${LIST_PATH}/detail?id=${created.data.id}`, { replace: true });
    }
    message.success(t('settings.manage.saved'));
  };
  const remove = async () => {
    if (!record) return;
    await mutateAsync({ url: `/system/template/${record.id}?version=${record.version}`, method: 'delete', values: {}, successNotification: false });
    message.success(t('settings.msg.deleted'));
    navigate(LIST_PATH);
  };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={<Typography.Title level={4} style={{ margin: 0 }}>{record ? record.name : t('settings.tpl.create')}</Typography.Title>}
        extra={
          <Space>
            {record && <Button onClick={() => setTesting(true)} disabled={!sample}>{t('settings.tpl.testSend')}</Button>}
            {record && (
              <Popconfirm title={t('settings.tpl.deleteConfirm')} onConfirm={() => remove().catch(() => undefined)}>
                <Button danger>{t('settings.msg.delete')}</Button>
              </Popconfirm>
            )}
            <Button type="primary" loading={mutation.isPending} onClick={() => void save().catch(() => undefined)}>{t('settings.manage.save')}</Button>
          </Space>
        }
      >
        <Form form={form} layout="vertical" name="template-meta">
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="code" label={t('settings.tpl.code')} rules={[{ required: true, pattern: /^[a-z][a-z0-9_]{1,63}$/, message: t('settings.tpl.codeHelp') }]}>
                <Input disabled={!!record} maxLength={64} />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item name="name" label={t('settings.tpl.name')} rules={[{ required: true, whitespace: true, message: t('settings.msg.required', { label: t('settings.tpl.name') }) }]}>
                <Input maxLength={60} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="subject" label={t('settings.tpl.subject')} rules={[{ required: true, whitespace: true, message: t('settings.msg.required', { label: t('settings.tpl.subject') }) }]}>
            <Input maxLength={200} />
          </Form.Item>
        </Form>
        {record && record.variables.length > 0 && (
          <Space wrap size={4}>
            <Typography.Text type="secondary">{t('settings.tpl.variables')}：</Typography.Text>
            {record.variables.map((v) => <Tag key={v}>{`{{${v}}}`}</Tag>)}
          </Space>
        )}
      </Card>
      <Row gutter={16}>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('settings.tpl.body')} extra={<Typography.Text type="secondary">{t('settings.tpl.sanitizeNote')}</Typography.Text>}>
            <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
              <HtmlEditor value={body} onChange={setBody} label={t('settings.tpl.body')} />
            </Suspense>
            <Typography.Paragraph style={{ marginTop: 12, marginBottom: 4 }}>{t('settings.tpl.sample')}</Typography.Paragraph>
            <Input.TextArea aria-label={t('settings.tpl.sample')} rows={5} value={sampleText} onChange={(e) => setSampleText(e.target.value)} status={sample ? undefined : 'error'} style={{ fontFamily: 'monospace' }} />
            {!sample && <Typography.Text type="danger">{t('settings.tpl.sampleInvalid')}</Typography.Text>}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <TemplatePreview subject={subject} body={body} sample={sample ?? {}} />
        </Col>
      </Row>
      {record && <TestSendModal id={record.id} sample={sample ?? {}} open={testing} onClose={() => setTesting(false)} />}
    </Space>
  );
}
