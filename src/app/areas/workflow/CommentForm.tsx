import { useCustomMutation } from '@refinedev/core';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Space, Upload } from 'antd';
import { useState } from 'react';
import { useText } from '../../locales/useText.ts';
import { AttachmentList } from './AttachmentList.tsx';
import { PROCESS_PATH, type Attachment } from './ticketProcesses.ts';
import { uploadFile } from './uploadFile.ts';

interface Props {
  ticketId: number | string;
  locked: string | null;
  refresh: () => Promise<void>;
}

/** 添加处理记录: a comment with files (uploaded as they are picked), POST /workflow/process. */
export function CommentForm({ ticketId, locked, refresh }: Props) {
  const t = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ content: string }>();
  const [files, setFiles] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const { mutateAsync, mutation } = useCustomMutation();
  const submit = async ({ content }: { content: string }) => {
    await mutateAsync({
      url: PROCESS_PATH,
      method: 'post',
      values: { bucket_id: Number(ticketId), content: content.trim(), ...(files.length ? { attachments: files } : {}) },
      successNotification: { type: 'success', message: t('handling.commentAdded') },
    });
    form.resetFields();
    setFiles([]);
    await refresh();
  };
  const pick = async (file: File) => {
    setUploading(true);
    try {
      const uploaded = await uploadFile(file);
      setFiles((list) => [...list, uploaded]);
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setUploading(false);
    }
  };
  const disabled = !!locked;
  return (
    <Form form={form} name="ticket_comment" layout="vertical" onFinish={(v) => submit(v).catch(() => undefined)} disabled={disabled} data-testid="comment-form">
      {locked && <div className="ticket-locked-note" role="note">{t('handling.lockedNote', { reason: locked })}</div>}
      <Form.Item name="content" label={t('handling.commentLabel')} rules={[{ required: true, whitespace: true, message: t('handling.commentRequired') }, { max: 2000 }]}>
        <Input.TextArea rows={3} maxLength={2000} placeholder={t('handling.commentPlaceholder')} />
      </Form.Item>
      <AttachmentList files={files} />
      <Space wrap style={{ marginTop: files.length ? 8 : 0 }}>
        <Upload showUploadList={false} multiple beforeUpload={(file) => { void pick(file); return false; }} disabled={disabled}>
          <Button icon={<UploadOutlined />} loading={uploading} disabled={disabled}>{t('handling.attach')}</Button>
        </Upload>
        {files.length > 0 && <Button type="link" onClick={() => setFiles([])}>{t('handling.clearFiles')}</Button>}
        <Button type="primary" htmlType="submit" loading={mutation.isPending} disabled={disabled || uploading}>{t('handling.commentSubmit')}</Button>
      </Space>
    </Form>
  );
}
