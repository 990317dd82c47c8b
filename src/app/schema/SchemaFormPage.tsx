import { useCreate, useOne, useUpdate, type HttpError } from '@refinedev/core';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Skeleton, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useText } from '../locales/useText.ts';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { screenOf } from '../providers/mappers/endpointPath.ts';
import { askToLeave } from '../shell/tabs/askToLeave.ts';
import { loadFormValues, useFormTouched, useUnsavedChanges } from '../shell/tabs/useUnsavedChanges.ts';
import { useTabSubtitle } from '../shell/tabs/useTabSubtitle.ts';
import { FormFields } from './FormFields.tsx';
import { changedValues, createDefaultsOf, formItemsOf, sentValues } from './formItemsOf.ts';
import type { Row } from './row.ts';
import { isMissing, isNumericId } from './show/recordMissing.ts';
import { showPathOf } from './showPath.ts';

/**
 * A screen's form as a page of its own (`ScreenDef.form`, `…/:id?`): without an id it creates,
 * with one it edits the record (the changed fields and the version it loaded; a 409 offers
 * 重新加载). The same generated fields as the drawer. Saving goes to the record's detail page,
 * else back to the list; 返回 asks first while the form holds unsaved input.
 */
export function SchemaFormPage({ screen }: { screen: string }) {
  const { id } = useParams();
  if (id !== undefined && !isNumericId(id)) return <NotFoundPage />;
  return <FormPage key={id ?? 'new'} screen={screen} id={id} />;
}

function FormPage({ screen, id }: { screen: string; id: string | undefined }) {
  const t = useText();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { resource, screen: def } = screenOf(screen);
  const [form] = Form.useForm<Record<string, unknown>>();
  const editing = id !== undefined;
  const items = useMemo(() => {
    const fields = editing && def.editFields ? resource.fields.filter((f) => def.editFields?.includes(f.name)) : resource.fields;
    return formItemsOf(fields, editing ? 'edit' : 'create', t);
  }, [resource, def, editing, t]);
  const { result: record, query } = useOne<Row, HttpError>({ resource: screen, id: id ?? '', queryOptions: { enabled: editing, retry: false } });
  const [loaded, setLoaded] = useState<Row | null>(null);
  const { mutateAsync: create, mutation: creating } = useCreate<Row>();
  const { mutateAsync: update, mutation: updating } = useUpdate<Row>();
  const touched = useFormTouched(form);
  useUnsavedChanges(touched);
  useTabSubtitle(record ? String(record[resource.titleField] ?? '') : undefined);
  useEffect(() => {
    if (record && loaded === null) {
      setLoaded(record);
      loadFormValues(form, record);
    }
  }, [record, loaded, form]);
  if (editing && isMissing(query.error)) return <NotFoundPage />;
  if (editing && query.isError && !record) return <Alert type="error" showIcon message={query.error?.message} />;
  const after = (savedId: unknown) => (savedId !== undefined && showPathOf(def, savedId)) || def.list.path;
  const leave = () => void navigate(editing ? after(id) : def.list.path);
  const back = () => (touched ? askToLeave(modal, t, t('tabs.unsavedForm'), leave) : leave());
  const submit = async (values: Record<string, unknown>) => {
    const sent = sentValues(items, values);
    if (!editing) {
      const { data } = await create({ resource: screen, values: sent });
      form.resetFields();
      void navigate(after(data.id));
      return;
    }
    const changes = changedValues(sent, loaded ?? {});
    if (Object.keys(changes).some((k) => k !== 'version')) await update({ resource: screen, id, values: changes, mutationMode: 'pessimistic' });
    form.resetFields();
    void navigate(after(id));
  };
  const reload = async () => {
    updating.reset();
    const fresh = (await query.refetch()).data?.data;
    setLoaded(fresh ?? null);
    form.resetFields();
    if (fresh) loadFormValues(form, fresh);
  };
  const title = editing ? t('show.editTitle', { label: resource.label }) : (def.createLabel ?? resource.label);
  return (
    <Card
      className="schema-form-page"
      title={
        <Space wrap size={[8, 0]}>
          <Link to={def.list.path} aria-label={t('show.back')}><ArrowLeftOutlined /></Link>
          <Typography.Text strong>{title}</Typography.Text>
          {loaded && <Typography.Text>{String(loaded[resource.titleField] ?? '')}</Typography.Text>}
        </Space>
      }
    >
      {updating.error?.statusCode === 409 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('show.conflict')}
          description={updating.error.message}
          action={<Button size="small" onClick={() => void reload()}>{t('show.reload')}</Button>}
        />
      )}
      {editing && !loaded ? (
        <Skeleton active />
      ) : (
        <Form form={form} name={editing ? 'edit' : 'create'} layout="vertical" style={{ maxWidth: 720 }} initialValues={editing ? undefined : createDefaultsOf(items)} onFinish={(v) => submit(v).catch(() => undefined)}>
          <FormFields items={items} />
          <Space>
            <Button type="primary" htmlType="submit" loading={creating.isPending || updating.isPending}>{t('form.submit')}</Button>
            <Button onClick={back}>{t('form.cancel')}</Button>
          </Space>
        </Form>
      )}
    </Card>
  );
}
