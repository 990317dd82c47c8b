import { useDataProvider } from '@refinedev/core';
import { useText } from '../../../locales/useText.ts';
import { MultiUpload } from '../../../shared/files/MultiUpload.tsx';
import { AddFromLibrary } from './AddFromLibrary.tsx';
import { DOCUMENT_EXTENSIONS, RAG_PATHS } from './ragApi.ts';

interface Props {
  kbId: number;
  /** After a file is taken (the document list rereads: the new one is 排队中). */
  onUploaded: () => void;
}

const extensionOf = (name: string): string => name.slice(name.lastIndexOf('.')).toLowerCase();

/**
 * 上传文档 (and 从文件库添加 under it): several files at once, picked or dropped, each sent on its own as multipart field
 * `file` to POST /intelligence/rag/:id/document with its progress (the shared MultiUpload). A
 * file of another format is refused here; the server's reason shows under a refused one.
 */
export function UploadDocument({ kbId, onUploaded }: Props) {
  const t = useText();
  const getProvider = useDataProvider();
  return (
    <>
      <MultiUpload
        label={t('ai.rag.upload.label')}
        hint={t('ai.rag.upload.hint')}
        formats={t('ai.rag.upload.formats')}
        accept={DOCUMENT_EXTENSIONS.join(',')}
        refuse={(file) => ((DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)) ? null : t('ai.rag.upload.badType'))}
        send={async (file, onUploadProgress) => {
          const body = new FormData();
          body.append('file', file, file.name);
          await getProvider().custom?.({ url: RAG_PATHS.upload(kbId), method: 'post', payload: body, meta: { onUploadProgress } });
          return undefined;
        }}
        onUploaded={onUploaded}
        testId="rag-upload"
      />
      <div className="rag-gap">
        <AddFromLibrary kbId={kbId} onAdded={onUploaded} />
      </div>
    </>
  );
}
