import { useCustomMutation } from '@refinedev/core';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { LEDGER_KINDS } from '../../../../../resources/erp/enums.ts';
import { useText } from '../../../locales/useText.ts';
import { reasonOf } from '../../../providers/mappers/envelope.ts';
import { ReferenceInput } from '../../../schema/fields/inputs.tsx';
import { useRefreshRecord } from '../../../schema/show/useRefreshRecord.ts';
import { ledgerField, STOCK_PATHS, STOCK_SCREEN, type StockOfAnswer } from './stockApi.ts';

interface AdjustValues {
  product_id: number;
  kind: 'adjust' | 'stock_in';
  quantity: number;
  reason: string;
}

const MODEL = ledgerField('product_id');
/** The kinds a person moves by hand (shipments and returns move by their orders). */
const KINDS = LEDGER_KINDS.filter((k) => k.value === 'adjust' || k.value === 'stock_in').map((k) => ({ value: k.value, label: k.label }));
const kindLabel = (kind: string): string => LEDGER_KINDS.find((k) => k.value === kind)?.label ?? kind;

/**
 * 库存调整 / 入库: model, kind, the signed quantity and a reason, sent to POST /erp/stock/adjust.
 * The server's answer decides (a quantity of 0, a stock-in below zero, a short reason, stock
 * going below zero: its Chinese message shows in the dialog); the stock list then rereads.
 */
export function AdjustDialog() {
  const t = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm<AdjustValues>();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { mutateAsync, mutation } = useCustomMutation();
  const refresh = useRefreshRecord(STOCK_SCREEN, undefined);
  const close = () => {
    setOpen(false);
    setRefusal(null);
    form.resetFields();
  };
  const submit = async (values: AdjustValues) => {
    try {
      const res = await mutateAsync({ url: STOCK_PATHS.adjust, method: 'post', values: { ...values, reason: values.reason.trim() }, successNotification: false, errorNotification: false });
      const answer = res.data as unknown as StockOfAnswer;
      void message.success(t('erp.stock.adjusted', { model: answer.stock.product_name, kind: kindLabel(values.kind), quantity: values.quantity > 0 ? `+${values.quantity}` : String(values.quantity), balance: answer.stock.on_hand }));
      close();
      await refresh();
    } catch (err) {
      setRefusal(t('erp.stock.adjustFailed', { reason: reasonOf(err as Error) ?? String(err) }));
    }
  };
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="erp-stock-adjust">{t('erp.stock.adjust')}</Button>
      {open && (
        <Modal
          open
          title={t('erp.stock.adjustTitle')}
          onCancel={close}
          okText={t('erp.stock.submit')}
          cancelText={t('erp.stock.cancel')}
          onOk={() => form.submit()}
          confirmLoading={mutation.isPending}
          destroyOnHidden
        >
          <Form form={form} layout="vertical" name="erp-stock-adjust" initialValues={{ kind: 'adjust' }} onFinish={(v) => void submit(v)} onValuesChange={() => setRefusal(null)}>
            <Form.Item name="product_id" label={t('erp.stock.model')} rules={[{ required: true, message: t('erp.stock.modelRequired') }]}>
              <ReferenceInput field={MODEL} />
            </Form.Item>
            <Form.Item name="kind" label={t('erp.stock.kind')} rules={[{ required: true, message: t('erp.stock.kindRequired') }]}>
              <Select options={KINDS} />
            </Form.Item>
            <Form.Item name="quantity" label={t('erp.stock.quantity')} extra={t('erp.stock.quantityHelp')} rules={[{ required: true, message: t('erp.stock.quantityRequired') }]}>
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="reason" label={t('erp.stock.reason')} rules={[{ required: true, whitespace: true, message: t('erp.stock.reasonRequired') }]}>
              <Input.TextArea rows={2} maxLength={200} showCount />
            </Form.Item>
          </Form>
          {refusal && <Alert type="error" showIcon role="alert" message={refusal} data-testid="erp-stock-refusal" />}
        </Modal>
      )}
    </>
  );
}
