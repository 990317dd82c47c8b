import { useDataProvider } from '@refinedev/core';
import { useText } from '../../locales/useText.ts';
import { MultiUpload } from '../../shared/files/MultiUpload.tsx';
import { OSS_PATHS, type UploadedFile } from './ossApi.ts';

interface Props {
  folderId: number;
  /** After each file is stored (the list rereads). */
  onUploaded: () => void;
}

/**
 * 上传: several files at once into the current folder (multipart `file` + `folder_id`), each with
 * its progress (the shared MultiUpload). The server reads each file's type from its content; a file
 * whose content is already in the library says so (共用存储).
 */
export function LibraryUpload({ folderId, onUploaded }: Props) {
  const t = useText();
  const getProvider = useDataProvider();
  return (
    <MultiUpload
      label={t('oss.upload.label')}
      hint={t('oss.upload.hint')}
      formats={t('oss.upload.formats')}
      send={async (file, onUploadProgress) => {
        const body = new FormData();
        body.append('file', file, file.name);
        body.append('folder_id', String(folderId));
        const res = await getProvider().custom?.<UploadedFile>({ url: OSS_PATHS.upload, method: 'post', payload: body, meta: { onUploadProgress } });
        const stored = res?.data as unknown as UploadedFile | undefined;
        return stored?.sameAs ? t('oss.upload.deduplicated', { name: stored.sameAs.name }) : undefined;
      }}
      onUploaded={onUploaded}
      testId="oss-upload"
    />
  );
}
