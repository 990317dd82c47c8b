import { useCustomMutation } from '@refinedev/core';
import { Button, Form, Input } from 'antd';
import { useText } from '../../locales/useText.ts';
import { useFormUnsaved } from '../../shell/tabs/useUnsavedChanges.ts';
import type { Attachment } from '../../shared/files/attachments.ts';
import { PROCESS_PATH } from './ticketProcesses.ts';
import { UploadInput } from '../../shared/files/UploadInput.tsx';

interface Props {
  ticketId: number | string;
  locked: string | null;
  refresh: () => Promise<void>;
}

/** 添加处理记录: a comment with files (uploaded as they are picked, UploadInput), POST /workflow/process. */
export function CommentForm({ ticketId, locked, refresh }: Props) {
  const t = useText();
  const [form] = Form.useForm<{ content: string; attachments?: Attachment[] | null }>();
  const { mutateAsync, mutation } = useCustomMutation();
  // a half-written comment keeps its tab alive and asks before the tab closes
  useFormUnsaved(form);
  const submit = async ({ content, attachments }: { content: string; attachments?: Attachment[] | null }) => {
    await mutateAsync({
      url: PROCESS_PATH,
      method: 'post',
      values: { bucket_id: Number(ticketId), content: content.trim(), ...(attachments?.length ? { attachments } : {}) },
      successNotification: { type: 'success', message: t('handling.commentAdded') },
    });
    form.resetFields();
    await refresh();
  };
  return (
    <Form form={form} name="ticket_comment" layout="vertical" onFinish={(v) => submit(v).catch(() => undefined)} disabled={!!locked} data-testid="comment-form">
      {locked && <div className="ticket-locked-note" role="note">{t('handling.lockedNote', { reason: locked })}</div>}
      <Form.Item name="content" label={t('handling.commentLabel')} rules={[{ required: true, whitespace: true, message: t('handling.commentRequired') }, { max: 2000 }]}>
        <Input.TextArea rows={3} maxLength={2000} placeholder={t('handling.commentPlaceholder')} />
      </Form.Item>
      <Form.Item name="attachments" label={t('handling.attach')}>
        <UploadInput multiple />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending}>{t('handling.commentSubmit')}</Button>
    </Form>
  );
}
