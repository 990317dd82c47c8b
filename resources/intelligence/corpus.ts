import { defineResource } from '../define.ts';
import { idField, updatedSortableFields } from '../commonFields.ts';
import { AI_ACCESS } from './access.ts';

/**
 * 语料 (/intelligence/chat): question–answer pairs, each with its similar questions. The pipeline
 * ranks them by BM25 over the segmented question and similar questions (`tokens`, written by the
 * server on every write and searched through SQLite FTS5 or a PostgreSQL tsvector) and answers
 * with the best above the threshold. Export as Excel (the list's 导出); import the same columns
 * from an .xlsx (the list's panel `CorpusImport`: POST /intelligence/corpus/import). 存为语料 in
 * 对话历史 creates one through the same create, naming the turn (`from_turn`): the turn then links to it.
 */
export const aiCorpus = defineResource({
  name: 'aiCorpus',
  label: '语料',
  table: 'ai_corpus',
  titleField: 'question',
  access: AI_ACCESS,
  defaultSort: '-updated_at',
  search: { fields: ['question'], placeholder: '问题' },
  endpoints: {
    list: { method: 'GET', path: '/intelligence/corpus', summary: '语料列表' },
    one: { method: 'GET', path: '/intelligence/corpus/:id', summary: '语料详情' },
    create: { method: 'POST', path: '/intelligence/corpus', summary: '新建语料' },
    update: { method: 'PUT', path: '/intelligence/corpus/:id', summary: '修改语料（带 version）' },
    delete: { method: 'DELETE', path: '/intelligence/corpus/:id', summary: '删除语料（?version=）' },
  },
  screens: [
    {
      name: 'aiChat',
      createLabel: '新建语料',
      list: { path: '/intelligence/chat', title: '语料', menu: { group: 'intelligence', icon: 'CommentOutlined', order: 4 } },
      panel: 'CorpusImport',
      form: { path: '/intelligence/chat-edit/:id?', title: '编辑语料', activeMenu: '/intelligence/chat' },
    },
  ],
  fields: [
    idField,
    { name: 'question', type: 'text', label: '问题', required: true, minLength: 2, maxLength: 200, ui: { list: true, width: 240 } },
    { name: 'similar', type: 'tags', label: '相似问题', db: { nullable: true }, ui: { list: true, width: 240, span: 3, help: '同一问题的其他问法，每条不超过 50 字' } },
    { name: 'answer', type: 'textarea', label: '答案', required: true, minLength: 1, maxLength: 5000, ui: { list: true, width: 320, span: 3 } },
    { name: 'category_id', type: 'reference', label: '分类', reference: { resource: 'aiCategories', labelField: 'name' }, db: { nullable: true }, ui: { list: true, width: 100, filter: 'eq' } },
    { name: 'enabled', type: 'boolean', label: '启用', db: { default: true }, ui: { list: true, width: 70, filter: 'eq' } },
    { name: 'hit_count', type: 'number', label: '命中次数', readOnly: true, integer: true, db: { default: 0 }, ui: { list: true, width: 90, sortable: true } },
    { name: 'from_turn', type: 'number', label: '来自对话消息', integer: true, min: 1, writeOnly: true, ui: { form: false, show: false } },
    { name: 'tokens', type: 'textarea', label: '分词', readOnly: true, db: { default: '' }, ui: { show: false } },
    ...updatedSortableFields(),
  ],
  indexes: [{ columns: ['question'] }, { columns: ['updated_at'] }, { columns: ['hit_count'] }, { columns: ['category_id', 'updated_at'] }, { columns: ['category_id', 'hit_count'] }, { columns: ['enabled', 'updated_at'] }, { columns: ['enabled', 'hit_count'] }],
});
