import { defineResource } from '../define.ts';
import { idField, timestampFields } from '../commonFields.ts';
import { REPLY_ACCESS } from './access.ts';

/**
 * 分类 (/reply/category): the categories of the auto-reply rules. One in use cannot be deleted:
 * 409 naming the rules that use it (src/server/areas/reply/hooks.ts). 迁移到智能助手 keeps a
 * rule's category by name in the assistant's own categories.
 */
export const replyCategories = defineResource({
  name: 'replyCategories',
  label: '回复分类',
  table: 'reply_category',
  titleField: 'name',
  access: REPLY_ACCESS,
  defaultSort: 'sort',
  search: { fields: ['name'], placeholder: '分类名称' },
  endpoints: {
    list: { method: 'GET', path: '/reply/category', summary: '自动回复分类列表' },
    one: { method: 'GET', path: '/reply/category/:id', summary: '分类详情' },
    create: { method: 'POST', path: '/reply/category', summary: '新建分类' },
    update: { method: 'PUT', path: '/reply/category/:id', summary: '修改分类（带 version）' },
    delete: { method: 'DELETE', path: '/reply/category/:id', summary: '删除分类（使用中的分类不能删除）' },
    options: { method: 'GET', path: '/reply/category/options', summary: '可选分类' },
  },
  screens: [
    {
      name: 'replyCategory',
      createLabel: '新建分类',
      list: { path: '/reply/category', title: '分类', menu: { group: 'reply', icon: 'TagsOutlined', order: 4 } },
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
