import { InboxOutlined } from '@ant-design/icons';
import { useDataProvider } from '@refinedev/core';
import { Button, Progress, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { UPLOAD_MAX_BYTES } from '../../../../../resources/settings/upload.ts';
import { useText } from '../../../locales/useText.ts';
import { reasonOf } from '../../../providers/mappers/envelope.ts';
import { DOCUMENT_EXTENSIONS, RAG_PATHS } from './ragApi.ts';

interface Props {
  kbId: number;
  /** After a file is taken (the document list rereads: the new one is 排队中). */
  onUploaded: () => void;
}

interface UploadItem {
  uid: string;
  name: string;
  state: 'uploading' | 'done' | 'error';
  error?: string;
}

const extensionOf = (name: string): string => name.slice(name.lastIndexOf('.')).toLowerCase();

/**
 * 上传文档: several files at once, picked or dropped (Upload.Dragger), each sent on its own as
 * multipart field `file` through the data provider (the session's auth, as the shared upload
 * widget does: src/app/shared/files/UploadInput.tsx) to POST /intelligence/rag/:id/document. A file
 * of another format or over 10 MB is refused here; the server's reason shows under a refused one.
 */
export function UploadDocument({ kbId, onUploaded }: Props) {
  const t = useText();
  const getProvider = useDataProvider();
  const [items, setItems] = useState<UploadItem[]>([]);
  const patch = (uid: string, change: Partial<UploadItem>) => setItems((list) => list.map((i) => (i.uid === uid ? { ...i, ...change } : i)));

  const upload = async (file: File & { uid?: string }) => {
    const uid = file.uid ?? `${file.name}-${Date.now()}`;
    const refused = !(DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)) ? t('ai.rag.upload.badType') : file.size > UPLOAD_MAX_BYTES ? t('ai.rag.upload.tooBig') : null;
    setItems((list) => [...list, { uid, name: file.name, state: refused ? 'error' : 'uploading', ...(refused ? { error: refused } : {}) }]);
    if (refused) return;
    try {
      const body = new FormData();
      body.append('file', file, file.name);
      await getProvider().custom?.({ url: RAG_PATHS.upload(kbId), method: 'post', payload: body });
      patch(uid, { state: 'done' });
      onUploaded();
    } catch (err) {
      patch(uid, { state: 'error', error: reasonOf(err as Error) ?? String(err) });
    }
  };

  return (
    <div className="rag-upload">
      <Upload.Dragger
        multiple
        accept={DOCUMENT_EXTENSIONS.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
        aria-label={t('ai.rag.upload.label')}
        data-testid="rag-upload"
      >
        <p className="ant-upload-drag-icon"><InboxOutlined /></p>
        <p className="ant-upload-text">{t('ai.rag.upload.hint')}</p>
        <p className="ant-upload-hint">{t('ai.rag.upload.formats')}</p>
      </Upload.Dragger>
      {items.length > 0 && (
        <>
          <ul className="rag-upload-list" aria-live="polite">
            {items.map((item) => (
              <li key={item.uid} className="rag-upload-item" data-testid="rag-upload-item">
                <div className="rag-upload-head">
                  <Typography.Text ellipsis className="rag-upload-name">{item.name}</Typography.Text>
                  <Tag color={item.state === 'done' ? 'success' : item.state === 'error' ? 'error' : 'processing'}>
                    {item.state === 'done' ? t('ai.rag.upload.done') : item.state === 'error' ? t('ai.rag.status.failed') : t('ai.rag.upload.uploading')}
                  </Tag>
                </div>
                <Progress
                  size="small"
                  percent={item.state === 'uploading' ? 50 : 100}
                  status={item.state === 'uploading' ? 'active' : item.state === 'error' ? 'exception' : 'success'}
                  showInfo={false}
                  aria-label={t('ai.rag.upload.progress', { name: item.name })}
                />
                {item.error && <Typography.Text type="danger" className="rag-upload-error">{t('ai.rag.upload.failed', { reason: item.error })}</Typography.Text>}
              </li>
            ))}
          </ul>
          {items.every((i) => i.state !== 'uploading') && (
            <Button size="small" type="link" onClick={() => setItems([])}>{t('ai.rag.upload.clear')}</Button>
          )}
        </>
      )}
    </div>
  );
}
