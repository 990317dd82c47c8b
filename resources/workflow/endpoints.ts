import { defineEndpoints } from '../define.ts';

/**
 * The workflow calls of section 7 that are not a resource's generic CRUD: the handling record
 * (processes = the ticket's history entries), the description change, the counts by status,
 * the problem summary and the accounts a ticket can be given to.
 */
export const workflowEndpoints = defineEndpoints({
  name: 'workflow',
  endpoints: {
    processes: { method: 'GET', path: '/workflow/process', access: { permission: 'get_workflow_bucket' }, summary: '工单处理记录（?bucket_id=）' },
    comment: { method: 'POST', path: '/workflow/process', access: { permission: 'get_workflow_bucket' }, summary: '添加处理记录（备注与附件）' },
    process: { method: 'GET', path: '/workflow/process/:id', access: { permission: 'get_workflow_bucket' }, summary: '一条处理记录' },
    editProcess: { method: 'PUT', path: '/workflow/process/:id', access: { permission: 'get_workflow_bucket' }, summary: '修改自己的处理备注' },
    desc: { method: 'PUT', path: '/workflow/bucket/:id/desc', access: { permission: 'get_workflow_bucket' }, summary: '修改工单描述（前后内容记入处理记录）' },
    statusCounts: { method: 'GET', path: '/workflow/bucket/count', access: { permission: 'list_workflow_bucket' }, summary: '各状态工单数（全部工单的页签）' },
    summary: { method: 'GET', path: '/workflow/question/summary', access: { permission: 'manage_tool_question' }, summary: '工单问题汇总（按类型、机型、处理人、月份）' },
    handlers: { method: 'GET', path: '/workflow/handlers', access: {}, summary: '可指派的处理人' },
  },
});
