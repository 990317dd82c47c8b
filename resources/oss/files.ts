import { defineResource } from '../define.ts';
import { idField, timestampFields } from '../commonFields.ts';
import { FILE_KINDS, OSS_ACCESS } from './access.ts';

/**
 * AI文件库 (/oss/file): the files the assistant's knowledge bases and the replies use, in
 * folders. Uploaded several at a time (`POST /oss/file/upload`, multipart), each checked by its
 * content; identical content (sha256) is stored once, however many entries show it. An entry is
 * renamed, moved (`folder_id`, 0 = the root) and tagged with 编辑; its expanded row previews it
 * (picture, PDF text, text), lists the knowledge-base documents using it, and makes a share link
 * that expires (HMAC-signed, at most 7 days). A file in use is not deleted: 409 with the users' names.
 */
export const ossFiles = defineResource({
  name: 'ossFiles',
  label: '文件',
  table: 'oss_file',
  titleField: 'name',
  access: OSS_ACCESS,
  defaultSort: '-created_at',
  search: { fields: ['name'], placeholder: '文件名' },
  endpoints: {
    list: { method: 'GET', path: '/oss/file', summary: '文件列表（?folder_id=，0 为根目录）' },
    one: { method: 'GET', path: '/oss/file/:id', summary: '文件详情' },
    update: { method: 'PUT', path: '/oss/file/:id', summary: '重命名、移动或修改标签（带 version）' },
    delete: { method: 'DELETE', path: '/oss/file/:id', summary: '删除文件（被知识库文档使用时不能删除，?version=）' },
  },
  screens: [
    {
      name: 'ossFile',
      list: { path: '/oss/file', title: 'AI文件库', menu: { group: 'oss', icon: 'FolderOpenOutlined', order: 1 } },
      panel: 'ossFolderBar',
      rowDetail: 'ossFileDetail',
      editFields: ['name', 'folder_id', 'tags'],
    },
  ],
  fields: [
    idField,
    { name: 'name', type: 'text', label: '文件名', required: true, minLength: 1, maxLength: 120, pattern: '^[^/\\\\]+$', ui: { list: true, width: 260, help: '不能包含「/」或「\\」' } },
    { name: 'folder_id', type: 'number', label: '所在文件夹', integer: true, min: 0, db: { default: 0 }, ui: { filter: 'eq', searchForm: false, input: 'ossFolderPicker' } },
    { name: 'kind', type: 'enum', label: '类型', readOnly: true, options: FILE_KINDS, ui: { list: true, width: 100, filter: 'eq' } },
    { name: 'size', type: 'number', label: '大小', readOnly: true, integer: true, ui: { list: true, width: 100, sortable: true, display: 'FileSize' } },
    { name: 'tags', type: 'tags', label: '标签', maxLength: 20, db: { nullable: true }, ui: { list: true, width: 200, help: '每个标签不超过 20 个字' } },
    { name: 'uploader_id', type: 'reference', label: '上传人', readOnly: true, reference: { resource: 'admins', labelField: 'name' }, ui: { list: true, width: 100 } },
    { name: 'file', type: 'file', label: '文件', readOnly: true, ui: { list: false } },
    { name: 'mime', type: 'text', label: '内容类型', readOnly: true, maxLength: 120 },
    { name: 'sha256', type: 'text', label: 'SHA-256', readOnly: true, maxLength: 64, ui: { copyable: true } },
    // sorted by upload time (created_at) or size; the last change is shown, not sorted on
    ...timestampFields(true).map((f) => (f.name === 'updated_at' ? { ...f, ui: { ...f.ui, sortable: false } } : f)),
  ],
  indexes: [
    { columns: ['name'] },
    { columns: ['file'] },
    { columns: ['sha256'] },
    { columns: ['created_at'] },
    { columns: ['size'] },
    { columns: ['folder_id', 'created_at'] },
    { columns: ['folder_id', 'size'] },
    { columns: ['folder_id', 'name'] },
    { columns: ['kind', 'created_at'] },
    { columns: ['kind', 'size'] },
    { columns: ['folder_id', 'kind', 'created_at'] },
    { columns: ['folder_id', 'kind', 'size'] },
  ],
});
