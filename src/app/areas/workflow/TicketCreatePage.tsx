import { useCreate } from '@refinedev/core';
import { Card, Form } from 'antd';
import { useNavigate } from 'react-router';
import { fieldOf } from '../../../../resources/registry.ts';
import { tickets } from '../../../../resources/workflow/tickets.ts';
import { useText } from '../../locales/useText.ts';
import { TicketForm } from './TicketForm.tsx';
import type { TicketValues } from './ticketBody.ts';

const TICKET_SCREEN = 'ticket';

/** The declared default priority (普通) until a type gives its own. */
const INITIAL: TicketValues = { priority: fieldOf(tickets, 'priority')?.db?.default ?? null, extra_json: {} };

/** /workflow/create: the ticket form; a created ticket opens on its detail page with 创建成功. */
export function TicketCreatePage() {
  const t = useText();
  const [form] = Form.useForm<TicketValues>();
  const navigate = useNavigate();
  const { mutateAsync, mutation } = useCreate<{ id: number }>();
  const submit = async (body: Record<string, unknown>) => {
    const res = await mutateAsync({
      resource: TICKET_SCREEN,
      values: body,
      successNotification: () => ({ message: t('wf.form.created'), type: 'success' }),
      errorNotification: false,
    });
    form.resetFields();
    void navigate(`/workflow/detail/${res.data.id}`);
  };
  return (
    <Card title={t('wf.form.submitCreate')} className="ticket-form-card">
      <TicketForm
        mode="create"
        form={form}
        initialValues={INITIAL}
        saving={mutation.isPending}
        error={mutation.error?.message}
        submitLabel={t('wf.form.submitCreate')}
        onSubmit={(body) => void submit(body).catch(() => undefined)}
      />
    </Card>
  );
}
