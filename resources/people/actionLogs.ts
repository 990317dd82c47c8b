import type { ActionCatalog } from '../catalogs/actionCatalog.ts';
import { defineResource } from '../define.ts';

/**
 * The action log (/admin/action-log): every change and every refused login or access, written
 * by the action-log middleware; read-only here. Secrets never reach it (stripSecrets). Staff
 * read it in Chinese: 操作 and 对象 by their catalogue names (their filters choose by name), 记录
 * by its number and title (关闭工单 · 工单 · GD202611240004 换货物流太慢), 结果
 * as 成功 / 失败 with the reason, the address as plain IPv4. The two option lists are read when
 * first asked for (getters) from the registry's catalogue (index.ts builds this declaration with it).
 */
export const actionLogsOf = (catalog: Pick<ActionCatalog, 'actionOptions' | 'resourceOptions'>) => defineResource({
  name: 'actionLogs',
  label: '操作日志',
  table: 'action_log',
  // a phone's card is headed by what was done (关闭工单), not by the log row's id
  titleField: 'action',
  access: { permission: 'get_action_log' },
  defaultSort: '-created_at',
  endpoints: {
    list: { method: 'GET', path: '/system/action-logs', summary: '操作日志列表' },
  },
  screens: [
    { name: 'actionLog', list: { path: '/admin/action-log', title: '操作日志', menu: { group: 'admin', icon: 'SolutionOutlined', order: 3 } } },
  ],
  fields: [
    { name: 'id', type: 'id', label: 'ID', readOnly: true, ui: { show: false } },
    { name: 'created_at', type: 'datetime', label: '时间', readOnly: true, ui: { list: true, width: 170, sortable: true, filter: 'range' } },
    { name: 'username', type: 'text', label: '操作人', readOnly: true, db: { nullable: true }, ui: { list: true, width: 110, filter: 'eq' } },
    { name: 'admin_id', type: 'number', label: '账号 ID', readOnly: true, db: { nullable: true }, ui: { filter: 'eq', searchForm: false } },
    {
      name: 'action',
      type: 'text',
      label: '操作',
      readOnly: true,
      get options() {
        return catalog.actionOptions();
      },
      ui: { list: true, width: 200, filter: 'prefix', display: 'ActionLabel' },
    },
    {
      name: 'resource',
      type: 'text',
      label: '对象',
      readOnly: true,
      db: { nullable: true },
      get options() {
        return catalog.resourceOptions();
      },
      ui: { list: true, width: 110, filter: 'eq', display: 'ResourceLabel' },
    },
    // the record by its number and title (from the row's values), a link to it when the reader may open it
    { name: 'record_id', type: 'text', label: '记录', readOnly: true, db: { nullable: true }, ui: { list: true, width: 220, display: 'ActionRecord', displayWith: ['resource', 'action', 'before', 'after', 'admin_id', 'username'] } },
    { name: 'status_code', type: 'number', label: '结果', readOnly: true, ui: { list: true, width: 160, display: 'ActionResult' } },
    { name: 'ip', type: 'text', label: 'IP 地址', readOnly: true, db: { nullable: true }, ui: { list: true, width: 130, filter: 'eq', display: 'IpAddress', placeholder: '如 192.168.1.10' } },
    { name: 'user_agent', type: 'text', label: '客户端', readOnly: true, db: { nullable: true }, ui: { span: 3 } },
    { name: 'before', type: 'json', label: '变更前', readOnly: true, db: { column: 'before_json', nullable: true }, ui: { span: 3 } },
    { name: 'after', type: 'json', label: '变更后', readOnly: true, db: { column: 'after_json', nullable: true }, ui: { span: 3 } },
  ],
  indexes: [
    { columns: ['created_at'] },
    { columns: ['username', 'created_at'] },
    { columns: ['admin_id', 'created_at'] },
    { columns: ['action', 'created_at'] },
    { columns: ['resource', 'created_at'] },
    { columns: ['ip', 'created_at'] },
  ],
});
