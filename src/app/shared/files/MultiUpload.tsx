import { InboxOutlined } from '@ant-design/icons';
import { Button, Progress, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { UPLOAD_MAX_BYTES } from '../../../../resources/settings/upload.ts';
import { useText } from '../../locales/useText.ts';
import { reasonOf } from '../../providers/mappers/envelope.ts';
import './multiUpload.css';

interface Props {
  /** The drop zone's name for a screen reader. */
  label: string;
  hint: string;
  formats: string;
  /** The `accept` of the file picker (extensions), if it takes only some. */
  accept?: string;
  /** Why this file is refused before it is sent (its type), or null. */
  refuse?: (file: File) => string | null;
  /** Sends one file, telling its progress (0…1); answers a note to show under it (e.g. 共用存储), if any. */
  send: (file: File, onProgress: (fraction: number) => void) => Promise<string | undefined>;
  /** After each file is taken. */
  onUploaded: () => void;
  testId: string;
}

interface UploadItem {
  uid: string;
  name: string;
  state: 'uploading' | 'done' | 'error';
  percent: number;
  note?: string;
  error?: string;
}

/**
 * Several files at once, picked or dropped (Upload.Dragger), each sent on its own with its real
 * progress; a file over 10 MB or refused by `refuse` is not sent, and the server's reason shows
 * under a file it refused. The knowledge base's documents and the file library upload with it.
 */
export function MultiUpload({ label, hint, formats, accept, refuse, send, onUploaded, testId }: Props) {
  const t = useText();
  const [items, setItems] = useState<UploadItem[]>([]);
  const patch = (uid: string, change: Partial<UploadItem>) => setItems((list) => list.map((i) => (i.uid === uid ? { ...i, ...change } : i)));

  const upload = async (file: File & { uid?: string }) => {
    const uid = file.uid ?? `${file.name}-${Date.now()}`;
    const refused = refuse?.(file) ?? (file.size > UPLOAD_MAX_BYTES ? t('upload.tooBig') : null);
    setItems((list) => [...list, { uid, name: file.name, state: refused ? 'error' : 'uploading', percent: 0, ...(refused ? { error: refused } : {}) }]);
    if (refused) return;
    try {
      const note = await send(file, (fraction) => patch(uid, { percent: Math.min(99, Math.round(fraction * 100)) }));
      patch(uid, { state: 'done', percent: 100, note });
      onUploaded();
    } catch (err) {
      patch(uid, { state: 'error', error: reasonOf(err as Error) ?? String(err) });
    }
  };

  return (
    <div className="multi-upload">
      <Upload.Dragger
        multiple
        accept={accept}
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
        aria-label={label}
        data-testid={testId}
      >
        <p className="ant-upload-drag-icon"><InboxOutlined /></p>
        <p className="ant-upload-text">{hint}</p>
        <p className="ant-upload-hint">{formats}</p>
      </Upload.Dragger>
      {items.length > 0 && (
        <>
          <ul className="multi-upload-list" aria-live="polite">
            {items.map((item) => (
              <li key={item.uid} className="multi-upload-item" data-testid={`${testId}-item`}>
                <div className="multi-upload-head">
                  <Typography.Text ellipsis className="multi-upload-name">{item.name}</Typography.Text>
                  <Tag color={item.state === 'done' ? 'success' : item.state === 'error' ? 'error' : 'processing'}>
                    {item.state === 'done' ? t('upload.done') : item.state === 'error' ? t('upload.failedTag') : t('upload.uploading', { percent: item.percent })}
                  </Tag>
                </div>
                <Progress
                  size="small"
                  percent={item.state === 'uploading' ? item.percent : 100}
                  status={item.state === 'uploading' ? 'active' : item.state === 'error' ? 'exception' : 'success'}
                  showInfo={false}
                  aria-label={t('upload.progress', { name: item.name })}
                />
                {item.note && <Typography.Text type="secondary" className="multi-upload-note">{item.note}</Typography.Text>}
                {item.error && <Typography.Text type="danger" className="multi-upload-error">{t('upload.failed', { reason: item.error })}</Typography.Text>}
              </li>
            ))}
          </ul>
          {items.every((i) => i.state !== 'uploading') && (
            <Button size="small" type="link" onClick={() => setItems([])}>{t('upload.clear')}</Button>
          )}
        </>
      )}
    </div>
  );
}
