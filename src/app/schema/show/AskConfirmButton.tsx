import { App, Button, Form, Modal, Tooltip } from 'antd';
import { useState } from 'react';
import { useText } from '../../locales/useText.ts';
import { FormFields } from '../FormFields.tsx';
import type { FormItemSpec } from '../formItemsOf.ts';

interface Props {
  label: string;
  /** Text of the confirmation dialog. */
  confirmText: string;
  danger?: boolean;
  disabled: boolean;
  /** Why the button is disabled, shown in a tooltip. */
  reason: string | null;
  /** The fields asked in a modal form first (none: straight to the confirmation). */
  items: readonly FormItemSpec[];
  formName: string;
  pending: boolean;
  /** Sends the values; the modal closes and the form resets when it resolves. */
  send: (values: Record<string, unknown>) => Promise<void>;
  /** Runs after the modal has closed (e.g. refetching the record). */
  after?: () => Promise<unknown>;
  /** `data-*` attributes of the button (tests and styling). */
  data?: Record<`data-${string}`, string>;
}

/**
 * A button that asks for its fields in a modal form, then asks for confirmation, then sends:
 * the frame of declared actions and declared operations alike.
 */
export function AskConfirmButton({ label, confirmText, danger, disabled, reason, items, formName, pending, send, after, data }: Props) {
  const t = useText();
  const { modal } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Record<string, unknown>>();
  const submit = async (values: Record<string, unknown>) => {
    await send(values);
    setOpen(false);
    form.resetFields();
    await after?.();
  };
  const confirm = (values: Record<string, unknown>) =>
    modal.confirm({
      title: label,
      content: confirmText,
      okText: t('form.ok'),
      cancelText: t('form.cancel'),
      okButtonProps: { danger },
      onOk: () => submit(values).catch(() => undefined),
    });
  const button = (
    <Button danger={danger} disabled={disabled} onClick={() => (items.length ? setOpen(true) : confirm({}))} {...data}>
      {label}
    </Button>
  );
  return (
    <>
      {reason ? (
        <Tooltip title={reason}>
          <span style={{ display: 'inline-block' }} data-reason={reason}>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <Modal
        open={open}
        title={label}
        okText={t('form.submit')}
        cancelText={t('form.cancel')}
        confirmLoading={pending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} name={formName} layout="vertical" onFinish={confirm} preserve={false}>
          <FormFields items={items} />
        </Form>
      </Modal>
    </>
  );
}
