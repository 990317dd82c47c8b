import { defineEndpoints, definePages } from '../define.ts';

/** Endpoints of the needs area that belong to no resource: the serial checker, warranty rules, export jobs. */
export const needsEndpoints = defineEndpoints({
  name: 'needs',
  endpoints: {
    serialCheck: {
      method: 'GET',
      path: '/needs/production/serial-check',
      access: { permission: 'manage_needs_production' },
      summary: '序列号查询（?serial=）：机型、生产月份、保修截止、是否在保',
    },
    warrantyRules: {
      method: 'GET',
      path: '/needs/production/warranty-rules',
      access: {},
      summary: '各机型的序列号规则与保修月数（序列号旁的保修状态用）',
    },
    exportRecord: { method: 'POST', path: '/export/jobs', access: {}, summary: '记录一次导出（需有该列表的权限），并保存文件' },
    exportList: { method: 'GET', path: '/export/jobs', access: {}, summary: '某列表的导出记录（?type=，需有该列表的权限）' },
    exportFile: { method: 'GET', path: '/export/jobs/:id/file', access: {}, summary: '下载导出文件（需有该列表的权限）' },
  },
});

/**
 * The export records page (ROUTES.md: hidden): one route per list (`/export/repair` …), each
 * with the access of the list it exports and under that list in the menu and breadcrumbs.
 */
export const needsPages = definePages([
  { path: '/export/:type', title: '导出记录', component: 'ExportJobsPage', access: {}, screenParam: 'type' },
]);
