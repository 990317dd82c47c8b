import { useCustomMutation } from '@refinedev/core';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useText } from '../../locales/useText.ts';
import { ReasonButton } from '../../schema/show/ReasonButton.tsx';

interface Props {
  ticketId: number | string;
  description: string;
  version: unknown;
  /** Why the caller may not change it (a closed ticket, not its handler or creator), or null. */
  reason: string | null;
  refresh: () => Promise<void>;
}

/** 修改描述: PUT /workflow/bucket/:id/desc with the version read; the timeline then keeps before and after. */
export function DescEditor({ ticketId, description, version, reason, refresh }: Props) {
  const t = useText();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ description: string }>();
  const { mutateAsync, mutation } = useCustomMutation();
  const submit = async ({ description: next }: { description: string }) => {
    await mutateAsync({
      url: `/workflow/bucket/${encodeURIComponent(String(ticketId))}/desc`,
      method: 'put',
      values: { version, description: next.trim() },
      successNotification: { type: 'success', message: t('handling.descSaved') },
    });
    setOpen(false);
    await refresh();
  };
  return (
    <>
      <ReasonButton reason={reason} onClick={() => { form.setFieldsValue({ description }); setOpen(true); }} data-testid="desc-edit">{t('handling.descEdit')}</ReasonButton>
      <Modal open={open} title={t('handling.descEdit')} okText={t('form.ok')} cancelText={t('form.cancel')} confirmLoading={mutation.isPending} onOk={() => form.submit()} onCancel={() => setOpen(false)} destroyOnHidden>
        <Form form={form} name="ticket_desc" layout="vertical" onFinish={(v) => submit(v).catch(() => undefined)} preserve={false}>
          <Form.Item name="description" label={t('handling.descLabel')} rules={[{ required: true, whitespace: true, message: t('handling.descRequired') }, { min: 2, message: t('handling.descMin') }, { max: 5000 }]}>
            <Input.TextArea rows={6} maxLength={5000} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
