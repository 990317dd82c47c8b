import { useCan, useCustomMutation, type BaseKey } from '@refinedev/core';
import { App, Button, Form, Modal, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import type { ActionDef, ResourceDef } from '../../../../resources/define.ts';
import { useText } from '../../locales/useText.ts';
import { actionStateOf } from '../actionStateOf.ts';
import { FormFields } from '../FormFields.tsx';
import { formItemsOf } from '../formItemsOf.ts';
import type { Row } from '../columnsOf.tsx';
import { useRefreshRecord } from './useRefreshRecord.ts';

interface Props {
  screen: string;
  resource: ResourceDef;
  action: ActionDef;
  record: Row | undefined;
  id: BaseKey;
}

/**
 * One declared action: a button (disabled with the reason in a tooltip when the state or the
 * user's access forbids it), a modal form for its fields, then the confirmation text.
 */
export function ActionButton({ screen, resource, action, record, id }: Props) {
  const t = useText();
  const { modal } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Record<string, unknown>>();
  const { data: can } = useCan({ resource: screen, action: action.name });
  const { mutateAsync, mutation } = useCustomMutation();
  const refresh = useRefreshRecord(screen, id);
  const items = useMemo(() => formItemsOf(action.fields ?? [], 'action', t), [action, t]);
  const accessReason = can && !can.can ? (can.reason ?? t('app.noReason')) : null;
  const state = actionStateOf(resource, action, record, accessReason);

  const send = async (values: Record<string, unknown>) => {
    await mutateAsync({
      url: '',
      method: 'put',
      values: { ...values, action: action.name, version: record?.version },
      meta: { resource: screen, endpoint: 'action', id },
      successNotification: { type: 'success', message: t('show.actionSuccess', { label: action.label }) },
    });
    setOpen(false);
    form.resetFields();
    await refresh();
  };
  const confirm = (values: Record<string, unknown>) =>
    modal.confirm({
      title: action.label,
      content: action.confirm,
      okText: t('form.ok'),
      cancelText: t('form.cancel'),
      okButtonProps: { danger: action.danger },
      onOk: () => send(values).catch(() => undefined),
    });

  const button = (
    <Button danger={action.danger} disabled={state.disabled} onClick={() => (items.length ? setOpen(true) : confirm({}))} data-action={action.name}>
      {action.label}
    </Button>
  );
  return (
    <>
      {state.reason ? (
        <Tooltip title={state.reason}>
          <span style={{ display: 'inline-block' }} data-reason={state.reason}>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <Modal
        open={open}
        title={action.label}
        okText={t('form.submit')}
        cancelText={t('form.cancel')}
        confirmLoading={mutation.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} name={`action_${action.name}`} layout="vertical" onFinish={confirm} preserve={false}>
          <FormFields items={items} />
        </Form>
      </Modal>
    </>
  );
}
