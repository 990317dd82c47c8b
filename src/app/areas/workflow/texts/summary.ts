import type { AreaTexts } from '../../../locales/text.ts';

/** Texts of 工单: 问题汇总, zh-CN and en-US; the area's entry carries them (the en-US type makes a missing key a compile error). */
const zh = {
  'wfSummary.title': '工单汇总',
  'wfSummary.range': '统计时间（按创建时间）',
  'wfSummary.open': '未关闭',
  'wfSummary.overdue': '已超时',
  'wfSummary.total': '工单总数',
  'wfSummary.byType': '按类型',
  'wfSummary.byModel': '按机型',
  'wfSummary.byHandler': '按处理人',
  'wfSummary.byMonth': '按月份',
  'wfSummary.topQuestions': '高频常见问题',
  'wfSummary.label': '项目',
  'wfSummary.count': '工单数',
  'wfSummary.month': '月份',
  'wfSummary.created': '新建',
  'wfSummary.closed': '关闭',
  'wfSummary.empty': '该时间段内没有工单',
  'wfSummary.noQuestions': '该时间段内没有归入常见问题的工单',
  'wfSummary.chartLabel': '{{title}}：{{figures}}',
  'wfSummary.export': '导出汇总',
  'wfSummary.exportDone': '已导出汇总',
  'wfSummary.exportFailed': '导出失败：{{message}}',
  'wfSummary.sheet': '工单汇总',
  'wfSummary.fileTitle': '问题汇总',
  'wfSummary.section': '分类',
  'wfSummary.rangeRow': '统计时间',
  'wfSummary.figures': '概况',
  'wfSummary.loadFailed': '汇总读取失败：{{message}}',
  'wfSummary.tickets': '归入此问题的工单（共 {{total}} 张）',
  'wfSummary.noTickets': '还没有工单归入此问题',
  'wfSummary.moreTickets': '在全部工单中查看',
} as const satisfies Record<string, string>;

const en: Record<keyof typeof zh, string> = {
  'wfSummary.title': 'Ticket summary',
  'wfSummary.range': 'Period (by creation time)',
  'wfSummary.open': 'Not closed',
  'wfSummary.overdue': 'Overdue',
  'wfSummary.total': 'Tickets',
  'wfSummary.byType': 'By type',
  'wfSummary.byModel': 'By model',
  'wfSummary.byHandler': 'By handler',
  'wfSummary.byMonth': 'By month',
  'wfSummary.topQuestions': 'Most frequent problems',
  'wfSummary.label': 'Item',
  'wfSummary.count': 'Tickets',
  'wfSummary.month': 'Month',
  'wfSummary.created': 'Created',
  'wfSummary.closed': 'Closed',
  'wfSummary.empty': 'No tickets in this period',
  'wfSummary.noQuestions': 'No ticket in this period was filed under a problem',
  'wfSummary.chartLabel': '{{title}}: {{figures}}',
  'wfSummary.export': 'Export summary',
  'wfSummary.exportDone': 'Summary exported',
  'wfSummary.exportFailed': 'Export failed: {{message}}',
  'wfSummary.sheet': 'Ticket summary',
  'wfSummary.fileTitle': 'Problem summary',
  'wfSummary.section': 'Section',
  'wfSummary.rangeRow': 'Period',
  'wfSummary.figures': 'Figures',
  'wfSummary.loadFailed': 'Could not load the summary: {{message}}',
  'wfSummary.tickets': 'Tickets filed under this problem ({{total}})',
  'wfSummary.noTickets': 'No ticket has been filed under this problem yet',
  'wfSummary.moreTickets': 'See them in all tickets',
};

export const workflowSummaryTexts = { zh, en } satisfies AreaTexts;

declare module '../../../locales/text.ts' {
  /** The keys these texts add to `t()` (declaration merging; see AreaTextKeys). */
  interface AreaTextKeys extends Record<keyof typeof zh, true> {}
}
