import { definePages } from '../define.ts';
import { AI_ACCESS } from './access.ts';

/**
 * 数据统计 (/intelligence/overview): the assistant's charts over a chosen range and the 试一试
 * console, hand-written over `GET /intelligence/overview` and `POST /intelligence/ask`
 * (src/app/areas/intelligence/overview/).
 */
export const intelligencePages = definePages([
  { path: '/intelligence/overview', title: '数据统计', component: 'AiOverviewPage', access: AI_ACCESS, menu: { group: 'intelligence', icon: 'BarChartOutlined', order: 1 } },
]);
