import { ossEndpoints } from '../../../../resources/oss/endpoints.ts';
import { ossFiles } from '../../../../resources/oss/files.ts';
import { ossFolders } from '../../../../resources/oss/folders.ts';

const withId = (path: string, id: number): string => path.replace(':id', String(id));

/** The library's calls, from its declarations (resources/oss/). */
export const OSS_PATHS = {
  folders: ossFolders.endpoints.list.path,
  folder: (id: number) => withId(ossFolders.endpoints.one.path, id),
  upload: ossEndpoints.endpoints.upload.path,
  preview: (id: number) => withId(ossEndpoints.endpoints.preview.path, id),
  usages: (id: number) => withId(ossEndpoints.endpoints.usages.path, id),
  share: (id: number) => withId(ossEndpoints.endpoints.share.path, id),
} as const;

/** The list screen's name (the query key its rows are read under). */
export const FILE_SCREEN = ossFiles.screens[0].name;

/** A folder row. */
export interface OssFolder {
  id: number;
  name: string;
  parent_id: number;
  version: number;
}

/** What GET /oss/file/:id/preview answers. */
export type FilePreview = { kind: 'image'; url: string } | { kind: 'text'; url: string; text: string; truncated: boolean; pages?: number } | { kind: 'none'; url: string; reason?: string };

/** What GET /oss/file/:id/usages answers. */
export interface FileUsages {
  list: { resource: string; label: string; id: number; title: string }[];
  hidden: number;
}

/** What POST /oss/file/upload answers. */
export interface UploadedFile {
  id: number;
  name: string;
  deduplicated: boolean;
  sameAs?: { id: number; name: string };
}

/** The folder id a list's filters are on (0: the root). */
export const folderIdOf = (filters: readonly { field?: string; value?: unknown }[]): number | undefined => {
  const f = filters.find((x) => 'field' in x && x.field === 'folder_id');
  return f && f.value !== undefined && f.value !== '' ? Number(f.value) : undefined;
};
