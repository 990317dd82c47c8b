import { defineEndpoints, definePages, defineResource } from '../define.ts';

/**
 * Export jobs (`export_job`, 导出记录): who exported which list (`type`, a screen's name: `repair`,
 * `inbox` …), when, with which filter and sort, how many rows, and the file (its bytes are a
 * column no field names, so no list selects them). Every area's lists are exported, so the jobs
 * belong to the shared layer. No endpoints or screens of its own: `GET /export/jobs`
 * (`exportEndpoints` below) lists it as the engine lists any resource (paging, the `type` filter,
 * newest first) and the page `/export/:type` shows it. A job carries the access of the list it holds: its row scope follows
 * the `type` asked for (src/server/shared/exportJobs/scope.ts).
 */
export const exportJobs = defineResource({
  name: 'export',
  label: '导出记录',
  table: 'export_job',
  titleField: 'file_name',
  access: {},
  defaultSort: '-id',
  endpoints: {},
  screens: [],
  fields: [
    { name: 'id', type: 'id', label: 'ID', readOnly: true },
    { name: 'type', type: 'text', label: '导出类型', readOnly: true, maxLength: 64, ui: { filter: 'eq' } },
    { name: 'operator_name', type: 'text', label: '导出人', readOnly: true, db: { column: 'admin_name' } },
    { name: 'filter', type: 'json', label: '筛选条件', readOnly: true, db: { column: 'filter_json' } },
    { name: 'sort', type: 'text', label: '排序', readOnly: true },
    { name: 'rows', type: 'number', label: '行数', readOnly: true, integer: true },
    { name: 'file_name', type: 'text', label: '文件名', readOnly: true },
    { name: 'file_size', type: 'number', label: '文件大小', readOnly: true, integer: true },
    { name: 'created_at', type: 'datetime', label: '导出时间', readOnly: true },
  ],
  // a list's jobs, newest first (the migration's export_job_type_idx)
  indexes: [{ columns: ['type', 'id'] }],
});

/**
 * The export endpoints: each takes the access of the list its type names (the jobs' row scope),
 * so the endpoints themselves ask only for a login. `export.create` is also the action-log code.
 */
export const exportEndpoints = defineEndpoints({
  name: 'export',
  endpoints: {
    create: { method: 'POST', path: '/export/jobs', access: {}, summary: '记录一次导出（需有该列表的权限），并保存文件' },
    list: { method: 'GET', path: '/export/jobs', access: {}, summary: '某列表的导出记录（?type=，需有该列表的权限）' },
    file: { method: 'GET', path: '/export/jobs/:id/file', access: {}, summary: '下载导出文件（需有该列表的权限）' },
  },
});

/**
 * The export records page (ROUTES.md: hidden): one route per list (`/export/repair` …), each
 * with the access of the list it exports and under that list in the menu and breadcrumbs. The
 * app's shared layer brings its component (src/app/shared/area.ts).
 */
export const exportPages = definePages([
  { path: '/export/:type', title: '导出记录', component: 'ExportJobsPage', access: {}, screenParam: 'type' },
]);
