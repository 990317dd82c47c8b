import { Alert, Button, Col, Divider, Form, Row, Select, Space } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { tickets } from '../../../../resources/workflow/tickets.ts';
import { fieldOfExtra } from '../../../domain/ticketForm.ts';
import { useAreas } from '../../AreasProvider.tsx';
import { useText } from '../../locales/useText.ts';
import { FormFields } from '../../schema/FormFields.tsx';
import { inputOf } from '../../schema/fields/customInputs.tsx';
import { formItemsOf, rulesOf, type FormItemSpec } from '../../schema/formItemsOf.ts';
import { useFormUnsaved } from '../../shell/tabs/useUnsavedChanges.ts';
import { ExtraFieldInput } from './ExtraFieldInput.tsx';
import { LinkFields } from './LinkFields.tsx';
import { ticketBody, type TicketValues } from './ticketBody.ts';
import { UploadInput } from '../../shared/files/UploadInput.tsx';
import { useTicketTypes, type TicketTypeOption } from './useTicketTypes.ts';
import './ticketForm.css';

/** The fields this form lays out itself; the others are the declaration's own inputs. */
const OWN = new Set(['type_id', 'extra_json', 'attachments', 'link_kind', 'link_no']);

interface Props {
  mode: 'create' | 'edit';
  /** The form (the page fills it for an edit). */
  form: ReturnType<typeof Form.useForm<TicketValues>>[0];
  saving: boolean;
  /** Why the ticket cannot be changed (a closed ticket): the form shows it, disabled. */
  lockedReason?: string;
  /** The server's refusal of the last submit. */
  error?: string;
  submitLabel: string;
  /** The body to send, as the server checks it. */
  onSubmit: (body: Record<string, unknown>) => void;
  extra?: ReactNode;
  initialValues?: TicketValues;
}

/**
 * The ticket form of /workflow/create and /workflow/edit/:id: the declared fields of `tickets`
 * with their declared rules, the chosen type's extra fields (fieldOfExtra: the same rules as
 * the server's), the link with the serial's warranty beside it, and the attachments.
 */
export function TicketForm({ mode, form, saving, lockedReason, error, submitLabel, onSubmit, extra, initialValues }: Props) {
  const t = useText();
  const { inputs } = useAreas();
  const { types, loading } = useTicketTypes();
  useFormUnsaved(form);
  const items = useMemo(() => formItemsOf(tickets.fields, mode, t), [mode, t]);
  const item = (name: string): FormItemSpec | undefined => items.find((i) => i.name === name);
  const [head, tail] = useMemo(() => {
    const rest = items.filter((i) => !OWN.has(i.name));
    return [rest.filter((i) => ['title', 'priority', 'handler_id'].includes(i.name)), rest.filter((i) => !['title', 'priority', 'handler_id'].includes(i.name))];
  }, [items]);
  const typeId = Form.useWatch('type_id', form) as number | undefined;
  const type = types.find((x) => x.value === typeId);
  const typeItem = item('type_id');
  const attachments = item('attachments');

  const pickType = (next: TicketTypeOption | undefined) => {
    form.setFieldValue('extra_json', {});
    if (mode === 'create' && next) {
      form.setFieldValue('priority', next.default_priority ?? 'normal');
      form.setFieldValue('handler_id', next.default_handler_id ?? null);
    }
  };
  const typeOptions = types
    .filter((x) => x.enabled || x.value === typeId)
    .map((x) => ({ value: x.value, label: x.enabled ? x.label : `${x.label}${t('wf.form.typeDisabled')}` }));

  return (
    <Form<TicketValues>
      form={form}
      name={`ticket-${mode}`}
      layout="vertical"
      disabled={!!lockedReason}
      className="ticket-form"
      initialValues={initialValues}
      onFinish={(values) => onSubmit(ticketBody(items, type?.fields ?? [], values))}
    >
      {lockedReason && <Alert type="warning" showIcon message={lockedReason} style={{ marginBottom: 16 }} data-testid="ticket-locked" />}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {typeItem && (
            <Form.Item name="type_id" label={typeItem.label} rules={typeItem.rules}>
              <Select showSearch optionFilterProp="label" loading={loading} options={typeOptions} placeholder={t('form.selectPlaceholder')}
                onChange={(v: number) => pickType(types.find((x) => x.value === v))} />
            </Form.Item>
          )}
        </Col>
        {head.map(({ name, label, rules, field, help }) => {
          const Input = inputOf(field, inputs);
          return (
            <Col key={name} xs={24} md={12}>
              <Form.Item name={name} label={label} rules={rules} extra={help}>
                <Input field={field} />
              </Form.Item>
            </Col>
          );
        })}
      </Row>
      {type && type.fields.length > 0 && (
        <section aria-label={t('wf.form.extraTitle', { type: type.label })} data-testid="ticket-extra-fields">
          <Divider orientation="left" plain>{t('wf.form.extraTitle', { type: type.label })}</Divider>
          <Row gutter={16}>
            {type.fields.map((f) => {
              const def = fieldOfExtra(f);
              return (
                <Col key={`${type.value}-${f.name}`} xs={24} md={12}>
                  <Form.Item name={['extra_json', f.name]} label={def.label} rules={rulesOf(def, t, 'create')}>
                    <ExtraFieldInput field={def} />
                  </Form.Item>
                </Col>
              );
            })}
          </Row>
        </section>
      )}
      <FormFields items={tail} />
      <LinkFields form={form} items={items} />
      {attachments && (
        <Form.Item name="attachments" label={attachments.label} rules={attachments.rules}>
          <UploadInput multiple />
        </Form.Item>
      )}
      {error && <Alert type="error" showIcon message={t('wf.form.failed')} description={error} style={{ marginBottom: 16 }} data-testid="ticket-form-error" />}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={saving}>{submitLabel}</Button>
        {extra}
      </Space>
    </Form>
  );
}
