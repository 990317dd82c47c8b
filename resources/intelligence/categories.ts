import { defineResource } from '../define.ts';
import { idField, timestampFields } from '../commonFields.ts';
import { AI_ACCESS } from './access.ts';

/**
 * 分类 (/intelligence/category): the categories keywords, corpus pairs and knowledge bases share.
 * One in use cannot be deleted: 409 naming where it is used (src/server/areas/intelligence/categoryHooks.ts).
 */
export const aiCategories = defineResource({
  name: 'aiCategories',
  label: '分类',
  table: 'ai_category',
  titleField: 'name',
  access: AI_ACCESS,
  defaultSort: 'sort',
  search: { fields: ['name'], placeholder: '分类名称' },
  endpoints: {
    list: { method: 'GET', path: '/intelligence/category', summary: '智能助手分类列表' },
    one: { method: 'GET', path: '/intelligence/category/:id', summary: '分类详情' },
    create: { method: 'POST', path: '/intelligence/category', summary: '新建分类' },
    update: { method: 'PUT', path: '/intelligence/category/:id', summary: '修改分类（带 version）' },
    delete: { method: 'DELETE', path: '/intelligence/category/:id', summary: '删除分类（使用中的分类不能删除）' },
    options: { method: 'GET', path: '/intelligence/category/options', summary: '可选分类（关键词、语料、知识库）' },
  },
  screens: [
    {
      name: 'aiCategory',
      createLabel: '新建分类',
      list: { path: '/intelligence/category', title: '分类', menu: { group: 'intelligence', icon: 'TagsOutlined', order: 8 } },
    },
  ],
  fields: [
    idField,
    { name: 'name', type: 'text', label: '分类名称', required: true, minLength: 2, maxLength: 20, db: { unique: true }, ui: { list: true, width: 160 } },
    { name: 'sort', type: 'number', label: '排序', integer: true, min: 0, max: 9999, db: { default: 0 }, ui: { list: true, width: 80, sortable: true, help: '数字越小越靠前' } },
    { name: 'remark', type: 'textarea', label: '说明', maxLength: 200, db: { nullable: true }, ui: { list: true, width: 280, span: 3 } },
    ...timestampFields(false),
  ],
  indexes: [{ columns: ['sort'] }],
});
