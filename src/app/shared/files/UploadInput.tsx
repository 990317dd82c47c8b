import { CloseOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useDataProvider } from '@refinedev/core';
import { Alert, Button, Space, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { uploadEndpoints } from '../../../../resources/settings/upload.ts';
import { useText } from '../../locales/useText.ts';
import { attachmentsOf, type Attachment } from './attachments.ts';

const UPLOAD_PATH = uploadEndpoints.endpoints.upload.path;

interface Props {
  /** A list of `{url, name}` (attachments), or one URL (a picture field). */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  /** Many files as `[{url, name}]`; otherwise one picture as its URL. */
  multiple?: boolean;
  max?: number;
}

/** Uploads through POST /system/upload (multipart) and keeps what the form sends: the files' URLs and names. */
export function UploadInput({ value, onChange, id, multiple, max = 10 }: Props) {
  const t = useText();
  const getProvider = useDataProvider();
  const [busy, setBusy] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const files: Attachment[] = multiple ? attachmentsOf(value) : typeof value === 'string' && value ? [{ url: value, name: value.split('/').pop() ?? value }] : [];
  // the files as of the last change: uploads finishing one after another each add to it
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  });
  const emit = (next: Attachment[]) => {
    latest.current = next;
    onChange?.(multiple ? (next.length ? next : null) : (next[0]?.url ?? null));
  };
  const upload = async (file: File) => {
    setBusy((n) => n + 1);
    setError(null);
    try {
      const body = new FormData();
      body.append('file', file, file.name);
      const res = await getProvider().custom?.<{ url: string; name?: string }>({ url: UPLOAD_PATH, method: 'post', payload: body });
      const url = res?.data.url;
      if (url) {
        const added = { url, name: res.data.name ?? file.name };
        emit(multiple ? [...latest.current, added] : [added]);
      }
    } catch (err) {
      setError(t('wf.form.uploadFailed', { reason: err instanceof Error ? err.message : String(err) }));
    } finally {
      setBusy((n) => n - 1);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Upload
        multiple={multiple}
        showUploadList={false}
        accept={multiple ? undefined : 'image/*'}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
        disabled={multiple ? files.length >= max : false}
      >
        <Button id={id} icon={<UploadOutlined />} loading={busy > 0}>{busy > 0 ? t('wf.form.uploading') : t(multiple ? 'wf.form.upload' : 'wf.form.uploadImage')}</Button>
      </Upload>
      {files.map((f) => (
        <Space key={f.url} size={4}>
          <PaperClipOutlined />
          <a href={f.url} target="_blank" rel="noreferrer">{f.name}</a>
          <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('wf.form.removeFile', { name: f.name })} onClick={() => emit(files.filter((x) => x.url !== f.url))} />
        </Space>
      ))}
      {error && <Alert type="error" showIcon message={error} />}
    </Space>
  );
}
