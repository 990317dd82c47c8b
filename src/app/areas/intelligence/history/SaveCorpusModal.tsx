import { useCustom, useCustomMutation } from '@refinedev/core';
import { Alert, App, Form, Input, Modal, Select, Switch } from 'antd';
import { useEffect, useState, type ComponentProps } from 'react';
import type { ListPayload } from '../../../../domain/envelope.ts';
import { useText } from '../../../locales/useText.ts';
import { reasonOf } from '../../../providers/mappers/envelope.ts';
import type { Turn } from './turns.ts';

interface CorpusValues {
  question: string;
  similar?: string[];
  answer: string;
  category_id?: number | null;
  enabled: boolean;
}

/**
 * antd's Select for a form item: Form.Item hands `aria-required` to its control, and rc-select
 * puts it on its root `div` too, where ARIA does not allow it (axe: aria-allowed-attr).
 */
function FormSelect({ 'aria-required': _required, ...props }: ComponentProps<typeof Select> & { 'aria-required'?: unknown }) {
  return <Select {...props} />;
}

/**
 * 存为语料: the turn's question and answer, editable, with similar questions, a category and
 * 启用, created through POST /intelligence/corpus naming the turn (`from_turn`), which then links
 * to the new pair. The server's refusal shows above the form.
 */
export function SaveCorpusModal({ turn, onClose, onSaved }: { turn: Turn | null; onClose: () => void; onSaved: () => Promise<void> }) {
  const t = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm<CorpusValues>();
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync, mutation } = useCustomMutation();
  const open = turn !== null;
  const { result: categories, query: categoryQuery } = useCustom<ListPayload<{ value: number; label: string }>>({
    url: '/intelligence/category/options',
    method: 'get',
    queryOptions: { enabled: open },
  });
  const options = (categories.data as Partial<ListPayload<{ value: number; label: string }>> | undefined)?.list ?? [];

  useEffect(() => {
    if (!turn) return;
    setError(null);
    form.setFieldsValue({ question: turn.question.slice(0, 200), similar: [], answer: turn.answer ?? '', category_id: undefined, enabled: true });
  }, [turn, form]);

  const submit = async () => {
    if (!turn) return;
    const v = await form.validateFields();
    setError(null);
    const values = {
      question: v.question.trim(),
      similar: (v.similar ?? []).map((s) => s.trim()).filter(Boolean),
      answer: v.answer.trim(),
      ...(v.category_id ? { category_id: v.category_id } : {}),
      enabled: v.enabled,
      from_turn: turn.id,
    };
    try {
      await mutateAsync({ url: '/intelligence/corpus', method: 'post', values, successNotification: false, errorNotification: false });
    } catch (e) {
      setError(reasonOf(e as Error) ?? String(e));
      return;
    }
    message.success(t('ai.history.saved'));
    onClose();
    await onSaved();
  };

  const required = (label: string) => ({ required: true, whitespace: true, message: t('ai.history.required', { label }) });
  return (
    <Modal
      open={open}
      title={t('ai.history.modalTitle')}
      okText={t('ai.history.ok')}
      cancelText={t('ai.history.cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      {error && <Alert type="error" role="alert" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="ai-save-corpus">
        <Form.Item name="question" label={t('ai.history.question')} rules={[required(t('ai.history.question')), { min: 2, max: 200 }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="similar" label={t('ai.history.similar')} extra={t('ai.history.similarHelp')}>
          <FormSelect mode="tags" notFoundContent={null} maxTagTextLength={50} />
        </Form.Item>
        <Form.Item name="answer" label={t('ai.history.answer')} rules={[required(t('ai.history.answer')), { max: 5000 }]}>
          <Input.TextArea rows={6} maxLength={5000} />
        </Form.Item>
        <Form.Item name="category_id" label={t('ai.history.category')}>
          <FormSelect allowClear options={options} loading={categoryQuery.isFetching} placeholder={t('ai.history.categoryPlaceholder')} optionFilterProp="label" showSearch />
        </Form.Item>
        <Form.Item name="enabled" label={t('ai.history.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
