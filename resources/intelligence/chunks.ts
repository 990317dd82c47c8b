import { defineResource } from '../define.ts';
import { idField, timestampFields } from '../commonFields.ts';
import { AI_ACCESS } from './access.ts';

/**
 * A document's chunks: the text the knowledge-base step retrieves. Staff read, edit (re-indexed
 * in the same write: `tokens` is the segmented text the search index holds), enable and disable
 * them, one or many at a time. `hit_count` counts the answers that used the chunk. Made by the
 * parser only (no create), deleted with their document.
 */
export const aiChunks = defineResource({
  name: 'aiChunks',
  label: '分段',
  table: 'ai_chunk',
  titleField: 'position',
  access: AI_ACCESS,
  defaultSort: 'position',
  search: { fields: ['heading'], placeholder: '标题' },
  endpoints: {
    list: { method: 'GET', path: '/intelligence/chunk', summary: '分段列表（?kb_id=、document_id=、enabled=）' },
    one: { method: 'GET', path: '/intelligence/chunk/:id', summary: '分段详情' },
    update: { method: 'PUT', path: '/intelligence/chunk/:id', summary: '修改分段内容、启用或停用（带 version，立即重新索引）' },
  },
  screens: [],
  fields: [
    idField,
    { name: 'kb_id', type: 'reference', label: '知识库', readOnly: true, reference: { resource: 'aiKnowledgeBases', labelField: 'name' }, ui: { filter: 'eq' } },
    { name: 'document_id', type: 'reference', label: '文档', readOnly: true, reference: { resource: 'aiDocuments', labelField: 'name' }, ui: { list: true, width: 160, filter: 'eq' } },
    { name: 'position', type: 'number', label: '序号', readOnly: true, integer: true, ui: { list: true, width: 70, sortable: true } },
    { name: 'heading', type: 'text', label: '所在章节', readOnly: true, maxLength: 255, db: { default: '' }, ui: { list: true, width: 200 } },
    { name: 'text', type: 'textarea', label: '内容', required: true, minLength: 1, maxLength: 5000, ui: { list: true, width: 420, span: 3 } },
    { name: 'enabled', type: 'boolean', label: '启用', db: { default: true }, ui: { list: true, width: 70, filter: 'eq' } },
    { name: 'hit_count', type: 'number', label: '命中次数', readOnly: true, integer: true, db: { default: 0 }, ui: { list: true, width: 90, sortable: true } },
    { name: 'char_count', type: 'number', label: '字数', readOnly: true, integer: true, db: { default: 0 }, ui: { list: true, width: 70 } },
    { name: 'tokens', type: 'textarea', label: '分词', readOnly: true, db: { default: '' }, ui: { show: false } },
    ...timestampFields(false),
  ],
  indexes: [
    { columns: ['position'] },
    { columns: ['hit_count'] },
    { columns: ['kb_id', 'position'] },
    { columns: ['kb_id', 'hit_count'] },
    { columns: ['document_id', 'position'] },
    { columns: ['kb_id', 'enabled', 'position'] },
    { columns: ['document_id', 'enabled', 'position'] },
    { columns: ['enabled', 'position'] },
    { columns: ['document_id', 'hit_count'] },
    { columns: ['enabled', 'hit_count'] },
    { columns: ['heading'] },
  ],
});
