import { defineEndpoints } from './define.ts';

/** The largest file `POST /system/upload` takes (10 MiB). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Uploads (section 7 "System"): a `multipart/form-data` body with one `file`; its type is read
 * from its content (magic bytes), the stored name is the server's, the original (Chinese) name
 * is kept for the download. Staff (group 64+) upload; every logged-in user may download.
 */
export const uploadEndpoints = defineEndpoints({
  name: 'upload',
  endpoints: {
    upload: { method: 'POST', path: '/system/upload', access: { group: 64 }, multipart: { maxBytes: UPLOAD_MAX_BYTES + 64 * 1024 }, summary: '上传文件（按内容识别类型，最大 10 MB）' },
    download: { method: 'GET', path: '/system/upload/:id', access: {}, summary: '下载已上传的文件（保留原文件名）' },
  },
});
