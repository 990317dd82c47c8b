import { useCustom } from '@refinedev/core';
import { Button, Form, Input, Modal, Select, type SelectProps } from 'antd';
import { NOTICE_MAX_RECIPIENTS, PRIVATE_MAX_RECIPIENTS, type MessageKind } from '../../../../../resources/settings/messages.ts';
import type { TextKey } from '../../../locales/text.ts';
import { useText } from '../../../locales/useText.ts';
import type { MessagePerson } from '../../../shared/messages/types.ts';
import { useMessageCall } from '../../../shared/messages/useMessageCall.ts';

interface ComposeValues {
  recipients: number[];
  title: string;
  content: string;
}

/** What each kind of message is sent with: the call, the dialog's texts, the recipients allowed. */
const KINDS: Record<MessageKind, { url: string; title: TextKey; ok: TextKey; sent: TextKey; max: number; everyone: boolean }> = {
  private: { url: '/admin/message', title: 'settings.msg.compose', ok: 'settings.msg.send', sent: 'settings.msg.sent', max: PRIVATE_MAX_RECIPIENTS, everyone: false },
  notice: { url: '/manage/message/send', title: 'settings.manage.composeTitle', ok: 'settings.msg.send', sent: 'settings.manage.sent', max: NOTICE_MAX_RECIPIENTS, everyone: true },
};

/**
 * antd's Select for a required form item: Form.Item hands `aria-required` to its control, and
 * rc-select puts it on its root `div` too, where ARIA does not allow it (axe: aria-allowed-attr).
 * The required mark and the message stay.
 */
function RequiredSelect({ 'aria-required': _required, ...props }: SelectProps<number[]> & { 'aria-required'?: unknown }) {
  return <Select<number[]> {...props} />;
}

/**
 * 写站内信 (a private message, `POST /admin/message`) or 发送通知 (a notice from 站内信管理,
 * `POST /manage/message/send`, with 全部账号 to pick every enabled account): recipients, title, content.
 */
export function ComposeModal({ kind = 'private', open, onClose, onSent }: { kind?: MessageKind; open: boolean; onClose: () => void; onSent: () => void }) {
  const t = useText();
  const spec = KINDS[kind];
  const [form] = Form.useForm<ComposeValues>();
  const { run, pending } = useMessageCall();
  const { query } = useCustom<MessagePerson[]>({ url: '/admin/message/recipients', method: 'get', queryOptions: { enabled: open } });
  const people = query.data?.data ?? [];
  const options = people.map((p) => ({ value: p.id, label: p.name === p.username ? p.name : `${p.name}（${p.username}）` }));
  const submit = async () => {
    const values = await form.validateFields();
    await run('post', spec.url, values, t(spec.sent));
    form.resetFields();
    onSent();
  };
  return (
    <Modal
      open={open}
      title={t(spec.title)}
      okText={t(spec.ok)}
      cancelText={t('settings.msg.cancel')}
      confirmLoading={pending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" name={`compose-${kind}`}>
        <Form.Item
          name="recipients"
          label={t('settings.msg.recipients')}
          rules={[{ required: true, message: t('settings.msg.required', { label: t('settings.msg.recipients') }) }]}
          extra={spec.everyone ? (
            <Button size="small" style={{ marginTop: 4 }} disabled={!people.length} onClick={() => form.setFieldValue('recipients', people.slice(0, spec.max).map((p) => p.id))}>
              {t('settings.manage.selectAll')}
            </Button>
          ) : undefined}
        >
          <RequiredSelect autoFocus mode="multiple" maxCount={spec.max} maxTagCount="responsive" options={options} loading={query.isFetching} placeholder={t('settings.msg.recipientsPlaceholder')} optionFilterProp="label" />
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
