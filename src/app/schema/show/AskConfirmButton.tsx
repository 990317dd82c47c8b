import { App, Form, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { useText } from '../../locales/useText.ts';
import { FormFields } from '../FormFields.tsx';
import { sentValues, type FormItemSpec } from '../formItemsOf.ts';
import { ReasonButton } from './ReasonButton.tsx';

interface Props {
  label: string;
  /** The question the dialog asks: the form's description, or the confirmation's text (none: a click without fields sends at once). */
  confirmText?: string;
  danger?: boolean;
  /** Disabled without a reason to give (the record is still loading). */
  disabled: boolean;
  /** Why the caller may not press it (ReasonButton: disabled, the reason in a tooltip and read out), or null. */
  reason: string | null;
  /** The fields the dialog asks for (none: a plain confirmation). */
  items: readonly FormItemSpec[];
  formName: string;
  pending: boolean;
  /** Sends the values; the dialog closes and the form resets when it resolves. */
  send: (values: Record<string, unknown>) => Promise<void>;
  /** Runs after the dialog has closed (e.g. refetching the record). */
  after?: () => Promise<unknown>;
  /** `data-*` attributes of the button (tests and styling). */
  data?: Record<`data-${string}`, string>;
}

/**
 * A button that opens ONE dialog and sends from its OK button: with fields, a form whose
 * description is the question; without, a confirmation of the question; with neither, the click
 * sends. The frame of declared actions and declared operations alike.
 */
export function AskConfirmButton({ label, confirmText, danger, disabled, reason, items, formName, pending, send, after, data }: Props) {
  const t = useText();
  const { modal } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Record<string, unknown>>();
  const describedBy = useId();
  const submit = async (values: Record<string, unknown>) => {
    await send(sentValues(items, values));
    setOpen(false);
    form.resetFields();
    await after?.();
  };
  const confirm = () =>
    modal.confirm({
      title: label,
      content: confirmText,
      okText: t('form.ok'),
      cancelText: t('form.cancel'),
      okButtonProps: { danger },
      onOk: () => submit({}).catch(() => undefined),
    });
  return (
    <>
      <ReasonButton danger={danger} reason={reason} waiting={disabled} loading={!items.length && !confirmText && pending} onClick={() => (items.length ? setOpen(true) : confirmText ? confirm() : void submit({}).catch(() => undefined))} {...data}>
        {label}
      </ReasonButton>
      <Modal
        open={open}
        title={label}
        okText={t('form.ok')}
        cancelText={t('form.cancel')}
        okButtonProps={{ danger }}
        confirmLoading={pending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {confirmText && <Typography.Paragraph id={describedBy}>{confirmText}</Typography.Paragraph>}
        <Form form={form} name={formName} layout="vertical" aria-describedby={describedBy} onFinish={(values) => submit(values).catch(() => undefined)} preserve={false}>
          <FormFields items={items} />
        </Form>
      </Modal>
    </>
  );
}
