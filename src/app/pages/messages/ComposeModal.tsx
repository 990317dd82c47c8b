import { useCustom } from '@refinedev/core';
import { Form, Input, Modal, Select } from 'antd';
import { useText } from '../../locales/useText.ts';
import type { MessagePerson } from './types.ts';
import { useMessageCall } from './useMessageCall.ts';

interface ComposeValues {
  recipients: number[];
  title: string;
  content: string;
}

/** 写站内信: recipients (enabled accounts), title, content → `POST /admin/message`. */
export function ComposeModal({ open, onClose, onSent }: { open: boolean; onClose: () => void; onSent: () => void }) {
  const t = useText();
  const [form] = Form.useForm<ComposeValues>();
  const { run, pending } = useMessageCall();
  const { query } = useCustom<MessagePerson[]>({ url: '/admin/message/recipients', method: 'get', queryOptions: { enabled: open } });
  const options = (query.data?.data ?? []).map((p) => ({ value: p.id, label: p.name === p.username ? p.name : `${p.name}（${p.username}）` }));
  const submit = async () => {
    const values = await form.validateFields();
    await run('post', '/admin/message', values, t('settings.msg.sent'));
    form.resetFields();
    onSent();
  };
  return (
    <Modal
      open={open}
      title={t('settings.msg.compose')}
      okText={t('settings.msg.send')}
      cancelText={t('settings.msg.cancel')}
      confirmLoading={pending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" name="compose">
        <Form.Item name="recipients" label={t('settings.msg.recipients')} rules={[{ required: true, message: t('settings.msg.required', { label: t('settings.msg.recipients') }) }]}>
          <Select mode="multiple" options={options} loading={query.isFetching} placeholder={t('settings.msg.recipientsPlaceholder')} optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="title" label={t('settings.msg.title')} rules={[{ required: true, whitespace: true, message: t('settings.msg.required', { label: t('settings.msg.title') }) }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="content" label={t('settings.msg.content')} rules={[{ required: true, whitespace: true, message: t('settings.msg.required', { label: t('settings.msg.content') }) }]}>
          <Input.TextArea rows={6} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
