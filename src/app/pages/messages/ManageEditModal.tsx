import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useText } from '../../locales/useText.ts';
import type { SentMessage } from './types.ts';
import { useMessageCall } from './useMessageCall.ts';

/** 编辑通知: title and content with the record's version → `PUT /manage/message/:id` (the server records who and when). */
export function ManageEditModal({ message, onClose, onSaved }: { message: SentMessage | null; onClose: () => void; onSaved: () => void }) {
  const t = useText();
  const [form] = Form.useForm<{ title: string; content: string }>();
  const { run, pending } = useMessageCall();
  useEffect(() => {
    if (message) form.setFieldsValue({ title: message.title, content: message.content });
  }, [message, form]);
  const submit = async () => {
    if (!message) return;
    const values = await form.validateFields();
    await run('put', `/manage/message/${message.id}`, { ...values, version: message.version }, t('settings.manage.saved'));
    onSaved();
  };
  return (
    <Modal
      open={message !== null}
      title={t('settings.manage.editTitle')}
      okText={t('settings.manage.save')}
      cancelText={t('settings.msg.cancel')}
      confirmLoading={pending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="manage-edit">
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
