import { defineResource } from '../define.ts';
import { idField, updatedSortableFields } from '../commonFields.ts';
import { AI_ACCESS } from './access.ts';

/**
 * 知识库 (/intelligence/rag, rag-detail/:id): a set of documents, cut into chunks by its rules
 * (Dify's defaults: the delimiter \n\n, at most 500 characters, 50 of overlap). The detail page
 * holds its documents, its chunks and the 命中测试 (panels of the app's intelligence area);
 * `POST /intelligence/rag` with `{ name }` is the API QA scripts call (the rules take their defaults).
 * A change of the rules applies to documents parsed after it (重新解析 re-cuts one).
 */
export const aiKnowledgeBases = defineResource({
  name: 'aiKnowledgeBases',
  label: '知识库',
  table: 'ai_knowledge_base',
  titleField: 'name',
  access: AI_ACCESS,
  defaultSort: '-updated_at',
  search: { fields: ['name'], placeholder: '知识库名称' },
  endpoints: {
    list: { method: 'GET', path: '/intelligence/rag', summary: '知识库列表' },
    one: { method: 'GET', path: '/intelligence/rag/:id', summary: '知识库详情' },
    create: { method: 'POST', path: '/intelligence/rag', summary: '新建知识库 { name }（分段规则可选，缺省用默认值）' },
    update: { method: 'PUT', path: '/intelligence/rag/:id', summary: '修改知识库（带 version）' },
    delete: { method: 'DELETE', path: '/intelligence/rag/:id', summary: '删除知识库及其文档和分段（?version=）' },
    options: { method: 'GET', path: '/intelligence/rag/options', summary: '可选知识库' },
  },
  screens: [
    {
      name: 'aiRag',
      createLabel: '新建知识库',
      list: { path: '/intelligence/rag', title: '知识库', menu: { group: 'intelligence', icon: 'ReadOutlined', order: 3 } },
      show: { path: '/intelligence/rag-detail/:id', title: '知识库详情', activeMenu: '/intelligence/rag' },
    },
  ],
  fields: [
    idField,
    { name: 'name', type: 'text', label: '名称', required: true, minLength: 2, maxLength: 40, db: { unique: true }, ui: { list: true, width: 180 } },
    { name: 'description', type: 'textarea', label: '说明', maxLength: 500, db: { nullable: true }, ui: { list: true, width: 280, span: 3 } },
    { name: 'category_id', type: 'reference', label: '分类', reference: { resource: 'aiCategories', labelField: 'name' }, db: { nullable: true }, ui: { list: true, width: 100, filter: 'eq' } },
    { name: 'delimiter', type: 'text', label: '分段标识符', maxLength: 10, db: { default: '\\n\\n' }, ui: { help: '按此切分文本，\\n 表示换行；默认 \\n\\n（空行）' } },
    { name: 'max_length', type: 'number', label: '分段最大长度', integer: true, min: 50, max: 4000, db: { default: 500 }, ui: { help: '每段最多字数，50–4000，默认 500' } },
    { name: 'overlap', type: 'number', label: '分段重叠长度', integer: true, min: 0, max: 1000, db: { default: 50 }, ui: { help: '相邻分段重叠的字数，须小于最大长度的一半，默认 50' } },
    { name: 'document_count', type: 'number', label: '文档数', readOnly: true, integer: true, db: { default: 0 }, ui: { list: true, width: 80 } },
    { name: 'chunk_count', type: 'number', label: '分段数', readOnly: true, integer: true, db: { default: 0 }, ui: { list: true, width: 80 } },
    ...updatedSortableFields(),
  ],
  indexes: [{ columns: ['updated_at'] }, { columns: ['category_id', 'updated_at'] }],
});
