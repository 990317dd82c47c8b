import { defineEndpoints, definePages } from '../define.ts';

/** 统计 (/notification/stat): the outbox's figures by day and channel, success rates and top errors. */
export const notificationStatEndpoints = defineEndpoints({
  name: 'notificationStats',
  endpoints: {
    stat: { method: 'GET', path: '/notification/stat', access: { permission: 'manage_message' }, summary: '通知统计（?from=&to= 中国日期，按天与渠道）' },
  },
});

/** The statistics page: hand-written (charts), its range kept while the keep-alive tab is hidden. */
export const notificationStatPages = definePages([
  {
    path: '/notification/stat',
    title: '统计',
    component: 'NotificationStatPage',
    access: { permission: 'manage_message' },
    keepAlive: true,
    menu: { group: 'notification', icon: 'LineChartOutlined', order: 5 },
  },
]);
