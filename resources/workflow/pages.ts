import { definePages } from '../define.ts';

/**
 * The ticket's create and edit pages: routes of their own (section 2), because the form grows
 * with the chosen type's extra fields and the linked record's state. Both are hand-written over
 * the declaration's fields (src/app/areas/workflow/).
 */
export const workflowPages = definePages([
  {
    path: '/workflow/create',
    title: '创建工单',
    component: 'TicketCreatePage',
    access: { permission: 'create_workflow_bucket' },
    menu: { group: 'workflow', icon: 'PlusCircleOutlined', order: 5 },
  },
  { path: '/workflow/edit/:id', title: '编辑工单', component: 'TicketEditPage', access: { permission: 'update_workflow_bucket' }, activeMenu: '/workflow/index' },
]);
