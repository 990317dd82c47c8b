import { KeyOutlined } from '@ant-design/icons';
import { useCustomMutation } from '@refinedev/core';
import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { ACTIVE_FAILURES } from '../../../../resources/device/enums.ts';
import { useText } from '../../locales/useText.ts';
import { reasonOf } from '../../providers/mappers/envelope.ts';
import { useCopy } from '../../schema/fields/useCopy.ts';
import { useRefreshRecord } from '../../schema/show/useRefreshRecord.ts';
import { ACTIVE_LOG_SCREEN, DEVICE_PATHS, useActiveLogWarnings } from './deviceApi.ts';

interface IssueValues {
  serial: string;
  device_code: string;
  customer_name?: string;
  customer_phone?: string;
}

/** What POST /device/active-code answers. */
interface Issued {
  id: number;
  result: 'success' | 'failure';
  reason?: string;
  code?: string;
}

const reasonLabel = (reason: string | undefined): string => ACTIVE_FAILURES.find((o) => o.value === reason)?.label ?? String(reason ?? '');

/**
 * 生成解密码: a small form (serial, device code, customer) that asks the server for a device's code
 * (POST /device/active-code). Every request is appended as a record, refused ones too: the answer
 * shows the code with 复制, or why it was refused; the list and the warning reread.
 */
export function IssueCode() {
  const t = useText();
  const { message } = App.useApp();
  const copy = useCopy();
  const [form] = Form.useForm<IssueValues>();
  const [open, setOpen] = useState(false);
  const [issued, setIssued] = useState<Issued | null>(null);
  const { mutateAsync, mutation } = useCustomMutation();
  const refresh = useRefreshRecord(ACTIVE_LOG_SCREEN, undefined);
  const warnings = useActiveLogWarnings();
  const close = () => {
    setOpen(false);
    setIssued(null);
    form.resetFields();
  };
  const submit = async (values: IssueValues) => {
    const body = Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));
    try {
      const res = await mutateAsync({ url: DEVICE_PATHS.issue, method: 'post', values: body, successNotification: false, errorNotification: false });
      setIssued(res.data as unknown as Issued);
      await Promise.all([refresh(), warnings.query.refetch()]);
    } catch (err) {
      void message.error(t('device.issue.failed', { reason: reasonOf(err as Error) ?? String(err) }));
    }
  };
  return (
    <>
      <Button icon={<KeyOutlined />} onClick={() => setOpen(true)} data-testid="device-issue">{t('device.issue.button')}</Button>
      {open && (
        <Modal
          open
          title={t('device.issue.title')}
          onCancel={close}
          okText={t('device.issue.submit')}
          cancelText={t('device.issue.close')}
          onOk={() => form.submit()}
          confirmLoading={mutation.isPending}
          destroyOnHidden
        >
          <Form form={form} layout="vertical" name="device-issue" onFinish={(v) => void submit(v)} onValuesChange={() => setIssued(null)}>
            <Form.Item name="serial" label={t('device.issue.serial')} rules={[{ required: true, whitespace: true, message: t('device.issue.serialRequired') }]}>
              <Input autoComplete="off" maxLength={32} placeholder="SUP02VP2401" />
            </Form.Item>
            <Form.Item name="device_code" label={t('device.issue.deviceCode')} rules={[{ required: true, whitespace: true, message: t('device.issue.deviceCodeRequired') }]}>
              <Input autoComplete="off" maxLength={64} />
            </Form.Item>
            <Form.Item name="customer_name" label={t('device.issue.customerName')}>
              <Input autoComplete="off" maxLength={40} />
            </Form.Item>
            <Form.Item name="customer_phone" label={t('device.issue.customerPhone')}>
              <Input autoComplete="off" inputMode="tel" maxLength={20} />
            </Form.Item>
          </Form>
          {issued?.result === 'success' && issued.code && (
            <Alert
              type="success"
              showIcon
              data-testid="device-issued"
              message={t('device.issue.done')}
              description={
                <span className="device-code">
                  <span>{issued.code}</span>
                  <Button size="small" onClick={() => void copy(String(issued.code))} aria-label={t('device.code.copyOf', { code: issued.code })}>{t('device.code.copy')}</Button>
                </span>
              }
            />
          )}
          {issued?.result === 'failure' && <Alert type="warning" showIcon data-testid="device-issued" message={t('device.issue.refused', { reason: reasonLabel(issued.reason) })} />}
        </Modal>
      )}
    </>
  );
}
