import { defineResource } from '../define.ts';
import { idField, timestampFields } from '../commonFields.ts';
import { AI_ACCESS } from './access.ts';
import { MATCH_MODES } from './enums.ts';

/**
 * 关键词 (/intelligence/keywords): keyword → fixed answer, the pipeline's first step after the
 * normalisation. 全匹配 takes the whole (normalised) question, 半匹配 a question that contains it;
 * the highest priority wins. `clash_with` names the enabled keywords this one shadows or is
 * shadowed by (the same word, or one contains the other under 半匹配); the server keeps it after
 * every keyword write (src/server/areas/intelligence/keywordClashes.ts).
 */
export const aiKeywords = defineResource({
  name: 'aiKeywords',
  label: '关键词',
  table: 'ai_keyword',
  titleField: 'keyword',
  access: AI_ACCESS,
  defaultSort: '-priority',
  search: { fields: ['keyword'], placeholder: '关键词' },
  endpoints: {
    list: { method: 'GET', path: '/intelligence/keyword', summary: '关键词列表' },
    one: { method: 'GET', path: '/intelligence/keyword/:id', summary: '关键词详情' },
    create: { method: 'POST', path: '/intelligence/keyword', summary: '新建关键词' },
    update: { method: 'PUT', path: '/intelligence/keyword/:id', summary: '修改关键词（带 version）' },
    delete: { method: 'DELETE', path: '/intelligence/keyword/:id', summary: '删除关键词（?version=）' },
  },
  screens: [
    {
      name: 'aiKeyword',
      createLabel: '新建关键词',
      list: { path: '/intelligence/keywords', title: '关键词', menu: { group: 'intelligence', icon: 'KeyOutlined', order: 2 } },
      show: { path: '/intelligence/keyword-detail/:id', title: '关键词详情', activeMenu: '/intelligence/keywords' },
      form: { path: '/intelligence/keyword-edit/:id?', title: '编辑关键词', activeMenu: '/intelligence/keywords' },
    },
  ],
  fields: [
    idField,
    { name: 'keyword', type: 'text', label: '关键词', required: true, minLength: 1, maxLength: 50, db: { unique: true }, ui: { list: true, width: 160, copyable: true } },
    { name: 'match', type: 'enum', label: '匹配方式', required: true, options: MATCH_MODES, db: { default: 'contains' }, ui: { list: true, width: 90, filter: 'eq' } },
    { name: 'answer', type: 'textarea', label: '回复内容', required: true, minLength: 1, maxLength: 2000, ui: { list: true, width: 320, span: 3 } },
    { name: 'category_id', type: 'reference', label: '分类', reference: { resource: 'aiCategories', labelField: 'name' }, db: { nullable: true }, ui: { list: true, width: 100, filter: 'eq' } },
    { name: 'priority', type: 'number', label: '优先级', integer: true, min: 1, max: 100, db: { default: 50 }, ui: { list: true, width: 80, sortable: true, help: '1–100，数字越大越优先' } },
    { name: 'enabled', type: 'boolean', label: '启用', db: { default: true }, ui: { list: true, width: 70, filter: 'eq' } },
    { name: 'hit_count', type: 'number', label: '命中次数', readOnly: true, integer: true, db: { default: 0 }, ui: { list: true, width: 90, sortable: true } },
    { name: 'clash_with', type: 'text', label: '冲突', readOnly: true, db: { nullable: true }, ui: { list: true, width: 160, display: 'keywordClash' } },
    ...timestampFields(false),
  ],
  indexes: [
    { columns: ['priority'] },
    { columns: ['hit_count'] },
    { columns: ['match', 'priority'] },
    { columns: ['match', 'hit_count'] },
    { columns: ['category_id', 'priority'] },
    { columns: ['category_id', 'hit_count'] },
    { columns: ['enabled', 'priority'] },
    { columns: ['enabled', 'hit_count'] },
  ],
});
