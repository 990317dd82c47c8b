import { useCreate } from '@refinedev/core';
import { Form } from 'antd';
import { useMemo } from 'react';
import type { ResourceDef } from '../../../../resources/define.ts';
import { useText } from '../../locales/useText.ts';
import { FormDrawer } from '../FormDrawer.tsx';
import { FormFields } from '../FormFields.tsx';
import { createDefaultsOf, formItemsOf, sentValues } from '../formItemsOf.ts';

interface Props {
  screen: string;
  resource: ResourceDef;
  label: string;
  open: boolean;
  onClose: () => void;
}

/** The drawer with the generated create form (its own chunk: loaded when 新建 is first clicked). */
export function CreateForm({ screen, resource, label, open, onClose }: Props) {
  const t = useText();
  const [form] = Form.useForm<Record<string, unknown>>();
  const items = useMemo(() => formItemsOf(resource.fields, 'create', t), [resource, t]);
  const { mutateAsync, mutation } = useCreate();
  const submit = async (values: Record<string, unknown>) => {
    await mutateAsync({ resource: screen, values: sentValues(items, values) });
    onClose();
    form.resetFields();
  };
  return (
    <FormDrawer open={open} title={label} saving={mutation.isPending} onClose={onClose} onSubmit={() => form.submit()} form={form}>
      <Form form={form} name="create" layout="vertical" initialValues={createDefaultsOf(items)} onFinish={(v) => submit(v).catch(() => undefined)}>
        <FormFields items={items} />
      </Form>
    </FormDrawer>
  );
}
