import { defineResource } from '../define.ts';
import { idField, timestampFields } from '../commonFields.ts';

/**
 * Recurring problems (问题汇总, /workflow/question): standard problems with their standard answer,
 * each with the tickets filed under it when they were closed. The page shows the ticket summary
 * charts above this list (panel `TicketSummary`); a row expands to the tickets filed under it.
 */
export const ticketQuestions = defineResource({
  name: 'ticketQuestions',
  label: '常见问题',
  table: 'workflow_question',
  titleField: 'title',
  access: { permission: 'manage_tool_question' },
  defaultSort: '-updated_at',
  search: { fields: ['title', 'model'], placeholder: '问题 / 机型' },
  endpoints: {
    list: { method: 'GET', path: '/workflow/question', summary: '常见问题列表' },
    one: { method: 'GET', path: '/workflow/question/:id', summary: '常见问题详情' },
    create: { method: 'POST', path: '/workflow/question', summary: '新建常见问题' },
    update: { method: 'PUT', path: '/workflow/question/:id', summary: '编辑常见问题' },
    delete: { method: 'DELETE', path: '/workflow/question/:id', summary: '删除常见问题' },
    options: { method: 'GET', path: '/workflow/question/options', access: { permission: 'get_workflow_bucket' }, summary: '可选常见问题（关闭工单时归入）' },
  },
  screens: [
    {
      name: 'ticketQuestion',
      createLabel: '新建常见问题',
      panel: 'TicketSummary',
      rowDetail: 'QuestionTickets',
      list: { path: '/workflow/question', title: '问题汇总', keepAlive: true, menu: { group: 'workflow', icon: 'QuestionCircleOutlined', order: 6 } },
    },
  ],
  fields: [
    idField,
    { name: 'title', type: 'text', label: '问题', required: true, minLength: 2, maxLength: 100, db: { unique: true }, ui: { list: true, width: 240 } },
    { name: 'model', type: 'text', label: '机型', maxLength: 60, db: { nullable: true }, ui: { list: true, width: 120, filter: 'eq' } },
    { name: 'category', type: 'text', label: '分类', required: true, maxLength: 30, ui: { list: true, width: 100, filter: 'eq' } },
    { name: 'answer', type: 'textarea', label: '标准答复', required: true, minLength: 2, maxLength: 5000, ui: { list: true, width: 320, span: 3 } },
    ...timestampFields(true),
  ],
  indexes: [{ columns: ['updated_at'] }, { columns: ['created_at'] }, { columns: ['model', 'updated_at'] }, { columns: ['model', 'created_at'] }, { columns: ['category', 'updated_at'] }, { columns: ['category', 'created_at'] }],
});
