import { defineEndpoints } from '../define.ts';
import { UPLOAD_MAX_BYTES } from '../settings/upload.ts';
import { OSS_ACCESS } from './access.ts';

/** The file library's calls outside the CRUD path. */
export const ossEndpoints = defineEndpoints({
  name: 'oss',
  label: 'AI文件库',
  endpoints: {
    upload: {
      method: 'POST',
      path: '/oss/file/upload',
      access: OSS_ACCESS,
      multipart: { maxBytes: UPLOAD_MAX_BYTES + 64 * 1024 },
      summary: '上传文件到文件库（multipart，字段 file，可带 folder_id；按内容识别类型，相同内容只存一份）→ { id, name, deduplicated }',
    },
    preview: { method: 'GET', path: '/oss/file/:id/preview', access: OSS_ACCESS, summary: '文件预览：图片地址、PDF 或文本的文字内容' },
    usages: { method: 'GET', path: '/oss/file/:id/usages', access: OSS_ACCESS, summary: '使用该文件的记录（知识库文档等）' },
    share: { method: 'POST', path: '/oss/file/:id/share', access: OSS_ACCESS, summary: '生成分享链接 { days: 1–7 } → { url, expiresAt }（HMAC 签名，到期失效）' },
    shared: { method: 'GET', path: '/oss/shared/:id', access: { public: true }, summary: '通过分享链接下载文件（?expires=&signature=，无需登录）' },
  },
});
