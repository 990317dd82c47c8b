import { defineResource } from '../define.ts';
import { idField, timestampFields } from '../commonFields.ts';
import { TICKET_PRIORITIES } from './ticketStates.ts';

/**
 * Ticket types (类型配置, /workflow/type): what a ticket is about, who handles it by default, how
 * soon it must be done per priority (SLA hours), and the extra form fields its tickets carry
 * (`form_json`: a list of {name, label, type, required, options}, checked by
 * src/domain/ticketForm.ts). A type in use can be disabled but not deleted (409, the server hook).
 */
export const ticketTypes = defineResource({
  name: 'ticketTypes',
  label: '工单类型',
  table: 'workflow_type',
  titleField: 'name',
  access: { permission: 'manage_workflow_type' },
  defaultSort: 'sort',
  // the ticket form picks a type, then shows its extra fields and takes its defaults
  optionFields: ['enabled', 'default_priority', 'default_handler_id', 'form_json'],
  search: { fields: ['name'], placeholder: '类型名称' },
  endpoints: {
    list: { method: 'GET', path: '/workflow/type', summary: '工单类型列表' },
    one: { method: 'GET', path: '/workflow/type/:id', summary: '工单类型详情' },
    create: { method: 'POST', path: '/workflow/type', summary: '新建工单类型' },
    update: { method: 'PUT', path: '/workflow/type/:id', summary: '编辑工单类型' },
    delete: { method: 'DELETE', path: '/workflow/type/:id', summary: '删除工单类型（使用中的类型只能停用）' },
    options: { method: 'GET', path: '/workflow/type/options', access: {}, summary: '可选工单类型（创建工单、筛选）' },
  },
  screens: [
    {
      name: 'ticketType',
      createLabel: '新建类型',
      list: { path: '/workflow/type', title: '类型配置', menu: { group: 'workflow', icon: 'SettingOutlined', order: 4 } },
    },
  ],
  fields: [
    idField,
    { name: 'name', type: 'text', label: '类型名称', required: true, minLength: 2, maxLength: 30, db: { unique: true }, ui: { list: true, width: 140 } },
    { name: 'category', type: 'text', label: '分类', required: true, maxLength: 30, ui: { list: true, width: 100, filter: 'eq' } },
    { name: 'enabled', type: 'boolean', label: '启用', db: { default: true }, ui: { list: true, width: 70, filter: 'eq' } },
    { name: 'sort', type: 'number', label: '排序', integer: true, min: 0, max: 9999, db: { default: 0 }, ui: { list: true, width: 70, sortable: true, help: '数字越小越靠前' } },
    { name: 'default_handler_id', type: 'reference', label: '默认处理人', reference: { resource: 'admins', labelField: 'name', options: 'workflow.handlers' }, db: { nullable: true }, ui: { list: true, width: 100 } },
    { name: 'default_priority', type: 'enum', label: '默认优先级', required: true, options: TICKET_PRIORITIES, db: { default: 'normal' }, ui: { list: true, width: 90 } },
    { name: 'sla_urgent', type: 'number', label: '时限·紧急（小时）', required: true, integer: true, min: 1, max: 720, db: { default: 4 }, ui: { list: true, width: 90 } },
    { name: 'sla_high', type: 'number', label: '时限·高（小时）', required: true, integer: true, min: 1, max: 720, db: { default: 24 }, ui: { list: true, width: 90 } },
    { name: 'sla_normal', type: 'number', label: '时限·普通（小时）', required: true, integer: true, min: 1, max: 720, db: { default: 72 }, ui: { list: true, width: 90 } },
    { name: 'sla_low', type: 'number', label: '时限·低（小时）', required: true, integer: true, min: 1, max: 720, db: { default: 168 }, ui: { list: true, width: 90 } },
    { name: 'form_json', type: 'json', label: '附加字段', db: { nullable: true }, ui: { list: true, width: 220, span: 3, help: '该类型工单额外填写的字段：文本、数字、选项、日期、序列号、图片', input: 'ticketFormBuilder', display: 'ticketFormSummary' } },
    { name: 'description', type: 'textarea', label: '说明', maxLength: 500, db: { nullable: true }, ui: { span: 3 } },
    ...timestampFields(false),
  ],
  indexes: [{ columns: ['sort'] }, { columns: ['category', 'sort'] }, { columns: ['enabled', 'sort'] }],
});
