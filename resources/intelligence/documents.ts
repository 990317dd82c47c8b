import { defineResource } from '../define.ts';
import { idField, timestampFields } from '../commonFields.ts';
import { AI_ACCESS } from './access.ts';
import { DOCUMENT_STATES } from './enums.ts';

/**
 * A knowledge base's documents: uploaded (`POST /intelligence/rag/:id/document`) or taken from the
 * file library, then parsed in the background: 排队中 → 解析中 → 已索引 / 失败 (with the error).
 * Its `status` is the parse's (column `parse_state`), moved by the parser, not a status machine of
 * actions.
 * No create of its own (the upload makes them); 停用 keeps a document's chunks out of retrieval;
 * delete takes its chunks with it. The file (`file`) follows the knowledge base's access.
 */
export const aiDocuments = defineResource({
  name: 'aiDocuments',
  label: '文档',
  table: 'ai_document',
  titleField: 'name',
  access: AI_ACCESS,
  defaultSort: '-created_at',
  search: { fields: ['name'], placeholder: '文档名称' },
  endpoints: {
    list: { method: 'GET', path: '/intelligence/document', summary: '知识库文档列表（?kb_id=）' },
    one: { method: 'GET', path: '/intelligence/document/:id', summary: '文档详情' },
    update: { method: 'PUT', path: '/intelligence/document/:id', summary: '修改文档名称、启用或停用（带 version）' },
    delete: { method: 'DELETE', path: '/intelligence/document/:id', summary: '删除文档及其分段（?version=）' },
  },
  screens: [],
  fields: [
    idField,
    { name: 'kb_id', type: 'reference', label: '知识库', required: true, createOnly: true, reference: { resource: 'aiKnowledgeBases', labelField: 'name' }, ui: { filter: 'eq', form: false } },
    { name: 'name', type: 'text', label: '文档名称', required: true, minLength: 1, maxLength: 120, ui: { list: true, width: 240 } },
    { name: 'file', type: 'file', label: '文件', readOnly: true, db: { nullable: true } },
    { name: 'kind', type: 'text', label: '格式', readOnly: true, maxLength: 10, db: { default: 'text' }, ui: { list: true, width: 70 } },
    { name: 'size', type: 'number', label: '大小', readOnly: true, integer: true, db: { default: 0 }, ui: { list: true, width: 90 } },
    { name: 'status', type: 'enum', label: '状态', readOnly: true, options: DOCUMENT_STATES, db: { column: 'parse_state', default: 'queued' }, ui: { list: true, width: 90, filter: 'eq' } },
    { name: 'error', type: 'text', label: '失败原因', readOnly: true, db: { nullable: true }, ui: { list: true, width: 200 } },
    { name: 'enabled', type: 'boolean', label: '启用', db: { default: true }, ui: { list: true, width: 70, filter: 'eq' } },
    { name: 'chunk_count', type: 'number', label: '分段数', readOnly: true, integer: true, db: { default: 0 }, ui: { list: true, width: 80 } },
    { name: 'char_count', type: 'number', label: '字数', readOnly: true, integer: true, db: { default: 0 }, ui: { list: true, width: 80 } },
    { name: 'parse_ms', type: 'number', label: '解析耗时（毫秒）', readOnly: true, integer: true, db: { nullable: true } },
    { name: 'attempts', type: 'number', label: '解析次数', readOnly: true, integer: true, db: { default: 0 } },
    { name: 'claimed_until', type: 'datetime', label: '解析锁定至', readOnly: true, db: { nullable: true }, ui: { show: false } },
    ...timestampFields(true),
  ],
  indexes: [
    { columns: ['name'] },
    { columns: ['file'] },
    { columns: ['created_at'] },
    { columns: ['updated_at'] },
    { columns: ['kb_id', 'created_at'] },
    { columns: ['kb_id', 'updated_at'] },
    { columns: ['parse_state', 'created_at'] },
    { columns: ['parse_state', 'updated_at'] },
    { columns: ['enabled', 'created_at'] },
    { columns: ['enabled', 'updated_at'] },
  ],
});
