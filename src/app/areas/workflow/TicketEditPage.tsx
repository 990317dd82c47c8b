import { useOne, useUpdate } from '@refinedev/core';
import { Alert, Button, Card, Form, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { tickets } from '../../../../resources/workflow/tickets.ts';
import { useText } from '../../locales/useText.ts';
import { NotFoundPage } from '../../pages/NotFoundPage.tsx';
import { changedValues } from '../../schema/formItemsOf.ts';
import { recordNumberOf } from '../../schema/show/recordNumber.ts';
import { loadFormValues } from '../../shell/tabs/useUnsavedChanges.ts';
import { useTabSubtitle } from '../../shell/tabs/useTabSubtitle.ts';
import { TicketForm } from './TicketForm.tsx';
import type { TicketValues } from './ticketBody.ts';

const TICKET_SCREEN = 'ticket';

type Ticket = Record<string, unknown> & { id: number; status?: string; version?: number };

/** The form's values of a loaded ticket (the extra values as an object, never null). */
const valuesOf = (r: Ticket): TicketValues => ({ ...r, extra_json: (r.extra_json as Record<string, unknown> | null) ?? {} });

/**
 * /workflow/edit/:id: the ticket form filled with the ticket; it sends the changed fields with
 * the version it loaded. A non-numeric or unknown id is the not-found page; a closed ticket shows
 * the form disabled with the reason.
 */
export function TicketEditPage() {
  const { id = '' } = useParams();
  return /^[1-9]\d{0,15}$/.test(id) ? <TicketEdit id={id} /> : <NotFoundPage />;
}

function TicketEdit({ id }: { id: string }) {
  const t = useText();
  const [form] = Form.useForm<TicketValues>();
  const navigate = useNavigate();
  const { result: record, query } = useOne<Ticket>({ resource: TICKET_SCREEN, id, queryOptions: { retry: false } });
  const [loaded, setLoaded] = useState<Ticket | null>(null);
  const { mutateAsync, mutation } = useUpdate<Ticket>();
  // the tab names the ticket it edits: two 编辑工单 tabs tell apart
  useTabSubtitle(record ? recordNumberOf(tickets, record) : undefined);
  useEffect(() => {
    if (record && loaded === null) {
      setLoaded(record);
      loadFormValues(form, valuesOf(record));
    }
  }, [record, loaded, form]);
  const status = query.error?.statusCode;
  if (status === 404 || status === 400) return <NotFoundPage />;
  if (query.isError && !record) return <Alert type="error" showIcon message={query.error?.message} />;
  if (!loaded) return <Card><Skeleton active /></Card>;
  const submit = async (body: Record<string, unknown>) => {
    await mutateAsync({
      resource: TICKET_SCREEN,
      id,
      values: changedValues(body, valuesOf(loaded)),
      mutationMode: 'pessimistic',
      successNotification: () => ({ message: t('wf.form.saved'), type: 'success' }),
      errorNotification: false,
    });
    form.resetFields();
    setLoaded(null);
    void navigate(`/workflow/detail/${id}`);
  };
  const detail = `/workflow/detail/${id}`;
  return (
    <Card title={`${t('show.editTitle', { label: tickets.label })} ${String(loaded.no ?? '')}`} className="ticket-form-card">
      <TicketForm
        mode="edit"
        form={form}
        saving={mutation.isPending}
        lockedReason={loaded.status === 'closed' ? t('wf.form.closed') : undefined}
        error={mutation.error?.message}
        submitLabel={t('wf.form.submitEdit')}
        onSubmit={(body) => void submit(body).catch(() => undefined)}
        extra={<Button disabled={false} onClick={() => void navigate(detail)}>{t('wf.form.back')}</Button>}
      />
    </Card>
  );
}
