import { useCustomMutation } from '@refinedev/core';
import { App, Form, Input, Modal } from 'antd';
import { useText } from '../../locales/useText.ts';

/** 发送测试邮件: one address; the stored template is rendered with the sample variables and sent through SMTP. */
export function TestSendModal({ id, sample, open, onClose }: { id: number; sample: Record<string, unknown>; open: boolean; onClose: () => void }) {
  const t = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ to: string }>();
  const { mutateAsync, mutation } = useCustomMutation();
  const submit = async () => {
    const { to } = await form.validateFields();
    await mutateAsync({ url: `/system/template/${id}/test`, method: 'post', values: { to, variables: sample }, successNotification: false });
    message.success(t('settings.tpl.testSent', { to }));
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('settings.tpl.testSend')}
      okText={t('settings.msg.send')}
      cancelText={t('settings.msg.cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="template-test">
        <Form.Item name="to" label={t('settings.tpl.testTo')} extra={t('settings.tpl.testHelp')} rules={[{ required: true, type: 'email', message: t('settings.tpl.badEmail') }]}>
          <Input placeholder="name@example.com" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
