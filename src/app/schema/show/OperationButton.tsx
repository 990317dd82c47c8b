import { useCan, useCustomMutation, type BaseKey } from '@refinedev/core';
import { App, Button, Form, Modal, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import type { OperationDef } from '../../../../resources/define.ts';
import { endpointTable } from '../../../../resources/registry.ts';
import { canAccess } from '../../../domain/access.ts';
import { useAccessUser } from '../../shell/useAccessUser.ts';
import { useText } from '../../locales/useText.ts';
import { FormFields } from '../FormFields.tsx';
import { formItemsOf } from '../formItemsOf.ts';
import { fillPath } from '../../providers/mappers/endpointPath.ts';

interface Props {
  screen: string;
  operation: OperationDef;
  id: BaseKey;
}

/**
 * A declared operation (重置密码 …): a modal form of its fields, the confirmation, then the
 * declared endpoint with the record's id. Disabled with a reason when the endpoint's access
 * (or its `selfOr`) refuses the user.
 */
export function OperationButton({ screen, operation, id }: Props) {
  const t = useText();
  const { modal } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Record<string, unknown>>();
  const { user } = useAccessUser();
  const { data: can } = useCan({ resource: screen, action: 'list' });
  const { mutateAsync, mutation } = useCustomMutation();
  const endpoint = endpointTable().find((e) => e.key === operation.endpoint);
  const items = useMemo(() => formItemsOf(operation.fields, 'action', t), [operation, t]);
  const allowed = !!endpoint && can?.can !== false && canAccess(user, endpoint.access) && (!endpoint.selfOr || canAccess(user, endpoint.selfOr));

  const send = async (values: Record<string, unknown>) => {
    if (!endpoint) return;
    await mutateAsync({
      url: fillPath(endpoint.path, id),
      method: endpoint.method.toLowerCase() as 'put' | 'post',
      values,
      successNotification: { type: 'success', message: t('show.actionSuccess', { label: operation.label }) },
    });
    setOpen(false);
    form.resetFields();
  };
  const confirm = (values: Record<string, unknown>) =>
    modal.confirm({
      title: operation.label,
      content: operation.confirm,
      okText: t('form.ok'),
      cancelText: t('form.cancel'),
      okButtonProps: { danger: operation.danger },
      onOk: () => send(values).catch(() => undefined),
    });
  const button = (
    <Button danger={operation.danger} disabled={!allowed} onClick={() => (items.length ? setOpen(true) : confirm({}))} data-operation={operation.name}>
      {operation.label}
    </Button>
  );
  return (
    <>
      {allowed ? button : <Tooltip title={t('app.noReason')}><span style={{ display: 'inline-block' }}>{button}</span></Tooltip>}
      <Modal
        open={open}
        title={operation.label}
        okText={t('form.submit')}
        cancelText={t('form.cancel')}
        confirmLoading={mutation.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} name={`operation_${operation.name}`} layout="vertical" onFinish={confirm} preserve={false}>
          <FormFields items={items} />
        </Form>
      </Modal>
    </>
  );
}
