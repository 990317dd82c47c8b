import type { Access } from '../../src/domain/access.ts';
import { defineEndpoints, type ResourceDef } from '../define.ts';

/** The largest file `POST /system/upload` takes (10 MiB). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Where a stored file is served: this prefix + its key (the URL the upload answers). */
export const UPLOAD_URL_PREFIX = '/api/cms/system/upload/';

/** A file's key: 128 random bits in base64url (22 characters). Anything else in the URL is 404. */
export const UPLOAD_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The URL of a stored file, as the upload answers it and as records keep it. */
export const uploadUrl = (key: string): string => `${UPLOAD_URL_PREFIX}${key}`;

/**
 * How a record refers to a stored file: a column holding the file's URL (`uploadUrl(key)`).
 * `public`: every logged-in user may download the file (the field is a picture: avatars).
 * `record`: whoever may read the record may download it (`read`, the record's read access).
 */
export interface FileReference {
  resource: string;
  field: string;
  table: string;
  column: string;
  access: 'public' | 'record';
  read: Access;
}

/**
 * Who may read one record of a resource: the access its `one` endpoint is mounted with (its own,
 * else the resource's), or its list's when it has no `one`. The attachments of a record follow it.
 */
export const recordReadAccessOf = (r: ResourceDef): Access =>
  r.endpoints.one ? (r.endpoints.one.access ?? r.access) : (r.endpoints.list?.access ?? r.access);

/**
 * The file references the declarations make: an `image` field holds a public picture, a `file`
 * field an attachment that follows its record's read access. A later area attaches files by
 * declaring such a field (or a resource of attachments with one); nothing else is needed.
 * A record that refers to files inside a JSON value (a ticket's attachments and extra pictures, a
 * comment's files) registers them in `upload_ref` (`referFiles`, src/server/shared/files/fileRefs.ts):
 * such a file follows the same rule as a `file` field — whoever has the resource's read access
 * (`recordReadAccessOf`) and may see that record (it exists, inside their row scope) may download it.
 * A file no record refers to is readable by its uploader only (and a super admin).
 */
export function fileReferencesOf(list: readonly ResourceDef[]): FileReference[] {
  const refs: FileReference[] = [];
  for (const r of list) {
    const read = recordReadAccessOf(r);
    for (const f of r.fields) {
      if (f.type !== 'image' && f.type !== 'file') continue;
      refs.push({ resource: r.name, field: f.name, table: r.table, column: f.db?.column ?? f.name, access: f.type === 'image' ? 'public' : 'record', read });
    }
  }
  return refs;
}

/**
 * Uploads (section 7 "System"): a `multipart/form-data` body with one `file`; its type is read
 * from its content (magic bytes), the stored name is the server's, the original (Chinese) name
 * is kept for the download. Staff (group 64+) upload. A file is downloaded by its random key;
 * who may download it follows the records that refer to it (`fileReferencesOf`).
 */
export const uploadEndpoints = defineEndpoints({
  name: 'upload',
  endpoints: {
    upload: { method: 'POST', path: '/system/upload', access: { group: 64 }, multipart: { maxBytes: UPLOAD_MAX_BYTES + 64 * 1024 }, summary: '上传文件（按内容识别类型，最大 10 MB）→ { key, url }' },
    download: { method: 'GET', path: '/system/upload/:key', access: {}, summary: '按随机 key 下载文件（头像等图片所有登录用户可见；附件随所属记录的权限；未被引用的文件仅上传者可见）' },
  },
});
