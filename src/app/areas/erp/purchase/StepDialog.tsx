import { useDataProvider } from '@refinedev/core';
import { Alert, App, Button, Checkbox, DatePicker, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { PAYMENT_METHODS } from '../../../../../resources/erp/enums.ts';
import { chinaDate } from '../../../../domain/chinaTime.ts';
import { fenToYuan, yuanToFen } from '../../../../domain/money.ts';
import { useText } from '../../../locales/useText.ts';
import { codeOf, reasonOf } from '../../../providers/mappers/envelope.ts';
import { PURCHASE_PATHS, type PurchaseDetail } from './purchaseApi.ts';
import type { StepSpec } from './purchaseSteps.ts';
import { lineFieldName, ShipFields, type SerialChecks } from './ShipFields.tsx';
import { repeatedSerial, serialsOf } from './shipSerials.ts';

interface Props {
  spec: StepSpec;
  detail: PurchaseDetail;
  onClose: () => void;
  /** The detail the step answered. */
  onDone: (detail: PurchaseDetail) => void;
  /** Reads the order again (after a version conflict). */
  reload: () => void;
}

const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m.value, label: m.label }));

/**
 * One step's dialog: the question, the fields the step needs (a remark, a reason; 发货's courier
 * and serials per line; 退货's shipped serials and reason; 收款's amount in yuan, method and day),
 * and 确定, which sends `{ version, … }` to the step's endpoint. A refusal (409 with the state
 * table's reason, a serial already shipped, the stock) shows in the dialog, which stays open; a
 * version conflict offers to read the order again.
 */
export function StepDialog({ spec, detail, onClose, onDone, reload }: Props) {
  const t = useText();
  const { message } = App.useApp();
  const getProvider = useDataProvider();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ text: string; conflict: boolean } | null>(null);
  const [checks, setChecks] = useState<SerialChecks>({});
  const askId = useId();
  const label = t(spec.label);

  const bodyOf = (values: Record<string, unknown>): Record<string, unknown> | string => {
    const version = detail.order.version;
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
    switch (spec.form) {
      case 'confirm':
        return { version };
      case 'remark':
      case 'reason':
        return { version, ...(text(values.remark) ? { remark: text(values.remark) } : {}) };
      case 'pay':
        return {
          version,
          amount: yuanToFen(Number(values.amount)),
          method: values.method,
          paid_on: (values.paid_on as Dayjs).format('YYYY-MM-DD'),
          ...(text(values.remark) ? { remark: text(values.remark) } : {}),
        };
      case 'return':
        return { version, serials: values.serials, reason: text(values.reason) };
      case 'ship': {
        const lines = detail.lines.map((l) => ({ line_id: l.id, serials: serialsOf(values[lineFieldName(l.id)]) })).filter((l) => l.serials.length > 0);
        if (lines.length === 0) return t('erp.purchase.ship.none');
        const twice = repeatedSerial(lines.map((l) => l.serials));
        if (twice) return t('erp.purchase.ship.twice', { serial: twice });
        return { version, courier: text(values.courier), courier_no: text(values.courier_no), ...(text(values.remark) ? { remark: text(values.remark) } : {}), lines };
      }
    }
  };

  const send = async (values: Record<string, unknown>) => {
    const body = bodyOf(values);
    if (typeof body === 'string') {
      setError({ text: body, conflict: false });
      return;
    }
    setSending(true);
    setError(null);
    try {
      const res = await getProvider().custom?.<PurchaseDetail>({ url: PURCHASE_PATHS.step(spec.step, detail.order.id), method: 'post', payload: body });
      void message.success(t('erp.purchase.stepDone', { label }));
      if (res?.data) onDone(res.data);
      onClose();
    } catch (err) {
      setError({ text: reasonOf(err as Error) ?? String(err), conflict: codeOf(err as Error) === 'VERSION_CONFLICT' });
    } finally {
      setSending(false);
    }
  };

  const remaining = detail.lines.reduce((s, l) => s + l.quantity - l.shipped_quantity, 0);
  const returnable = detail.shipments.flatMap((s) => s.serials.filter((x) => !x.returned_at).map((x) => ({ value: x.serial, label: `${x.serial}（${x.product_name}，${s.no}）` })));
  const initial: Record<string, unknown> =
    spec.form === 'pay' ? { amount: detail.due > 0 ? fenToYuan(detail.due) : undefined, method: 'transfer', paid_on: dayjs(chinaDate(Date.now())) } : {};

  return (
    <Modal
      open
      title={label}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      okButtonProps={{ danger: spec.danger, ...({ 'data-testid': 'erp-step-ok' } as Record<`data-${string}`, string>) }}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={spec.form === 'ship' ? 640 : 480}
      destroyOnHidden
    >
      <Typography.Paragraph id={askId}>{t(spec.ask, { no: detail.order.no, left: remaining })}</Typography.Paragraph>
      <div aria-live="assertive">
        {error && (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginBottom: 16 }}
            message={error.text}
            data-testid="erp-step-error"
            action={error.conflict ? <Button size="small" onClick={() => { reload(); onClose(); }}>{t('erp.purchase.reload')}</Button> : undefined}
          />
        )}
      </div>
      <Form form={form} name={`erp_${spec.step}`} layout="vertical" aria-describedby={askId} initialValues={initial} onFinish={(v) => void send(v)} preserve={false}>
        {(spec.form === 'remark' || spec.form === 'reason') && (
          <Form.Item name="remark" label={t(spec.form === 'reason' ? 'erp.purchase.field.reason' : 'erp.purchase.field.remark')} rules={spec.form === 'reason' ? [{ required: true, whitespace: true, message: t('erp.purchase.field.reasonRequired') }] : []}>
            <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
        )}
        {spec.form === 'ship' && (
          <>
            <div className="erp-ship-courier">
              <Form.Item name="courier" label={t('erp.purchase.ship.courier')}>
                <Input maxLength={20} />
              </Form.Item>
              <Form.Item name="courier_no" label={t('erp.purchase.ship.courierNo')} rules={[{ required: true, whitespace: true, message: t('erp.purchase.ship.courierNoRequired') }]}>
                <Input maxLength={40} />
              </Form.Item>
            </div>
            <ShipFields lines={detail.lines} checks={checks} onChecked={(found) => setChecks((c) => ({ ...c, ...found }))} />
            <Form.Item name="remark" label={t('erp.purchase.field.remark')}>
              <Input maxLength={200} />
            </Form.Item>
          </>
        )}
        {spec.form === 'return' && (
          <>
            <Form.Item name="serials" label={t('erp.purchase.return.serials')} rules={[{ required: true, type: 'array', min: 1, message: t('erp.purchase.return.serialsRequired') }]}>
              <Checkbox.Group className="erp-return-list" options={returnable} />
            </Form.Item>
            <Form.Item name="reason" label={t('erp.purchase.field.reason')} rules={[{ required: true, whitespace: true, message: t('erp.purchase.field.reasonRequired') }]}>
              <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          </>
        )}
        {spec.form === 'pay' && (
          <>
            <Form.Item name="amount" label={t('erp.purchase.pay.amount')} rules={[{ required: true, message: t('erp.purchase.pay.amountRequired') }]}>
              <InputNumber prefix="¥" precision={2} min={0.01} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="method" label={t('erp.purchase.pay.method')} rules={[{ required: true, message: t('erp.purchase.pay.methodRequired') }]}>
              <Select options={METHOD_OPTIONS} />
            </Form.Item>
            <Form.Item name="paid_on" label={t('erp.purchase.pay.paidOn')} rules={[{ required: true, message: t('erp.purchase.pay.paidOnRequired') }]}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="remark" label={t('erp.purchase.field.remark')}>
              <Input maxLength={200} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
