import { defineResource } from '../define.ts';
import { idField, timestampFields } from '../commonFields.ts';
import { OSS_ACCESS } from './access.ts';

/** A folder's name: no path separators (the breadcrumb joins names with 「/」). */
export const FOLDER_NAME_PATTERN = '^[^/\\\\]+$';

/**
 * The file library's folders, nested (`parent_id` 0 is the root, 全部文件). Made, renamed and
 * deleted on the library page's folder bar; no page of their own. A folder that still holds
 * folders or files is not deleted (409 saying what it holds), a name is unique among its
 * siblings, and a folder cannot move into itself or below itself (src/server/areas/oss/hooks.ts).
 */
export const ossFolders = defineResource({
  name: 'ossFolders',
  label: '文件夹',
  table: 'oss_folder',
  titleField: 'name',
  access: OSS_ACCESS,
  defaultSort: 'name',
  search: { fields: ['name'], placeholder: '文件夹名称' },
  endpoints: {
    list: { method: 'GET', path: '/oss/folder', summary: '文件夹列表（?parent_id=，0 为根目录）' },
    one: { method: 'GET', path: '/oss/folder/:id', summary: '文件夹详情' },
    create: { method: 'POST', path: '/oss/folder', summary: '新建文件夹 { name, parent_id }' },
    update: { method: 'PUT', path: '/oss/folder/:id', summary: '重命名或移动文件夹（带 version）' },
    delete: { method: 'DELETE', path: '/oss/folder/:id', summary: '删除空文件夹（?version=）' },
  },
  screens: [],
  fields: [
    idField,
    { name: 'name', type: 'text', label: '文件夹名称', required: true, minLength: 1, maxLength: 40, pattern: FOLDER_NAME_PATTERN, ui: { list: true, width: 200, sortable: true, help: '不能包含「/」或「\\」' } },
    { name: 'parent_id', type: 'number', label: '上级文件夹', integer: true, min: 0, db: { default: 0 }, ui: { filter: 'eq', form: false } },
    ...timestampFields(false),
  ],
  indexes: [{ columns: ['name'] }, { columns: ['parent_id', 'name'] }],
});
