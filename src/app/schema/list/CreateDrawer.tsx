import { useCreate } from '@refinedev/core';
import { Button, Form } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import type { ResourceDef } from '../../../../resources/define.ts';
import { useText } from '../../locales/useText.ts';
import { FormDrawer } from '../FormDrawer.tsx';
import { FormFields } from '../FormFields.tsx';
import { formItemsOf } from '../formItemsOf.ts';

/** The 新建 button and its drawer with the generated create form. */
export function CreateDrawer({ screen, resource, label }: { screen: string; resource: ResourceDef; label: string }) {
  const t = useText();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Record<string, unknown>>();
  const items = useMemo(() => formItemsOf(resource.fields, 'create', t), [resource, t]);
  const { mutateAsync, mutation } = useCreate();
  const submit = async (values: Record<string, unknown>) => {
    await mutateAsync({ resource: screen, values });
    setOpen(false);
    form.resetFields();
  };
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>{label}</Button>
      <FormDrawer open={open} title={label} saving={mutation.isPending} onClose={() => setOpen(false)} onSubmit={() => form.submit()} form={form}>
        <Form form={form} name="create" layout="vertical" onFinish={(v) => submit(v).catch(() => undefined)}>
          <FormFields items={items} />
        </Form>
      </FormDrawer>
    </>
  );
}
