import { defineResource, type FieldDef } from '../define.ts';
import { idField, timestampFields } from '../commonFields.ts';
import { TICKET_LINK_KINDS, TICKET_PRIORITIES, TICKET_STATUSES } from './ticketStates.ts';

const handlerField = (label: string, required: boolean): FieldDef => ({ name: 'handler_id', type: 'reference', label, required, reference: { resource: 'admins', labelField: 'name', options: 'workflow.handlers' } });

/** Where a ticket's detail page is: every queue's rows lead to the one detail route. */
const DETAIL = { path: '/workflow/detail/:id', title: '工单详情', activeMenu: '/workflow/index' } as const;

/**
 * Workflow tickets (工单, table `workflow_bucket` as section 7 calls them buckets). Three queues
 * are screens of this one declaration: 待处理工单 (the caller's open tickets as handler, due
 * first), 我创建的工单 (the caller's own) and 全部工单. The handling record (section 7's
 * "processes") is the record's history, `workflow_bucket_event`: creation, every comment,
 * assignment, description change and close. The states and who may do what are in
 * docs/decisions.md, "Workflow tickets".
 */
export const tickets = defineResource({
  name: 'tickets',
  label: '工单',
  table: 'workflow_bucket',
  titleField: 'title',
  access: { permission: 'get_workflow_bucket' },
  defaultSort: '-created_at',
  search: { fields: ['no', 'title', 'link_no'], placeholder: '工单号 / 标题 / 关联单号或序列号' },
  endpoints: {
    list: { method: 'GET', path: '/workflow/bucket', access: { permission: 'list_workflow_bucket' }, summary: '全部工单列表' },
    one: { method: 'GET', path: '/workflow/bucket/:id', summary: '工单详情' },
    create: { method: 'POST', path: '/workflow/bucket', access: { permission: 'create_workflow_bucket' }, summary: '创建工单' },
    update: { method: 'PUT', path: '/workflow/bucket/:id', access: { permission: 'update_workflow_bucket' }, summary: '编辑工单' },
    delete: { method: 'DELETE', path: '/workflow/bucket/:id', access: { permission: 'update_workflow_bucket' }, summary: '删除工单' },
  },
  screens: [
    {
      name: 'ticket',
      list: { path: '/workflow/index', title: '全部工单', keepAlive: true, menu: { group: 'workflow', icon: 'ProfileOutlined', order: 3 } },
      show: DETAIL,
      access: { permission: 'list_workflow_bucket' },
      bulk: ['assign', 'close'],
      editPath: '/workflow/edit/:id',
      panel: 'TicketStatusTabs',
    },
    {
      name: 'ticketPending',
      list: { path: '/workflow/consumer', title: '待处理工单', keepAlive: true, menu: { group: 'workflow', icon: 'InboxOutlined', order: 1 } },
      show: DETAIL,
      access: {},
      // a ticket is deleted on its detail page, which belongs to 全部工单
      canDelete: false,
      mine: 'handler_id',
      openOnly: true,
      defaultSort: 'due_at',
      countKey: '0',
      endpoints: {
        list: { method: 'GET', path: '/workflow/bucket/pending', access: {}, summary: '待我处理的工单（超时的在前）' },
        count: { method: 'GET', path: '/workflow/bucket/pending/count', access: {}, summary: '待我处理的工单数（侧边栏角标）' },
      },
    },
    {
      name: 'ticketMine',
      list: { path: '/workflow/producer', title: '我创建的工单', keepAlive: true, menu: { group: 'workflow', icon: 'FormOutlined', order: 2 } },
      show: DETAIL,
      access: {},
      // a ticket is deleted on its detail page, which belongs to 全部工单
      canDelete: false,
      mine: 'created_by',
      endpoints: { list: { method: 'GET', path: '/workflow/bucket/i', access: {}, summary: '我创建的工单' } },
    },
  ],
  fields: [
    idField,
    { name: 'no', type: 'text', label: '工单号', readOnly: true, db: { unique: true }, ui: { list: true, width: 160, copyable: true } },
    { name: 'title', type: 'text', label: '标题', required: true, minLength: 2, maxLength: 100, ui: { list: true, width: 220 } },
    { name: 'type_id', type: 'reference', label: '类型', required: true, reference: { resource: 'ticketTypes', labelField: 'name' }, ui: { list: true, width: 110, filter: 'eq' } },
    { name: 'status', type: 'enum', label: '状态', readOnly: true, options: TICKET_STATUSES, db: { default: 'open' }, ui: { list: true, width: 90, filter: 'in' } },
    { name: 'priority', type: 'enum', label: '优先级', options: TICKET_PRIORITIES, db: { default: 'normal' }, ui: { list: true, width: 80, filter: 'eq', help: '不填则使用类型的默认优先级' } },
    { ...handlerField('处理人', false), db: { nullable: true }, ui: { list: true, width: 100, filter: 'eq', help: '不填则使用类型的默认处理人；都没有时工单待分配' } },
    { name: 'created_by', type: 'reference', label: '创建人', readOnly: true, reference: { resource: 'admins', labelField: 'name', options: 'workflow.handlers' }, ui: { list: true, width: 100, filter: 'eq' } },
    { name: 'due_at', type: 'datetime', label: '处理时限', readOnly: true, db: { nullable: true }, ui: { list: true, width: 230, sortable: true, filter: 'range', display: 'ticketDue', card: true } },
    { name: 'model', type: 'text', label: '机型', maxLength: 60, db: { nullable: true }, ui: { list: true, width: 120, filter: 'eq', help: '关联序列号时自动带出' } },
    { name: 'link_kind', type: 'enum', label: '关联类型', options: TICKET_LINK_KINDS, db: { nullable: true }, ui: { list: false } },
    { name: 'link_no', type: 'text', label: '关联单号/序列号', maxLength: 40, db: { nullable: true }, ui: { list: true, width: 170, filter: 'eq', display: 'ticketLink', displayWith: ['link_kind'] } },
    { name: 'description', type: 'textarea', label: '问题描述', required: true, minLength: 2, maxLength: 5000, ui: { span: 3 } },
    { name: 'extra_json', type: 'json', label: '附加字段', db: { nullable: true }, ui: { span: 3, display: 'ticketExtra' } },
    { name: 'attachments', type: 'json', label: '附件', db: { nullable: true }, ui: { span: 3, display: 'ticketAttachments' } },
    { name: 'result', type: 'textarea', label: '处理结果', readOnly: true, db: { nullable: true }, ui: { span: 3 } },
    { name: 'question_id', type: 'reference', label: '归入常见问题', readOnly: true, reference: { resource: 'ticketQuestions', labelField: 'title' }, db: { nullable: true }, ui: { filter: 'eq' } },
    { name: 'closed_at', type: 'datetime', label: '关闭时间', readOnly: true, db: { nullable: true } },
    // listed by creation or by due time; 更新时间 is shown but not sorted (each sort needs an index per filter and queue)
    ...timestampFields(true).map((f) => (f.name === 'updated_at' ? { ...f, ui: { ...f.ui, sortable: false } } : f)),
  ],
  // every filter × both sorts (created_at, due_at), on 全部工单 and within each queue (created_by / handler_id)
  indexes: [
    ...['created_at', 'due_at'].flatMap((sort) => [
      { columns: [sort] },
      ...['status', 'priority', 'type_id', 'handler_id', 'created_by', 'model', 'link_no', 'question_id'].map((filter) => ({ columns: [filter, sort] })),
    ]),
    { columns: ['title', 'created_at'] },
  ],
  counts: ['status'],
  status: {
    field: 'status',
    initial: 'open',
    initialWhen: { field: 'handler_id', state: 'processing' },
    open: ['open', 'processing'],
    locked: { states: ['closed'], reason: '工单已关闭' },
    // assign and close (and the description): its handler, its creator, or whoever may edit tickets
    actors: { fields: ['handler_id', 'created_by'], access: { permission: 'update_workflow_bucket' }, reason: '只有工单的处理人、创建人或有「编辑工单」权限的人可以处理此工单' },
    actions: [
      {
        name: 'assign',
        label: '转派',
        from: ['open', 'processing'],
        to: 'processing',
        confirm: '把工单交给新的处理人，原因记入处理记录，并以站内信通知对方。',
        fields: [handlerField('新处理人', true), { name: 'remark', type: 'textarea', label: '转派原因', required: true, minLength: 2, maxLength: 500 }],
        path: '/workflow/bucket/:id/assign',
      },
      {
        name: 'close',
        label: '关闭工单',
        from: ['open', 'processing'],
        to: 'closed',
        confirm: '关闭后工单不能再处理或修改。',
        danger: true,
        fields: [
          { name: 'result', type: 'textarea', label: '处理结果', required: true, minLength: 2, maxLength: 2000 },
          { name: 'question_id', type: 'reference', label: '归入常见问题', reference: { resource: 'ticketQuestions', labelField: 'title' } },
        ],
        path: '/workflow/bucket/:id/close',
      },
    ],
  },
  notify: [
    { name: 'ticket_assign', label: '工单转派时以站内信通知新处理人', on: { actions: ['assign'] }, to: 'handler', channel: 'site', template: 'ticket_assigned', variables: ['no', 'title', 'actor', 'remark'] },
  ],
});
