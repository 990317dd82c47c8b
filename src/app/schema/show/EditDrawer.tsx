import { useUpdate, type BaseKey } from '@refinedev/core';
import { Alert, App, Button, Form } from 'antd';
import { ReasonButton } from './ReasonButton.tsx';
import { EditOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ResourceDef } from '../../../../resources/define.ts';
import { useText } from '../../locales/useText.ts';
import type { Row } from '../row.ts';
import { FormDrawer } from '../FormDrawer.tsx';
import { FormFields } from '../FormFields.tsx';
import { changedValues, formItemsOf, sentValues } from '../formItemsOf.ts';
import { loadFormValues } from '../../shell/tabs/useUnsavedChanges.ts';

interface Props {
  screen: string;
  resource: ResourceDef;
  id: BaseKey;
  record: Row | undefined;
  /** Refetches the record; resolves with the fresh one. */
  reload: () => Promise<Row | undefined>;
  /** The fields the form offers (a screen's `editFields`); default every form field. */
  fields?: readonly string[];
  /** Opens on mount (a list row mounts the drawer only when 编辑 is clicked). */
  autoOpen?: boolean;
  /** Called when the drawer closes. */
  onClosed?: () => void;
  /** Why the caller may not edit this record (its 编辑 is then disabled with it), or null. */
  reason?: string | null;
  /** 编辑 waits (disabled, nothing to explain) while the caller's rights are read. */
  waiting?: boolean;
}

/**
 * 编辑: a drawer with the generated edit form. It sends the changed fields and the version of the
 * record it loaded (nothing when nothing changed: it closes saying so); a 409 shows the conflict with 重新加载.
 */
export function EditDrawer({ screen, resource, id, record, reload, fields, autoOpen, onClosed, reason = null, waiting = false }: Props) {
  const t = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [loaded, setLoaded] = useState<Row | null>(null);
  const items = useMemo(
    () => formItemsOf(fields ? resource.fields.filter((f) => fields.includes(f.name)) : resource.fields, 'edit', t),
    [resource, fields, t],
  );
  const { mutateAsync, mutation } = useUpdate();
  const conflict = mutation.error?.statusCode === 409;
  const opened = useRef(false);
  const load = (r: Row | undefined) => {
    setLoaded(r ?? null);
    form.resetFields();
    if (r) loadFormValues(form, r);
  };
  function close() {
    setLoaded(null);
    onClosed?.();
  }
  useEffect(() => {
    if (autoOpen && !opened.current && record) {
      opened.current = true;
      setLoaded(record);
      loadFormValues(form, record);
    }
  }, [autoOpen, record, form]);
  const submit = async (values: Record<string, unknown>) => {
    const changes = changedValues(sentValues(items, values), loaded ?? {});
    // the server answers an edit that changes nothing with 400 (没有要修改的内容): nothing to send
    if (Object.keys(changes).some((k) => k !== 'version')) await mutateAsync({ resource: screen, id, values: changes, mutationMode: 'pessimistic' });
    else void message.info(t('form.nothingChanged'));
    close();
  };
  const refresh = async () => {
    mutation.reset();
    load(await reload());
  };
  return (
    <>
      <ReasonButton icon={<EditOutlined />} reason={reason} waiting={waiting || !record} onClick={() => load(record)}>{t('show.edit')}</ReasonButton>
      <FormDrawer
        open={loaded !== null}
        title={t('show.editTitle', { label: resource.label })}
        saving={mutation.isPending}
        onClose={close}
        onSubmit={() => form.submit()}
        form={form}
      >
        {conflict && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('show.conflict')}
            description={mutation.error?.message}
            action={<Button size="small" onClick={() => void refresh()}>{t('show.reload')}</Button>}
          />
        )}
        <Form form={form} name="edit" layout="vertical" onFinish={(v) => submit(v).catch(() => undefined)}>
          <FormFields items={items} />
        </Form>
      </FormDrawer>
    </>
  );
}
